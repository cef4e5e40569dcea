import Testing

@testable import LocaleCheck

@Suite("Finding order")
struct FindingOrderTests {
  @Test func findingsAreSortedByFileLineColumnRuleLocale() throws {
    let fixture = try Fixture([
      "b.xcstrings": CatalogText.xcstrings(["Save button": ["en": "Save button", "de": "Save button"]]),
      "a.xcstrings": CatalogText.xcstrings([
        "Sign in": ["en": "Sign in", "de": "Anmelden"], "Menu": ["en": "Menu", "de": "Menu", "fr": "Menu"],
      ]),
      "App/en.lproj/Localizable.strings": CatalogText.strings([("x", "Button"), ("y", "Save")]),
    ])
    let findings = try fixture.report().findings
    #expect(!findings.isEmpty)
    let keys = findings.map {
      ($0.position!.file, $0.position!.line, $0.position!.column, $0.rule, $0.locale?.identifier ?? "")
    }
    for (earlier, later) in zip(keys, keys.dropFirst()) {
      #expect(earlier <= later, "\(earlier) before \(later)")
    }
    #expect(findings.first?.position?.file == "App/en.lproj/Localizable.strings")
    #expect(findings.last?.position?.file == "b.xcstrings")
  }

  @Test func sameLineOrdersByRuleThenLocale() {
    let position = SourcePosition(file: "a", line: 1, column: 1)
    let findings = [
      Finding(
        rule: "role-in-label", severity: .warning, locale: LocaleID("de"), message: "", position: position),
      Finding(
        rule: "english-fallback", severity: .error, locale: LocaleID("fr"), message: "", position: position),
      Finding(
        rule: "english-fallback", severity: .error, locale: LocaleID("de"), message: "", position: position),
      Finding(
        rule: "a", severity: .error, message: "", position: SourcePosition(file: "a", line: 1, column: 2)),
    ]
    let sorted = findings.sorted(by: Finding.reportOrder)
    #expect(
      sorted.map { "\($0.rule)/\($0.locale?.identifier ?? "")" } == [
        "english-fallback/de", "english-fallback/fr", "role-in-label/de", "a/",
      ])
  }
}
