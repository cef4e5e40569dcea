extension StringProtocol {
  /// The text without leading and trailing white space (spaces, tabs, line breaks).
  public var trimmingWhitespace: String {
    let text = String(self)
    if text.hasPrintableASCIIEdges { return text }
    var slice = Substring(self)
    while let first = slice.first, first.isWhitespace { slice = slice.dropFirst() }
    while let last = slice.last, last.isWhitespace { slice = slice.dropLast() }
    return String(slice)
  }
}

extension String {
  /// Whether the text starts and ends with a printable ASCII character, which is never white
  /// space: trimming leaves such a text (most texts) as it is.
  public var hasPrintableASCIIEdges: Bool {
    guard let first = utf8.first, let last = utf8.last else { return false }
    return (0x21..<0x7F).contains(first) && (0x21..<0x7F).contains(last)
  }
}
