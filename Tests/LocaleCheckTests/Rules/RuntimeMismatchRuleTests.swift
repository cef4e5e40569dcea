import CatalogParser
import Testing

@testable import LocaleCheck

@Suite("runtime-mismatch")
struct RuntimeMismatchRuleTests {
  @Test func descriptor() {
    #expect(RuntimeMismatchRule.descriptor.id == "runtime-mismatch")
    #expect(RuntimeMismatchRule.descriptor.defaultSeverity == .error)
  }

  @Test func silentWithoutCaptures() throws {
    let labels = """
      { "version": 1, "identifiers": { "login.submit": { "key": "Sign in" } } }
      """
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings(["Sign in": ["en": "Sign in", "de": "Anmelden"]])
    ])
    #expect(try fixture.findings(of: "runtime-mismatch").isEmpty)
    #expect(try fixture.findings(of: "runtime-mismatch", labels: labels).isEmpty)
  }

  @Test func labelsThatDifferOnlyInTheirLineBreaksReadApartInTheMessage() throws {
    // One-line reports show a line break as a space: both labels would read "Regar cada semana en verano".
    let catalog = #"""
      {"sourceLanguage": "en", "version": "1.0", "strings": {"Water weekly": {"localizations": {
        "en": {"stringUnit": {"state": "translated", "value": "Water every week\nin summer"}},
        "es": {"stringUnit": {"state": "translated", "value": "Regar cada\nsemana en verano"}}}}}}
      """#
    let captures = try [("en", #"Water every week\nin summer"#), ("es", #"Regar cada semana\nen verano"#)].map
    {
      locale, label in
      // JSON text: `\n` is the escape of a line break.
      let text = #"{"elements":[{"identifier":"plant.note.label","label":""# + label + #"","path":"0/1"}]}"#
      return try UICaptureParser.parse(
        Array(text.utf8), file: "captures/\(locale)/plant.json", locale: LocaleID(locale), screen: "plant",
        isJSON: true)
    }
    let report = try CaptureBindingTests.report(["Localizable.xcstrings": catalog], captures)
    let mismatches = report.findings.filter { $0.rule == "runtime-mismatch" }
    #expect(
      mismatches.map(\.message) == [
        "es capture of plant shows 'Regar cada semana\\nen verano' for plant.note.label, but the catalog "
          + "resolves 'Regar cada\\nsemana en verano'"
      ])
    // The report's fields keep the labels as they are.
    #expect(mismatches.first?.actual == "Regar cada semana\nen verano")
    #expect(RuntimeMismatchRule.comparable("Sign in", "Anmelden") == ("Sign in", "Anmelden"))
  }
}
