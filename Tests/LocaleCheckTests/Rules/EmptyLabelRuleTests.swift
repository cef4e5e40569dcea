import Testing

@testable import LocaleCheck

@Suite("empty-label")
struct EmptyLabelRuleTests {
  @Test func descriptor() {
    #expect(EmptyLabelRule.descriptor.id == "empty-label")
    #expect(EmptyLabelRule.descriptor.defaultSeverity == .error)
  }

  @Test func triggersForAWhiteSpaceValue() throws {
    let fixture = try Fixture([
      "App/en.lproj/Localizable.strings": CatalogText.strings([("Close", "Close")]),
      "App/de.lproj/Localizable.strings": CatalogText.strings([("Close", " ")]),
      "App/fr.lproj/Localizable.strings": CatalogText.strings([("Close", "Fermer")]),
    ])
    let findings = try fixture.findings(of: "empty-label")
    #expect(findings.count == 1)
    let finding = try #require(findings.first)
    #expect(finding.locale == LocaleID("de"))
    #expect(finding.key == "Close")
    #expect(finding.actual == " ")
    #expect(finding.message == "de label of Close is only white space")
    #expect(finding.position == fixture.position(of: "\" \"", in: "App/de.lproj/Localizable.strings"))
  }

  @Test func triggersInEveryLocaleWhenTheSourceIsEmpty() throws {
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings(["icon": ["en": "", "de": ""]])
    ])
    let findings = try fixture.findings(of: "empty-label")
    #expect(findings.map(\.locale) == [LocaleID("de"), LocaleID("en")])
    let german = try #require(findings.first)
    #expect(german.message == "de label of icon is empty in every locale of its fallback chain")
    #expect(german.position == fixture.position(of: "\"\"}", in: "Localizable.xcstrings"))
  }

  @Test func triggersForAWhiteSpaceXLIFFTarget() throws {
    let fixture = try Fixture([
      "de.xliff": CatalogText.xliff(
        original: "App/en.lproj/Localizable.strings", target: "de", units: [("close", "Close", "  ")])
    ])
    #expect(try fixture.findings(of: "empty-label").map(\.locale) == [LocaleID("de")])
  }

  @Test func silentForRealLabelsAndUnfinishedSource() throws {
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings(
        ["Close": ["en": "Close", "de": "Schließen"], "Draft": ["en": "", "de": "Entwurf"]],
        states: ["Draft/en": "new"])
    ])
    #expect(try fixture.findings(of: "empty-label").isEmpty)
  }
}
