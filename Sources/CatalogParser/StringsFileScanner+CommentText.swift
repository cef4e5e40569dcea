/// The text of the comment above a key, read from the file's bytes only for the keys that have one.
extension StringsFileScanner {
  /// The trimmed text of a comment block: a `/* */` comment's inside, or the `//` lines joined
  /// with line breaks; `nil` when empty.
  func commentText(_ range: Range<Int>) -> String? {
    if pendingCommentIsJoinedBlocks { return joinedBlockCommentText(range) }
    guard pendingCommentIsLineComments else {
      return trimmedText(range.lowerBound + 2..<range.upperBound - 2, sharing: true)
    }
    var lines: [String] = []
    var offset = range.lowerBound
    while offset < range.upperBound {
      guard bytes[offset] == UInt8(ascii: "/") else {
        offset += 1
        continue
      }
      let lineStart = offset + 2
      offset = lineStart
      while offset < range.upperBound && bytes[offset] != 0x0A && bytes[offset] != 0x0D { offset += 1 }
      lines.append(trimmedText(lineStart..<offset) ?? "")
    }
    let text = lines.joined(separator: "\n")
    return text.isEmpty ? nil : text
  }

  /// The insides of the `/* */` comments in `range`, written on one line, joined with line breaks.
  private func joinedBlockCommentText(_ range: Range<Int>) -> String? {
    var parts: [String] = []
    var offset = range.lowerBound
    while offset + 1 < range.upperBound {
      guard bytes[offset] == UInt8(ascii: "/"), bytes[offset + 1] == UInt8(ascii: "*") else {
        offset += 1
        continue
      }
      var end = offset + 2
      while end + 1 < range.upperBound
        && !(bytes[end] == UInt8(ascii: "*") && bytes[end + 1] == UInt8(ascii: "/"))
      {
        end += 1
      }
      if let text = trimmedText(offset + 2..<end) { parts.append(text) }
      offset = end + 2
    }
    return parts.isEmpty ? nil : parts.joined(separator: "\n")
  }

  /// The text of `range` without leading and trailing ASCII white space; `nil` when nothing is left.
  /// `sharing`: the current key's shared comment when it is spelled alike.
  func trimmedText(_ range: Range<Int>, sharing: Bool = false) -> String? {
    var lower = range.lowerBound
    var upper = range.upperBound
    while lower < upper && Self.isASCIIWhiteSpace(bytes[lower]) { lower += 1 }
    while upper > lower && Self.isASCIIWhiteSpace(bytes[upper - 1]) { upper -= 1 }
    guard lower < upper else { return nil }
    let written = UnsafeBufferPointer(rebasing: bytes[lower..<upper])
    if sharing, let comment = shared.comment(matching: written) { return comment }
    return String(decoding: written, as: UTF8.self)
  }

  static func isASCIIWhiteSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || (0x09...0x0D).contains(byte)
  }

  /// The text of a `//` or one-line `/* */` comment that follows the current offset on its line,
  /// after spaces and tabs only; `nil` where none does.
  func trailingCommentText() -> String? {
    var offset = index
    while offset < bytes.count, bytes[offset] == 0x20 || bytes[offset] == 0x09 { offset += 1 }
    guard offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "/") else { return nil }
    var end = offset + 2
    while end < bytes.count, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
    if bytes[offset + 1] == UInt8(ascii: "/") { return trimmedText(offset + 2..<end) }
    guard bytes[offset + 1] == UInt8(ascii: "*") else { return nil }
    // A block comment that closes on this line; one that runs on is the next key's, or a license.
    var close = offset + 2
    while close + 1 < end, !(bytes[close] == UInt8(ascii: "*") && bytes[close + 1] == UInt8(ascii: "/")) {
      close += 1
    }
    return close + 1 < end ? trimmedText(offset + 2..<close) : nil
  }
}
