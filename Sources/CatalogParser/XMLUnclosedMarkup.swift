/// Comments and CDATA sections that an XML file opens and never closes: libxml2 reports them at
/// the end of the file ("Comment not terminated"), or blames the element around them, where a
/// reader needs the place they open.
enum XMLUnclosedMarkup {
  private static let comment = (opener: Array("<!--".utf8), closer: Array("-->".utf8))
  private static let cdata = (opener: Array("<![CDATA[".utf8), closer: Array("]]>".utf8))

  /// The offset of the comment or CDATA section of `document` that is never closed, with a
  /// message saying so; `nil` when every one is closed.
  ///
  /// The document is read from its start, each comment and section skipped whole, so that
  /// `<!--` written inside a CDATA section (or `<![CDATA[` inside a comment) is text, not an opener.
  static func find(in document: UnsafeBufferPointer<UInt8>) -> (offset: Int, message: String)? {
    var index = 0
    while let tag = ByteSearch.firstIndex(
      of: UInt8(ascii: "<"), in: document, from: index, to: document.count)
    {
      let kind: (opener: [UInt8], closer: [UInt8], message: String)
      if matches(comment.opener, in: document, at: tag) {
        kind = (comment.opener, comment.closer, "unterminated comment: '<!--' is never closed by '-->'")
      } else if matches(cdata.opener, in: document, at: tag) {
        kind = (
          cdata.opener, cdata.closer, "unterminated CDATA section: '<![CDATA[' is never closed by ']]>'"
        )
      } else {
        index = tag + 1
        continue
      }
      guard let close = firstIndex(of: kind.closer, in: document, from: tag + kind.opener.count) else {
        return (tag, kind.message)
      }
      index = close + kind.closer.count
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
