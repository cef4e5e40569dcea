import CLibXML2

/// A hardened reader over libxml2's SAX2 push parser that hands events to an `XMLEventHandler`.
///
/// Hostile input is refused rather than processed: network access is off, no DTD or external
/// entity is ever loaded, a DOCTYPE that declares entities (XXE, billion laughs) is an error, and
/// elements may nest at most `maximumDepth` levels, and no tag may be longer than
/// `XMLTagLengthGuard.maximumTagLength`. A plain DOCTYPE such as the property-list one
/// is accepted and never fetched. Positions are computed from byte offsets, in characters.
final class XMLEventReader {
  /// The deepest element nesting accepted.
  static let maximumDepth = 256
  /// The bytes handed to libxml2 per push: well below libxml2's 10 MB look-up limit (no HUGE),
  /// and small enough for its copy to stay in cache.
  private static let chunkSize = 1 << 18
  private static let libraryReady: Void = { xmlInitParser() }()

  /// The path shown in positions.
  let file: String
  private let sourceFile: SourceFile
  private let handler: any XMLEventHandler
  private var document: UnsafeBufferPointer<UInt8>
  private var context: xmlParserCtxtPtr?
  // Touched once per SAX event, never across callbacks: no runtime exclusivity checks.
  @exclusivity(unchecked) private var failure: CatalogError?
  /// The local names of the open elements (interned by libxml2 for the whole parse).
  @exclusivity(unchecked) private var openElements: [UnsafePointer<UInt8>] = []
  /// Whether an element has started: a document that ends before its root has none.
  @exclusivity(unchecked) private var sawElement = false
  @exclusivity(unchecked) private var lines: LineTracker

  private init(file: String, handler: any XMLEventHandler, document: UnsafeBufferPointer<UInt8>) {
    self.file = file
    self.sourceFile = SourceFile(file)
    self.handler = handler
    self.document = document
    self.lines = LineTracker(document)
  }

  /// Parses `bytes` (UTF-8 or UTF-16 with or without BOM) and sends its events to `handler`;
  /// `declarationMayFollowComments`: as Apple's property-list reader, white space and comments
  /// may come before the XML declaration.
  static func read(
    _ bytes: [UInt8], file: String, handler: any XMLEventHandler, declarationMayFollowComments: Bool = false
  ) throws(CatalogError) {
    var utf8 = try normalizedUTF8(bytes, file: file)
    if declarationMayFollowComments, let moved = XMLDeclarationPlacement.movedToFront(utf8) { utf8 = moved }
    let failure: CatalogError? = utf8.withUnsafeBufferPointer { buffer in
      let reader = XMLEventReader(file: file, handler: handler, document: buffer)
      reader.run()
      return reader.failure
    }
    if let failure { throw failure }
  }

  /// The position of the byte offset `offset` of the document.
  func position(ofOffset offset: Int) -> SourcePosition {
    lines.position(of: offset, file: sourceFile)
  }

  /// The document's bytes in `range`, as a string.
  func text(in range: Range<Int>) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: document[range]), as: UTF8.self)
  }

  /// Calls `body` with the document's bytes in `range`.
  func withText<Result>(in range: Range<Int>, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    body(UnsafeBufferPointer(rebasing: document[range]))
  }

  /// The byte offset libxml2 has reached.
  private var currentOffset: Int {
    guard let context else { return 0 }
    return max(0, Int(xmlByteConsumed(context)))
  }

  /// Records the first failure (later ones are consequences) and stops the parser.
  func fail(_ error: CatalogError) {
    if failure == nil { failure = error }
    if let context { xmlStopParser(context) }
  }

  func fail(_ message: String) {
    fail(CatalogError(position: position(ofOffset: currentOffset), message: message))
  }

  /// Records a failure without stopping: for callbacks where libxml2 is mid-declaration. Every
  /// later SAX event is then dropped, and the first element or text event stops the parser.
  func record(_ message: String) {
    if failure == nil {
      failure = CatalogError(position: position(ofOffset: currentOffset), message: message)
    }
  }

  /// Whether events should reach the handler; stops the parser once a failure is recorded.
  private var isLive: Bool {
    if failure == nil { return true }
    if let context { xmlStopParser(context) }
    return false
  }

  private func run() {
    _ = XMLEventReader.libraryReady
    var sax = XMLEventReader.saxHandler()
    let userData = Unmanaged.passUnretained(self).toOpaque()
    guard let context = xmlCreatePushParserCtxt(&sax, userData, nil, 0, nil) else {
      failure = CatalogError(file: file, line: 1, column: 1, message: "cannot create an XML parser")
      return
    }
    self.context = context
    defer {
      self.context = nil
      xmlFreeParserCtxt(context)
    }
    let options = XML_PARSE_NONET.rawValue | XML_PARSE_NOCDATA.rawValue | XML_PARSE_IGNORE_ENC.rawValue
    _ = xmlCtxtUseOptions(context, Int32(options))
    guard let base = document.baseAddress, !document.isEmpty else {
      failure = CatalogError(file: file, line: 1, column: 1, message: "the document is empty")
      return
    }
    if let tag = XMLTagLengthGuard.firstOverlongTag(in: document) {
      failure = CatalogError(
        position: position(ofOffset: tag),
        message: "a tag longer than \(XMLTagLengthGuard.maximumTagLength / 1024) KB is not read")
      return
    }
    var start = 0
    while start < document.count && failure == nil {
      let count = min(XMLEventReader.chunkSize, document.count - start)
      let last = start + count == document.count
      base.withMemoryRebound(to: CChar.self, capacity: document.count) { chars in
        _ = xmlParseChunk(context, chars + start, Int32(count), last ? 1 : 0)
      }
      start += count
    }
    // A cut inside a tag: what libxml2 or the handler made of the cut name is no help.
    // Not after the root element closed: a stray `<` there is extra text, nothing is cut off.
    if let reported = failure, openElements.count > 0 || !sawElement,
      let cut = XMLTruncatedTag.find(in: document)
    {
      let position = position(ofOffset: cut.offset)
      if (reported.position.line, reported.position.column) >= (position.line, position.column) {
        failure = CatalogError(position: position, message: cut.message)
      }
    }
  }

  /// UTF-8 without BOM: libxml2 then reads the bytes as they are, so its offsets are ours.
  private static func normalizedUTF8(_ bytes: [UInt8], file: String) throws(CatalogError) -> [UInt8] {
    try TextDecoding.rejectUTF32(bytes, file: file)
    switch TextDecoding.detectEncoding(bytes) {
    case (.utf8, 0):
      guard let declared = DeclaredXMLEncoding(in: bytes), !declared.isUnicode,
        bytes.withUnsafeBufferPointer(TextDecoding.firstInvalidUTF8Offset(in:)) != nil
      else { return bytes }
      guard let converted = declared.utf8(bytes) else {
        throw CatalogError(
          file: file, line: 1, column: declared.offset + 1,
          message: "the document is in \(declared.name), which labelcheck does not read: save it as UTF-8")
      }
      return converted
    case (.utf8, let bomLength): return Array(bytes[bomLength...])
    default: return try TextDecoding.utf8Bytes(from: bytes, file: file)
    }
  }

  /// Calls `body` with the reader that `pointer` (libxml2's user data) points to, without a
  /// retain: the reader is alive for as long as libxml2 calls back.
  static func withReader(_ pointer: UnsafeMutableRawPointer?, _ body: (XMLEventReader) -> Void) {
    guard let pointer else { return }
    Unmanaged<XMLEventReader>.fromOpaque(pointer)._withUnsafeGuaranteedRef(body)
  }

  static func from(_ pointer: UnsafeMutableRawPointer?) -> XMLEventReader? {
    guard let pointer else { return nil }
    return Unmanaged<XMLEventReader>.fromOpaque(pointer).takeUnretainedValue()
  }
}

extension XMLEventReader {
  func didStart(
    _ localName: UnsafePointer<UInt8>, uri: UnsafePointer<UInt8>?, attributeCount: Int,
    attributes: UnsafeMutablePointer<UnsafePointer<UInt8>?>?
  ) {
    guard isLive else { return }
    sawElement = true
    openElements.append(localName)
    if openElements.count > XMLEventReader.maximumDepth {
      fail("elements are nested deeper than \(XMLEventReader.maximumDepth) levels")
      return
    }
    // libxml2 reports a start tag with its input at the closing `>` or `/>`; no `<` can occur
    // inside a tag, so the nearest `<` before it opens the tag.
    var end = min(currentOffset, document.count - 1)
    if end > 0 && document[end] != UInt8(ascii: ">") && document[end] != UInt8(ascii: "/")
      && document[end - 1] == UInt8(ascii: ">")
    {
      // Tolerates a libxml2 that reports the tag after consuming its `>`.
      end -= 1
      if end > 0 && document[end - 1] == UInt8(ascii: "/") { end -= 1 }
    }
    let isEmpty = end >= 0 && document[end] == UInt8(ascii: "/")
    let element = XMLStartElement(
      localName: localName, namespaceURI: uri, attributeCount: attributeCount, attributes: attributes,
      document: document, tagEnd: end, contentOffset: isEmpty ? end + 2 : end + 1, isEmpty: isEmpty)
    do throws(CatalogError) {
      try handler.startElement(element, reader: self)
    } catch {
      fail(error)
    }
  }

  func didEnd() {
    guard isLive else { return }
    openElements.removeLast()
    do throws(CatalogError) {
      try handler.endElement(reader: self)
    } catch {
      fail(error)
    }
  }

  func didRead(_ characters: UnsafePointer<UInt8>?, count: Int32) {
    guard isLive, let characters, count > 0 else { return }
    do throws(CatalogError) {
      try handler.text(UnsafeBufferPointer(start: characters, count: Int(count)), reader: self)
    } catch {
      fail(error)
    }
  }

  func didComment(_ value: UnsafePointer<UInt8>?) {
    guard isLive, let value else { return }
    handler.comment(UnsafeBufferPointer(start: value, count: Int(xmlStrlen(value))), reader: self)
  }

  func refuseEntities() {
    record("DOCTYPE with entity declarations is not allowed")
  }

  /// Keeps the first error (warnings are ignored); later SAX events are then dropped.
  func didReport(level: xmlErrorLevel, code: Int32, message: UnsafeMutablePointer<CChar>?) {
    guard failure == nil, level.rawValue >= XML_ERR_ERROR.rawValue else { return }
    let offset = currentOffset
    // libxml2 appends an excerpt of the input on further lines for some errors: keep one line.
    let firstLine = message.map { String(cString: $0) }?.split(whereSeparator: \.isNewline).first
    var text = firstLine.map(String.init) ?? ""
    while let last = text.last, last.isWhitespace { text.removeLast() }
    if text.isEmpty { text = "malformed XML" }
    if let invalid = TextDecoding.firstInvalidUTF8Offset(in: document), invalid <= offset + 4 {
      // libxml2's words for bad bytes vary by version and are often vague.
      let byte = document[invalid]
      let hex = (byte < 0x10 ? "0" : "") + String(byte, radix: 16, uppercase: true)
      failure = CatalogError(position: position(ofOffset: invalid), message: "invalid UTF-8 byte 0x\(hex)")
      return
    }
    let endsEarly = [XML_ERR_DOCUMENT_END, XML_ERR_COMMENT_NOT_FINISHED, XML_ERR_CDATA_NOT_FINISHED].contains
    {
      $0.rawValue == code
    }
    // Not stopped here: libxml2 may still hold pointers into its input after reporting.
    if endsEarly, let unclosed = XMLUnclosedMarkup.find(in: document) {
      failure = CatalogError(position: position(ofOffset: unclosed.offset), message: unclosed.message)
      return
    }
    if code == XML_ERR_DOCUMENT_END.rawValue {
      // The push parser calls a truncated document "extra content at the end".
      if let open = openElements.last {
        text = "unexpected end of the document: <\(String(cString: open))> is not closed"
      } else if !sawElement {
        text = "the document ends before its root element"
      }
    }
    text = XMLErrorWording.message(code: code, libxml2: text, document: document)
    failure = CatalogError(position: position(ofOffset: offset), message: text)
  }
}
