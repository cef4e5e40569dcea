extension StringProtocol {
  /// The text without leading and trailing white space (spaces, tabs, line breaks).
  public var trimmingWhitespace: String {
    // Printable ASCII at both ends (most texts) is never white space: nothing to trim.
    let text = String(self)
    if let first = text.utf8.first, let last = text.utf8.last, (0x21..<0x7F).contains(first),
      (0x21..<0x7F).contains(last)
    {
      return text
    }
    var slice = Substring(self)
    while let first = slice.first, first.isWhitespace { slice = slice.dropFirst() }
    while let last = slice.last, last.isWhitespace { slice = slice.dropLast() }
    return String(slice)
  }
}
