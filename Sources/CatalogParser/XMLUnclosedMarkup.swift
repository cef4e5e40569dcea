/// Comments and CDATA sections that an XML file opens and never closes: libxml2 reports them at
/// the end of the file ("Comment not terminated"), or blames the element around them, where a
/// reader needs the place they open.
enum XMLUnclosedMarkup {
  private static let kinds: [(opener: [UInt8], closer: [UInt8], message: String)] = [
    (Array("<!--".utf8), Array("-->".utf8), "unterminated comment: '<!--' is never closed by '-->'"),
    (
      Array("<![CDATA[".utf8), Array("]]>".utf8),
      "unterminated CDATA section: '<![CDATA[' is never closed by ']]>'"
    ),
  ]

  /// The offset of the first comment or CDATA section of `document` that is never closed, with a
  /// message saying so; `nil` when every one is closed.
  static func find(in document: UnsafeBufferPointer<UInt8>) -> (offset: Int, message: String)? {
    var found: (offset: Int, message: String)?
    for kind in kinds {
      guard let opener = lastIndex(of: kind.opener, in: document),
        firstIndex(of: kind.closer, in: document, from: opener + kind.opener.count) == nil
      else { continue }
      // Everything after an unclosed opener is its content: the earliest one is the culprit.
      if found.map({ opener < $0.offset }) ?? true { found = (opener, kind.message) }
    }
    return found
  }

  private static func lastIndex(of pattern: [UInt8], in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    var end = bytes.count
    while let start = ByteSearch.lastIndex(of: pattern[0], in: bytes, from: 0, to: end) {
      if matches(pattern, in: bytes, at: start) { return start }
      end = start
    }
    return nil
  }

  private static func firstIndex(of pattern: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, from: Int) -> Int?
  {
    var start = from
    while let candidate = ByteSearch.firstIndex(of: pattern[0], in: bytes, from: start, to: bytes.count) {
      if matches(pattern, in: bytes, at: candidate) { return candidate }
      start = candidate + 1
    }
    return nil
  }

  private static func matches(_ pattern: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool
  {
    guard start + pattern.count <= bytes.count else { return false }
    return pattern.indices.allSatisfy { bytes[start + $0] == pattern[$0] }
  }
}
