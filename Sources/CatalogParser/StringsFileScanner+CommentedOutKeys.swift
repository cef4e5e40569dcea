/// The statements a file keeps inside its comments, read after the file from the comments that
/// start with a quote.
extension StringsFileScanner {
  /// Whether the comment at `range` (with its `//` or `/*`) may hold a statement: a `//` comment
  /// that starts with a quote past white space, a `/* */` comment with a quote in it.
  func mayHoldStatement(_ range: Range<Int>, isLineComment: Bool) -> Bool {
    guard isLineComment else {
      return ByteSearch.firstIndex(
        of: UInt8(ascii: "\""), in: bytes, from: range.lowerBound, to: range.upperBound)
        != nil
    }
    var offset = range.lowerBound + 2
    while offset < range.upperBound, bytes[offset] == 0x20 || bytes[offset] == 0x09 { offset += 1 }
    return offset < range.upperBound && bytes[offset] == UInt8(ascii: "\"")
  }

  /// The keys of the `"key" = "value";` statements that make a line of the comments that may
  /// hold them, each with the position of its opening quote; the first
  /// ``commentedOutKeysKept`` of them, as a file of a million such lines is no translator's.
  mutating func commentedOutKeys() -> [(key: String, position: SourcePosition)] {
    var found: [(String, SourcePosition)] = []
    for range in commentsWithStatements {
      var lineStart = range.lowerBound
      while lineStart < range.upperBound, found.count < Self.commentedOutKeysKept {
        var lineEnd = lineStart
        while lineEnd < range.upperBound, bytes[lineEnd] != 0x0A, bytes[lineEnd] != 0x0D { lineEnd += 1 }
        if let (key, quote) = statementKey(in: lineStart..<lineEnd) {
          found.append((key, lines.position(of: quote, file: file)))
        }
        lineStart = lineEnd + 1
      }
    }
    return found
  }

  /// How many commented-out keys a file keeps, at most.
  static let commentedOutKeysKept = 10_000

  /// The key of a line that is, past white space and comment marks, a whole `"key" = "value";`
  /// statement (not a note such as `"Open" = verb, not "offen"`), and its opening quote's offset.
  private func statementKey(in line: Range<Int>) -> (String, Int)? {
    var offset = skipping(
      [0x20, 0x09, UInt8(ascii: "/"), UInt8(ascii: "*")], from: line.lowerBound, in: line)
    guard offset < line.upperBound, bytes[offset] == UInt8(ascii: "\"") else { return nil }
    let quote = offset
    // Its own decoder: the escapes of a comment are no file's to warn about.
    var decoder = StringsEscapeDecoder()
    guard let (key, keyEnd) = decoder.decodeQuoted(bytes, from: quote + 1, quote: UInt8(ascii: "\"")),
      keyEnd < line.upperBound, !key.isEmpty
    else { return nil }
    offset = skipping([0x20, 0x09], from: keyEnd + 1, in: line)
    guard offset < line.upperBound, bytes[offset] == UInt8(ascii: "=") else { return nil }
    offset = skipping([0x20, 0x09], from: offset + 1, in: line)
    guard offset < line.upperBound, bytes[offset] == UInt8(ascii: "\""),
      let (_, valueEnd) = decoder.decodeQuoted(bytes, from: offset + 1, quote: UInt8(ascii: "\"")),
      valueEnd < line.upperBound
    else { return nil }
    offset = skipping([0x20, 0x09], from: valueEnd + 1, in: line)
    guard offset < line.upperBound, bytes[offset] == UInt8(ascii: ";") else { return nil }
    return (key, quote)
  }

  /// The first offset from `start` in `line` whose byte is none of `skipped`.
  private func skipping(_ skipped: [UInt8], from start: Int, in line: Range<Int>) -> Int {
    var offset = start
    while offset < line.upperBound, skipped.contains(bytes[offset]) { offset += 1 }
    return offset
  }
}
