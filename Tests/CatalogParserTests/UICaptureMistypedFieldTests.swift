import Testing

@testable import CatalogParser

/// A slip in a field labelcheck reads would skip the element's check unseen (audit 93).
@Suite("UI captures: mistyped fields")
struct UICaptureMistypedFieldTests {
  private static func parse(_ json: String) throws -> UICapture {
    try UICaptureParser.parse(
      Array(json.utf8), file: "c.json", locale: LocaleID("es"), screen: "s", isJSON: true)
  }

  @Test(arguments: [
    (#"{"elements":[{"identifier":"a.b","lable":"Entrar"}]}"#, 34, "lable", "label"),
    (#"{"elements":[{"identifier":"a.b","Label":"Entrar"}]}"#, 34, "Label", "label"),
    (#"{"elements":[{"identifer":"a.b","label":"Entrar"}]}"#, 15, "identifer", "identifier"),
    (#"{"elements":[{"identifier":"a.b","lbel":"Entrar"}]}"#, 34, "lbel", "label"),
  ])
  func aSlipOfAKnownFieldIsAnError(json: String, column: Int, written: String, meant: String) {
    let message = "unknown field '\(written)' (did you mean '\(meant)'?): labelcheck reads '\(meant)'"
    #expect(throws: CatalogError(file: "c.json", line: 1, column: column, message: message)) {
      _ = try Self.parse(json)
    }
  }

  @Test func fieldsACaptureHelperAddsArePassedBy() throws {
    let capture = try Self.parse(
      #"{"scale":3,"scren":"x","elements":[{"identifier":"a.b","label":"Entrar","frame":"{{0, 0}, {10, 10}}","#
        + #""enabled":true,"isEnabled":true,"elementType":9,"placeholder":"x","labels":["a"],"table":"T","#
        + #""Type":"Button","Value":"1","tipe":"x"},{"identifier":"c.d","level":"1","time":"2","patch":"3"}]}"#
    )
    #expect(capture.elements.map(\.label) == ["Entrar", nil])
  }
}
