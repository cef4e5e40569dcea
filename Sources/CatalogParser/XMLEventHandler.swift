/// Receives the events of an `XMLEventReader`, in document order.
///
/// A handler that throws stops the parse; the error reaches the caller of `XMLEventReader.read`.
protocol XMLEventHandler: AnyObject {
  /// A start tag (also called for `<empty/>` elements, followed by `endElement`).
  func startElement(_ element: XMLStartElement, reader: XMLEventReader) throws(CatalogError)
  /// The end of the innermost open element.
  func endElement(reader: XMLEventReader) throws(CatalogError)
  /// A piece of text content (character data, CDATA, resolved character references); one text
  /// node may arrive in several pieces.
  func text(_ bytes: UnsafeBufferPointer<UInt8>, reader: XMLEventReader) throws(CatalogError)
  /// The text of a comment (`<!-- ... -->`), without its markers.
  func comment(_ bytes: UnsafeBufferPointer<UInt8>, reader: XMLEventReader)
}

extension XMLEventHandler {
  /// Comments are skipped unless a handler reads them.
  func comment(_ bytes: UnsafeBufferPointer<UInt8>, reader: XMLEventReader) {}
}
