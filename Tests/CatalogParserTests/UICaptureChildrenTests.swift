import Testing

@testable import CatalogParser

/// A JSON capture that writes the tree as it is, each element's `children` inside it (audit 151):
/// every element is read, a child without a `path` numbered below its parent's.
@Suite struct UICaptureChildrenTests {
  private static func parse(_ json: String) throws(CatalogError) -> UICapture {
    try UICaptureParser.parse(
      Array(json.utf8), file: "captures/en/login.json", locale: LocaleID("en"), screen: "login", isJSON: true)
  }

  @Test func childrenAreReadInDocumentOrder() throws {
    let capture = try Self.parse(
      """
      {"elements":[{"identifier":"login.form","type":"other","path":"0","children":[
        {"identifier":"login.name","label":"Name","type":"textField"},
        {"identifier":"login.submit","label":"Sign in","type":"button","path":"0/9","children":[]}]},
        {"identifier":"login.help","label":"Help","children":null}]}
      """)
    #expect(capture.elements.map(\.identifier) == ["login.form", "login.name", "login.submit", "login.help"])
    #expect(capture.elements.map(\.path) == ["0", "0/0", "0/9", nil])
    #expect(capture.elements[1].position.line == 2)
  }

  @Test func childrenThatAreNoArrayAreAnError() {
    #expect(throws: CatalogError.self) {
      try Self.parse(#"{"elements":[{"identifier":"a","label":"A","children":{"identifier":"b"}}]}"#)
    }
  }
}
