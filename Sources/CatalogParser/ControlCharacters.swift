/// The characters a terminal or a CI log acts on instead of showing: C0 and C1 controls, DEL, the
/// line and paragraph separators (U+2028, U+2029: a line break in log viewers), and the
/// bidirectional formatting characters that reorder the rest of a line (U+202E); and the
/// invisible ones a reader cannot see in a quoted label (zero-width space, word joiner, byte order
/// mark), so that "'\u{200B}Sign in'" shows why it differs from "'Sign in'".
///
/// Names and labels come from files anyone can write: shown raw, they could clear the screen,
/// forge a diagnostic on a line of its own or make `error` read as something else.
public enum ControlCharacters {
  /// Whether `scalar` is one of them.
  public static func contains(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0..<0x20, 0x7F...0x9F, 0x061C, 0x200B, 0x200E, 0x200F, 0x2028...0x202E, 0x2060, 0x2066...0x2069,
      0xFEFF:
      return true
    default: return false
    }
  }

  /// Whether `text` holds one, read on its UTF-8 bytes: every finding's message is checked, and
  /// almost none holds one.
  public static func occur(in text: String) -> Bool {
    var text = text
    return text.withUTF8(containsControlCharacter)
  }

  private static func containsControlCharacter(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let count = bytes.count
    var index = 0
    // Eight bytes at a time: a word without a control byte or the lead byte of one (C2, D8, E2,
    // EF) is skipped whole; the few others are tested byte by byte, and the skipping goes on
    // after them (EF also leads CJK full-width punctuation, which is common).
    if let base = UnsafeRawPointer(bytes.baseAddress) {
      while index + 8 <= count {
        let word = base.loadUnaligned(fromByteOffset: index, as: UInt64.self)
        if mayHoldControlCharacter(word) {
          for offset in index..<index + 8 where startsControlCharacter(at: offset, in: bytes) { return true }
        }
        index += 8
      }
    }
    while index < count {
      if startsControlCharacter(at: index, in: bytes) { return true }
      index += 1
    }
    return false
  }

  /// Whether the UTF-8 sequence at `index` is one of them.
  private static func startsControlCharacter(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let byte = bytes[index]
    if byte < 0x20 || byte == 0x7F { return true }
    let count = bytes.count
    guard byte == 0xC2 || byte == 0xD8 || byte == 0xE2 || byte == 0xEF, index + 1 < count else {
      return false
    }
    let second = bytes[index + 1]
    switch byte {
    case 0xC2: return (0x80...0x9F).contains(second)  // C1 controls
    case 0xD8: return second == 0x9C  // U+061C
    case 0xEF: return second == 0xBB && index + 2 < count && bytes[index + 2] == 0xBF  // U+FEFF
    default:
      guard index + 2 < count else { return false }
      let third = bytes[index + 2]
      // U+200B, U+200E, U+200F, U+2028...U+202E; U+2060, U+2066...U+2069
      if second == 0x80 && (third == 0x8B || third == 0x8E || third == 0x8F || (0xA8...0xAE).contains(third))
      {
        return true
      }
      return second == 0x81 && (third == 0xA0 || (0xA6...0xA9).contains(third))
    }
  }

  /// Whether one of the eight bytes of `word` is below 0x20, 0x7F, or C2, D8, E2 or EF (classic
  /// "has a byte less than n" and "has a zero byte" bit tricks, exact for these questions).
  private static func mayHoldControlCharacter(_ word: UInt64) -> Bool {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    func hasZeroByte(_ value: UInt64) -> Bool { (value &- ones) & ~value & highs != 0 }
    let below0x20 = (word &- ones &* 0x20) & ~word & highs != 0
    return below0x20 || hasZeroByte(word ^ (ones &* 0x7F)) || hasZeroByte(word ^ (ones &* 0xC2))
      || hasZeroByte(word ^ (ones &* 0xD8)) || hasZeroByte(word ^ (ones &* 0xE2))
      || hasZeroByte(word ^ (ones &* 0xEF))
  }

  /// `text` with each of them written as `\u{1B}`, on one line; `keepingLineBreaks`: CR and LF are
  /// left for the caller to deal with.
  public static func escaped(_ text: String, keepingLineBreaks: Bool = false) -> String {
    guard occur(in: text) else { return text }
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      if contains(scalar) && !(keepingLineBreaks && (scalar == "\n" || scalar == "\r")) {
        result.append(contentsOf: CodePoint.escape(scalar).unicodeScalars)
      } else {
        result.append(scalar)
      }
    }
    return String(result)
  }
}
