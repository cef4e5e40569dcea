import Testing

@testable import CatalogParser

/// Records every event as a line of text: `<name a=v>`, `</>`, `"text"` (adjacent text merged).
private final class Recorder: XMLEventHandler {
  var events: [String] = []
  var positions: [String: SourcePosition] = [:]
  var contentPositions: [String: SourcePosition] = [:]
  var tagBytes: [UInt8] = []
  private var text: [UInt8] = []
  private let attributeNames: [StaticString]

  init(attributes: [StaticString] = []) { attributeNames = attributes }

  func startElement(_ element: XMLStartElement, reader: XMLEventReader) throws(CatalogError) {
    flush()
    var line = "<" + element.name
    for name in attributeNames {
      if let value = element.attribute(name) { line += " \(name)=\(value)" }
    }
    events.append(line + (element.isEmpty ? "/>" : ">"))
    positions[element.name] = reader.position(ofOffset: element.tagOffset)
    contentPositions[element.name] = reader.position(ofOffset: element.contentOffset)
  }

  func endElement(reader: XMLEventReader) throws(CatalogError) {
    flush()
    events.append("</>")
  }

  func text(_ bytes: UnsafeBufferPointer<UInt8>, reader: XMLEventReader) throws(CatalogError) {
    text.append(contentsOf: bytes)
  }

  private func flush() {
    if !text.isEmpty { events.append("\"" + String(decoding: text, as: UTF8.self) + "\"") }
    text.removeAll()
  }
}

private func read(_ xml: String, _ recorder: Recorder = Recorder()) throws(CatalogError) -> Recorder {
  try XMLEventReader.read(Array(xml.utf8), file: "t.xml", handler: recorder)
  return recorder
}

private func failure(_ xml: String) -> CatalogError? {
  failure(Array(xml.utf8))
}

private func failure(_ bytes: [UInt8]) -> CatalogError? {
  do {
    try XMLEventReader.read(bytes, file: "t.xml", handler: Recorder())
    return nil
  } catch {
    return error
  }
}

@Suite struct XMLEventReaderTests {
  @Test func eventsTextAndAttributes() throws {
    let xml = "<a x=\"1 &amp; 2\" y='&lt;&#x41;&quot;'><b>t&amp;x<![CDATA[<c>]]>&#233;</b><e/></a>"
    let recorder = try read(xml, Recorder(attributes: ["x", "y"]))
    #expect(recorder.events == ["<a x=1 & 2 y=<A\">", "<b>", "\"t&x<c>é\"", "</>", "<e/>", "</>", "</>"])
  }

  @Test func aTagLongerThanTheLimitIsRefusedBeforeParsing() throws {
    // libxml2 compares every attribute of a tag with every other: 300,000 of them take minutes.
    let attributes = (0..<15_000).map { " a\($0)=\"x\"" }.joined()
    let error = failure("<root>\n  <plist\(attributes)/></root>")
    #expect(error?.description == "t.xml:2:3: error: a tag longer than 64 KB is not read")
    // A long text (no `<` in a block of 32 KB) is no long tag.
    let text = String(repeating: "x", count: 100_000)
    #expect(try read("<a>\(text)</a><!-- \(text) -->").events.count == 3)
  }

  @Test func positionsCountCharactersNotBytes() throws {
    let xml =
      "<?xml version=\"1.0\"?>\n<root>\n  <été a=\"ü\">ö<b/></été>\r\n\t<c\n   x=\"1\">z</c></root>"
    let recorder = try read(xml)
    #expect(recorder.positions["root"] == SourcePosition(file: "t.xml", line: 2, column: 1))
    #expect(recorder.positions["été"] == SourcePosition(file: "t.xml", line: 3, column: 3))
    #expect(recorder.contentPositions["été"] == SourcePosition(file: "t.xml", line: 3, column: 14))
    #expect(recorder.positions["b"] == SourcePosition(file: "t.xml", line: 3, column: 15))
    #expect(recorder.positions["c"] == SourcePosition(file: "t.xml", line: 4, column: 2))
    #expect(recorder.contentPositions["c"] == SourcePosition(file: "t.xml", line: 5, column: 10))
  }

  @Test func plistDoctypeIsAcceptedAndNotFetched() throws {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0"><dict/></plist>
      """
    #expect(try read(xml).events == ["<plist>", "<dict/>", "</>", "</>"])
  }

  @Test func externalEntityIsRefused() {
    let xml = """
      <?xml version="1.0"?>
      <!DOCTYPE a [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>
      <a>&xxe;</a>
      """
    let error = failure(xml)
    #expect(error?.message == "DOCTYPE with entity declarations is not allowed")
    #expect(error?.position.line == 2)
  }

  @Test func parameterAndNetworkEntitiesAreRefused() {
    let xml = """
      <!DOCTYPE a [<!ENTITY % remote SYSTEM "http://127.0.0.1:9/evil.dtd"> %remote;]>
      <a/>
      """
    #expect(failure(xml)?.message == "DOCTYPE with entity declarations is not allowed")
  }

  @Test func billionLaughsIsRefusedWithoutExpansion() {
    var declarations = "<!ENTITY lol \"lol\">"
    for level in 1...9 {
      let previous = level == 1 ? "lol" : "lol\(level - 1)"
      declarations += "<!ENTITY lol\(level) \"" + String(repeating: "&\(previous);", count: 10) + "\">"
    }
    let recorder = Recorder()
    let xml = "<!DOCTYPE a [\(declarations)]><a>&lol9;</a>"
    #expect(throws: CatalogError.self) { try read(xml, recorder) }
    #expect(failure(xml)?.message == "DOCTYPE with entity declarations is not allowed")
    #expect(recorder.events.joined().count < 100)
  }

  @Test func undeclaredEntityIsAnError() {
    #expect(failure("<a>&nope;</a>") != nil)
  }

  @Test func malformedXMLNamesThePosition() throws {
    let error = try #require(failure("<a>\n  <é>x</b>\n</a>"))
    #expect(error.position == SourcePosition(file: "t.xml", line: 2, column: 11))
    #expect(error.message.contains("mismatch"))
    #expect(!error.message.hasSuffix("\n"))
    #expect(error.description.hasPrefix("t.xml:2:"))
  }

  @Test func truncatedDocumentIsAnError() throws {
    let error = try #require(failure("<a>\n<b>text"))
    #expect(error.description == "t.xml:2:8: error: unexpected end of the document: <b> is not closed")
  }

  @Test func emptyDocumentIsAnError() {
    #expect(failure("") != nil)
  }

  /// libxml2's own words name its functions or read wrong; these say what is wrong.
  @Test(arguments: [
    ("hello world", "t.xml:1:1: error: not an XML document: it starts with 'h' where '<' is expected"),
    ("<a>&#0;</a>", "t.xml:1:8: error: a character reference to a character XML does not allow (value 0)"),
    ("<a>x\u{1}</a>", "t.xml:1:5: error: a character XML does not allow (U+0001)"),
    ("<a b=\"\u{0}\"/>", "t.xml:1:7: error: a character XML does not allow (U+0000)"),
    (
      "<a>\n<trans-unit id=\"k\"\n",
      "t.xml:2:1: error: the document ends inside '<trans-unit id=\"k\"': the file is cut off"
    ),
  ])
  func commonErrorsAreWordedForPeople(xml: String, description: String) {
    #expect(failure(xml)?.description == description)
  }

  @Test func invalidUTF8IsAnError() throws {
    let error = try #require(failure([UInt8]("<a>\nök ".utf8) + [0xFF, 0xFE, 0x41] + [UInt8]("</a>".utf8)))
    #expect(error.description == "t.xml:2:4: error: invalid UTF-8 byte 0xFF")
  }

  @Test func excessiveNestingIsAnError() throws {
    let depth = 300
    let xml = String(repeating: "<a>", count: depth) + String(repeating: "</a>", count: depth)
    let error = try #require(failure(xml))
    #expect(error.message.contains("nested deeper than 256"))
  }

  @Test func utf16DocumentsAreRead() throws {
    let xml = "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<a>ü</a>"
    var bytes: [UInt8] = [0xFF, 0xFE]
    for unit in xml.utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
    let recorder = Recorder()
    try XMLEventReader.read(bytes, file: "t.xml", handler: recorder)
    #expect(recorder.events == ["<a>", "\"ü\"", "</>"])
    #expect(recorder.positions["a"] == SourcePosition(file: "t.xml", line: 2, column: 1))
  }

  @Test func largeDocumentsKeepExactOffsets() throws {
    final class Checker: XMLEventHandler {
      var count = 0
      var mismatches = 0
      var last: SourcePosition?
      let bytes: [UInt8]
      init(_ bytes: [UInt8]) { self.bytes = bytes }
      func startElement(_ element: XMLStartElement, reader: XMLEventReader) throws(CatalogError) {
        count += 1
        if bytes[element.tagOffset] != UInt8(ascii: "<") { mismatches += 1 }
        if element.hasName("u") { last = reader.position(ofOffset: element.tagOffset) }
      }
      func endElement(reader: XMLEventReader) throws(CatalogError) {}
      func text(_ bytes: UnsafeBufferPointer<UInt8>, reader: XMLEventReader) throws(CatalogError) {}
    }
    var xml = "<r>\n"
    let units = 60_000
    for index in 0..<units {
      xml += "  <u id=\"k\(index) — ü\"><s>Välue \(index) &amp; more text</s></u>\n"
    }
    xml += "</r>"
    let bytes = Array(xml.utf8)
    let checker = Checker(bytes)
    try XMLEventReader.read(bytes, file: "t.xml", handler: checker)
    #expect(bytes.count > 3 << 20)
    #expect(checker.count == 1 + 2 * units)
    #expect(checker.mismatches == 0)
    #expect(checker.last == SourcePosition(file: "t.xml", line: units + 1, column: 3))
  }
}
