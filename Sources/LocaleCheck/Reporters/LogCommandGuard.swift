/// Keeps a report printed to a CI log from carrying the log's own commands.
///
/// CI runners act on some log lines instead of showing them: GitHub Actions on a line that
/// starts with `::` after white space (`::error file=...::`, `::stop-commands::`,
/// `::add-mask::`), and on `##[` anywhere in a line; Azure Pipelines on `##vso[`, TeamCity on
/// `##teamcity[`. Keys, labels and folder names come from files anyone can write (a
/// translation from a pull request), so a report would otherwise let them annotate any file,
/// hide words in the log or switch off the commands of the rest of the step. The first `:` of
/// such a line and the second `#` of such a marker are written in the report's own escape
/// notation: the text reads the same, and no runner acts on it. Only `--format github` writes
/// commands, on purpose, and is not guarded.
public enum LogCommandGuard {
  /// How a report writes a character by its code: each leaves the text's meaning as it is.
  public enum Notation: Sendable {
    /// `\u{3A}`, as the one-line reports write control characters.
    case swift
    /// `\u003A`, inside a JSON string (the only place these characters occur in JSON).
    case json
    /// `&#58;`, a character reference of XML.
    case xml

    fileprivate func escaped(_ byte: UInt8) -> [UInt8] {
      let hex = String(byte, radix: 16, uppercase: true)
      switch self {
      case .swift: return Array("\\u{\(hex)}".utf8)
      case .json: return Array(("\\u00" + hex).utf8)
      case .xml: return Array("&#\(byte);".utf8)
      }
    }
  }

  /// `bytes` (UTF-8 lines) with every command a runner would act on written in `notation`; the
  /// same array, not copied, where there is none (almost every report).
  public static func guarded(_ bytes: [UInt8], notation: Notation) -> [UInt8] {
    let offsets = commandOffsets(in: bytes)
    guard !offsets.isEmpty else { return bytes }
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count + offsets.count * 8)
    var start = 0
    for offset in offsets {
      result.append(contentsOf: bytes[start..<offset])
      result.append(contentsOf: notation.escaped(bytes[offset]))
      start = offset + 1
    }
    result.append(contentsOf: bytes[start...])
    return result
  }

  /// `text` guarded as ``guarded(_:notation:)`` guards bytes.
  public static func guarded(_ text: String, notation: Notation = .swift) -> String {
    // Each matrix row's label comes here: one without a `:` or `#` is not copied into bytes.
    guard text.utf8.contains(where: { $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: "#") }) else {
      return text
    }
    let bytes = Array(text.utf8)
    let guardedBytes = guarded(bytes, notation: notation)
    return guardedBytes.count == bytes.count ? text : String(decoding: guardedBytes, as: UTF8.self)
  }

  /// The offsets of the bytes to escape: the first `:` of a line's leading `::`, and the second
  /// `#` of `##[`, `##vso[` or any `##letters[`.
  static func commandOffsets(in bytes: [UInt8]) -> [Int] {
    bytes.withUnsafeBufferPointer { buffer in
      var offsets: [Int] = []
      var lineStart = 0
      let count = buffer.count
      while lineStart < count {
        var lineEnd = lineStart
        while lineEnd < count && buffer[lineEnd] != 0x0A { lineEnd += 1 }
        let first = afterLeadingWhiteSpace(buffer, from: lineStart, to: lineEnd)
        if first + 1 < lineEnd && buffer[first] == 0x3A && buffer[first + 1] == 0x3A { offsets.append(first) }
        appendMarkerOffsets(buffer, from: lineStart, to: lineEnd, into: &offsets)
        lineStart = lineEnd + 1
      }
      return offsets
    }
  }

  /// The second `#` of each `##[` or `##letters[` between `start` and `end`.
  private static func appendMarkerOffsets(
    _ buffer: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, into offsets: inout [Int]
  ) {
    var index = start
    while index + 2 < end {
      guard buffer[index] == 0x23, buffer[index + 1] == 0x23 else {
        index += 1
        continue
      }
      var after = index + 2
      while after < end && isASCIILetter(buffer[after]) { after += 1 }
      if after < end && buffer[after] == 0x5B { offsets.append(index + 1) }
      // One on: in `###[` the marker starts at the second `#`.
      index += 1
    }
  }

  /// The offset of the first byte after the white space a runner trims (.NET's `TrimStart`:
  /// ASCII and Unicode spaces, among them the no-break space).
  private static func afterLeadingWhiteSpace(
    _ buffer: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int
  )
    -> Int
  {
    var index = start
    while index < end {
      let byte = buffer[index]
      if byte == 0x20 || (0x09...0x0D).contains(byte) {
        index += 1
      } else if let length = unicodeSpaceLength(buffer, at: index, end: end) {
        index += length
      } else {
        break
      }
    }
    return index
  }

  /// The length of the UTF-8 sequence at `index` where it is a Unicode space (U+0085, U+00A0,
  /// U+1680, U+2000...U+200A, U+2028, U+2029, U+202F, U+205F, U+3000), else `nil`.
  private static func unicodeSpaceLength(_ buffer: UnsafeBufferPointer<UInt8>, at index: Int, end: Int)
    -> Int?
  {
    let byte = buffer[index]
    if byte == 0xC2, index + 1 < end, buffer[index + 1] == 0x85 || buffer[index + 1] == 0xA0 { return 2 }
    guard byte == 0xE1 || byte == 0xE2 || byte == 0xE3, index + 2 < end else { return nil }
    let (second, third) = (buffer[index + 1], buffer[index + 2])
    switch byte {
    case 0xE1: return second == 0x9A && third == 0x80 ? 3 : nil
    case 0xE3: return second == 0x80 && third == 0x80 ? 3 : nil
    default:
      let isSpace =
        (second == 0x80 && ((0x80...0x8A).contains(third) || third == 0xA8 || third == 0xA9 || third == 0xAF))
        || (second == 0x81 && third == 0x9F)
      return isSpace ? 3 : nil
    }
  }

  private static func isASCIILetter(_ byte: UInt8) -> Bool {
    (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
  }
}
