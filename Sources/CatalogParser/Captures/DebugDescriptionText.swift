/// The lines of a `debugDescription` dump and their text without indentation, found in their
/// UTF-8: a dump is ASCII but for its labels, and megabytes of it read character by character
/// (Unicode's tables asked per character) read at 2 to 3 MB/s.
enum DebugDescriptionText {
  /// The lines of `text`, split at `\n`, `\r\n` and `\r` (each always a character of its own),
  /// empty lines kept.
  static func lines(of text: String) -> [Substring] {
    var lines: [Substring] = []
    let bytes = text.utf8
    var start = bytes.startIndex
    var index = start
    while index < bytes.endIndex {
      let byte = bytes[index]
      guard byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") else {
        bytes.formIndex(after: &index)
        continue
      }
      lines.append(text[start..<index])
      bytes.formIndex(after: &index)
      if byte == UInt8(ascii: "\r"), index < bytes.endIndex, bytes[index] == UInt8(ascii: "\n") {
        bytes.formIndex(after: &index)
      }
      start = index
    }
    lines.append(text[start..<bytes.endIndex])
    return lines
  }

  /// `line` without the white space around it, as `trimmingWhitespace` gives it: ASCII spaces
  /// and tabs (a dump's indentation) are dropped byte by byte, and only a line with other white
  /// space at an edge is trimmed by Unicode's tables.
  static func trimmed(_ line: Substring) -> Substring {
    let bytes = line.utf8
    var start = bytes.startIndex
    while start < bytes.endIndex, isSpaceOrTab(bytes[start]) { bytes.formIndex(after: &start) }
    var end = bytes.endIndex
    while end > start, isSpaceOrTab(bytes[bytes.index(before: end)]) { bytes.formIndex(before: &end) }
    guard start < end else { return line[end..<end] }
    let isPrintable = { (byte: UInt8) in (0x21..<0x7F).contains(byte) }
    if isPrintable(bytes[start]) && isPrintable(bytes[bytes.index(before: end)]) { return line[start..<end] }
    return Substring(line.trimmingWhitespace)
  }

  private static func isSpaceOrTab(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
  }
}
