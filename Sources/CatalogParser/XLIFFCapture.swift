/// The `<source>`, `<target>`, `<note>` or `<data>` whose text an `XLIFFParserHandler` is reading.
///
/// The handler keeps one and reuses it (`isActive`): as an optional, every change to it went
/// through generic value witnesses.
struct XLIFFCapture {
  /// Whether a text element is being read.
  var isActive = false
  /// Which of them it is.
  var kind = XLIFFParserHandler.Kind.other
  /// How many elements enclose it: its end is the end element seen at this depth.
  var depth = 0
  /// Where its text starts (where the element is, when it is empty).
  var position: SourcePosition?
  /// A `<target>`'s `state` attribute.
  var state: String?
  /// An XLIFF 2.0 `<target>`'s `order` attribute: where its text goes among the unit's parts.
  var order: Int?
  /// A `<data>`'s `id`.
  var dataID: String?
  /// Where its text lies in the document (`textStart..<textEnd`), when the text is written there
  /// as it reads: no character reference, no markup, no `\r` for XML to normalize. Then the pieces
  /// libxml2 hands over need not be collected. Otherwise `textEnd` is -1. (Two plain integers:
  /// an optional range here makes every copy of the capture go through generic code.)
  var textStart = 0
  var textEnd = -1
  /// How many bytes of text libxml2 has handed over (to check the document's range against).
  var deliveredCount = 0

  /// Whether the text is taken from the document.
  var isInDocument: Bool { textEnd >= 0 }

  /// The range of `element`'s text in its document, when that text is its bytes as written: up to
  /// the next `<`, which then closes the element, with no `&` and no `\r` before it.
  static func plainContent(of element: XMLStartElement) -> Range<Int>? {
    let document = element.document
    let start = element.contentOffset
    guard !element.isEmpty, start > 0, start <= document.count, document[start - 1] == UInt8(ascii: ">"),
      let end = ByteSearch.firstIndex(of: UInt8(ascii: "<"), in: document, from: start, to: document.count),
      end + 1 < document.count, document[end + 1] == UInt8(ascii: "/"),
      ByteSearch.firstIndex(of: UInt8(ascii: "&"), in: document, from: start, to: end) == nil,
      ByteSearch.firstIndex(of: UInt8(ascii: "\r"), in: document, from: start, to: end) == nil
    else { return nil }
    return start..<end
  }
}
