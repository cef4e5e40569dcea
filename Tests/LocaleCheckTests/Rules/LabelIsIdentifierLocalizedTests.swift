import CatalogParser
import Testing

@testable import LocaleCheck

/// An identifier built from a translation's text, seen in that locale's capture alone: told at
/// the capture, as the identifier's fault, not at the translator's right value (audit 182).
@Suite("label-is-identifier: identifiers built from a translation")
struct LabelIsIdentifierLocalizedTests {
  @Test func aSpanishRunAloneBlamesTheIdentifierAtTheCapture() throws {
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings(["Log In": ["en": "Log In", "es": "Iniciar sesión"]])
    ])
    let capture = #"""
      {"locale":"es","screen":"login","elements":[
      {"identifier":"Iniciar sesión","label":"Iniciar sesión"}]}
      """#
    let report = LocaleChecker().check(
      fixture.catalog(),
      captures: [
        try UICaptureParser.parse(
          Array(capture.utf8), file: "captures/es/login.json", locale: LocaleID("es"), screen: "login",
          isJSON: true)
      ])
    let found = report.findings.filter { $0.rule == "label-is-identifier" }
    #expect(
      found.map(\.message) == [
        "es label of Iniciar sesión is 'Iniciar sesión', the identifier itself: the identifier is built from the "
          + "es text (en: 'Log In'); give the control an identifier that no language changes"
      ])
    #expect(found.first?.position?.file == "captures/es/login.json")
    #expect(found.first?.position?.line == 2)
  }

  @Test func anIdentifierThatIsTheSourceTextIsToldAsBefore() throws {
    let labels = #"{ "version": 1, "identifiers": { "Log In": { "key": "Log In" } } }"#
    let found = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings(["Log In": ["en": "Log In", "es": "Log In"]])
    ]).findings(of: "label-is-identifier", labels: labels)
    #expect(found.allSatisfy { !$0.message.contains("built from") })
    #expect(!found.isEmpty)
  }
}
