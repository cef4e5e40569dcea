/// Decodes quoted `.strings` tokens that contain backslash escapes, exactly as Foundation's
/// property-list reader (CFPropertyList) does, so that labelcheck sees the text the app shows.
///
/// `\n \t \r \a \b \f \v` are control characters; `\U` takes up to 4 hex digits (none gives
/// U+0000), and two `\U` escapes that form a UTF-16 surrogate pair give one character while an
/// unpaired surrogate becomes U+FFFD; `\` with 1 to 3 octal digits is a NeXTSTEP-encoded byte
/// (only the low 8 bits count; bytes NeXTSTEP leaves undefined give U+0000); any other `\x` is `x`.
/// `\u` is not an escape for Foundation (it reads as `u`), so it is not one here either.
struct StringsEscapeDecoder {
  /// The decoded UTF-8 bytes, reused from token to token.
  private var output: [UInt8] = []
  /// A high surrogate from a `\U` escape that waits for its low half.
  private var pendingHighSurrogate: UInt32?
  /// The offsets of the backslashes of `\u` and four hex digits (`\u2026`), which read as `u2026`:
  /// the author meant `\U2026`; and whether each is in a key.
  private(set) var lowercaseUnicodeEscapes: [(offset: Int, inKey: Bool)] = []
  /// The offsets of the backslashes before a letter that is no escape (`\A`) or before Swift's
  /// interpolation (`\(name)`), which Foundation drops; and whether each is in a key.
  private(set) var unknownLetterEscapes: [(offset: Int, inKey: Bool)] = []
  /// Whether the token being decoded is a key.
  private var isDecodingKey = false

  /// Decodes from `start` (just after the opening quote) up to the closing `quote`.
  ///
  /// Returns the text and the offset of the closing quote, or `nil` when the text ends first.
  mutating func decodeQuoted(
    _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, quote: UInt8, isKey: Bool = false
  ) -> (text: String, closingQuote: Int)? {
    isDecodingKey = isKey
    output.removeAll(keepingCapacity: true)
    pendingHighSurrogate = nil
    var index = start
    var segmentStart = start
    let count = bytes.count
    while index < count {
      index = StringsFileScanner.firstIndex(of: quote, or: 0x5C, in: bytes, from: index, to: count)
      guard index < count else { break }
      let byte = bytes[index]
      if byte == quote {
        appendLiteral(bytes, segmentStart..<index)
        flushPendingSurrogate()
        return (String(decoding: output, as: UTF8.self), index)
      }
      appendLiteral(bytes, segmentStart..<index)
      let letter = index + 1
      guard letter < count else { return nil }
      if let next = decodeEscape(bytes, at: letter) {
        index = next
        segmentStart = next
      } else {
        // The escaped character stands for itself (even a quote): it starts the next segment.
        segmentStart = letter
        index = letter + 1
      }
    }
    return nil
  }

  /// Appends literal text, which ends any wait for a low surrogate.
  private mutating func appendLiteral(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) {
    guard !range.isEmpty else { return }
    flushPendingSurrogate()
    output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[range]))
  }

  /// Decodes the escape whose letter is at `index`; returns the offset after it, or `nil` when the
  /// letter stands for itself.
  private mutating func decodeEscape(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
    let letter = bytes[index]
    switch letter {
    case UInt8(ascii: "U"):
      return decodeUnicodeEscape(bytes, from: index + 1)
    case UInt8(ascii: "0")...UInt8(ascii: "7"):
      return decodeOctalEscape(bytes, at: index)
    default:
      if let control = Self.controlCharacter(escapedAs: letter) {
        appendScalar(control)
        return index + 1
      }
      if letter == UInt8(ascii: "u"), index + 4 < bytes.count,
        bytes[index + 1...index + 4].allSatisfy({ Self.hexValue($0) != nil })
      {
        lowercaseUnicodeEscapes.append((index - 1, isDecodingKey))
      } else if (letter | 0x20) >= UInt8(ascii: "a") && (letter | 0x20) <= UInt8(ascii: "z")
        || letter == UInt8(ascii: "(")
      {
        unknownLetterEscapes.append((index - 1, isDecodingKey))
      }
      return nil
    }
  }

  /// `\U` followed by up to 4 hex digits.
  private mutating func decodeUnicodeEscape(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    var index = start
    var value: UInt32 = 0
    while index < bytes.count && index - start < 4, let digit = Self.hexValue(bytes[index]) {
      value = value << 4 | digit
      index += 1
    }
    appendScalar(value)
    return index
  }

  /// `\` followed by 1 to 3 octal digits, a byte in the NeXTSTEP encoding.
  private mutating func decodeOctalEscape(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Int {
    var index = start
    var value: UInt32 = 0
    while index < bytes.count && index - start < 3 {
      let byte = bytes[index]
      guard byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "7") else { break }
      value = value << 3 | UInt32(byte - UInt8(ascii: "0"))
      index += 1
    }
    // Foundation keeps the value in one byte: `\400` is 0.
    let byte = Int(value & 0xFF)
    appendScalar(byte < 0x80 ? UInt32(byte) : UInt32(Self.nextStepHighHalf[byte - 0x80]))
    return index
  }

  /// Appends one UTF-16 code unit or scalar value, pairing surrogates written as two escapes.
  private mutating func appendScalar(_ value: UInt32) {
    if (0xDC00...0xDFFF).contains(value), let high = pendingHighSurrogate {
      pendingHighSurrogate = nil
      appendUTF8(0x10000 + ((high - 0xD800) << 10) + (value - 0xDC00))
      return
    }
    flushPendingSurrogate()
    if (0xD800...0xDBFF).contains(value) {
      pendingHighSurrogate = value
    } else {
      appendUTF8(value)
    }
  }

  private mutating func flushPendingSurrogate() {
    guard pendingHighSurrogate != nil else { return }
    pendingHighSurrogate = nil
    appendUTF8(0xFFFD)
  }

  /// Appends a scalar value as UTF-8; a lone low surrogate becomes U+FFFD.
  private mutating func appendUTF8(_ value: UInt32) {
    UTF8Encoding.append(Unicode.Scalar(value) ?? "\u{FFFD}", to: &output)
  }

  private static func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }

  /// The control character that `\` + `letter` names (`\"`, `\\`, `\'` need none: they stand
  /// for themselves like any other escaped character).
  private static func controlCharacter(escapedAs letter: UInt8) -> UInt32? {
    switch letter {
    case UInt8(ascii: "n"): 0x0A
    case UInt8(ascii: "t"): 0x09
    case UInt8(ascii: "r"): 0x0D
    case UInt8(ascii: "a"): 0x07
    case UInt8(ascii: "b"): 0x08
    case UInt8(ascii: "f"): 0x0C
    case UInt8(ascii: "v"): 0x0B
    default: nil
    }
  }

  /// Unicode for NeXTSTEP bytes 0x80...0xFF, as Foundation maps them (0 where NeXTSTEP has none).
  private static let nextStepHighHalf: [UInt16] = [
    0x00A0, 0x00C0, 0x00C1, 0x00C2, 0x00C3, 0x00C4, 0x00C5, 0x00C7,
    0x00C8, 0x00C9, 0x00CA, 0x00CB, 0x00CC, 0x00CD, 0x00CE, 0x00CF,
    0x00D0, 0x00D1, 0x00D2, 0x00D3, 0x00D4, 0x00D5, 0x00D6, 0x00D9,
    0x00DA, 0x00DB, 0x00DC, 0x00DD, 0x00DE, 0x00B5, 0x00D7, 0x00F7,
    0x00A9, 0x00A1, 0x00A2, 0x00A3, 0x2044, 0x00A5, 0x0192, 0x00A7,
    0x00A4, 0x2019, 0x201C, 0x00AB, 0x2039, 0x203A, 0xFB01, 0xFB02,
    0x00AE, 0x2013, 0x2020, 0x2021, 0x00B7, 0x00A6, 0x00B6, 0x2022,
    0x201A, 0x201E, 0x201D, 0x00BB, 0x2026, 0x2030, 0x00AC, 0x00BF,
    0x00B9, 0x02CB, 0x00B4, 0x02C6, 0x02DC, 0x00AF, 0x02D8, 0x02D9,
    0x00A8, 0x00B2, 0x02DA, 0x00B8, 0x00B3, 0x02DD, 0x02DB, 0x02C7,
    0x2014, 0x00B1, 0x00BC, 0x00BD, 0x00BE, 0x00E0, 0x00E1, 0x00E2,
    0x00E3, 0x00E4, 0x00E5, 0x00E7, 0x00E8, 0x00E9, 0x00EA, 0x00EB,
    0x00EC, 0x00C6, 0x00ED, 0x00AA, 0x00EE, 0x00EF, 0x00F0, 0x00F1,
    0x0141, 0x00D8, 0x0152, 0x00BA, 0x00F2, 0x00F3, 0x00F4, 0x00F5,
    0x00F6, 0x00E6, 0x00F9, 0x00FA, 0x00FB, 0x0131, 0x00FC, 0x00FD,
    0x0142, 0x00F8, 0x0153, 0x00DF, 0x00FE, 0x00FF, 0x0000, 0x0000,
  ]
}
