extension StringProtocol {
  /// The text without leading and trailing white space (spaces, tabs, line breaks).
  public var trimmingWhitespace: String {
    let text = String(self)
    if text.hasPrintableASCIIEdges { return text }
    // Index by index: `Substring.dropLast()` measures the whole rest each time, which made a
    // value ending in 40,000 spaces take seconds.
    let slice = Substring(self)
    var start = slice.startIndex
    while start < slice.endIndex, slice[start].isWhitespace { start = slice.index(after: start) }
    var end = slice.endIndex
    while end > start {
      let before = slice.index(before: end)
      guard slice[before].isWhitespace else { break }
      end = before
    }
    return String(slice[start..<end])
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
