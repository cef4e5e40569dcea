import Testing

@testable import LocaleCheck

@Suite("english-fallback")
struct EnglishFallbackRuleTests {
  @Test func triggersWhenATranslationCopiesTheSourceText() throws {
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings([
        "Promo code": ["en": "Promo code", "de": " Promo code "]
      ])
    ])
    let finding = try #require(try fixture.findings(of: "english-fallback").first)
    #expect(finding.locale == LocaleID("de"))
    #expect(finding.message == "de shows the en text 'Promo code' for Promo code")
  }

  @Test func triggersInStringsAndXLIFF() throws {
    let fixture = try Fixture([
      "App/en.lproj/Main.strings": CatalogText.strings([("title", "Settings")]),
      "App/de.lproj/Main.strings": CatalogText.strings([("title", "Settings")]),
      "fr.xliff": CatalogText.xliff(
        original: "Other/en.lproj/Main.strings", target: "fr", units: [("t", "Settings", "Settings")]),
    ])
    let findings = try fixture.findings(of: "english-fallback")
    #expect(Set(findings.compactMap(\.locale)) == [LocaleID("de"), LocaleID("fr")])
  }

  @Test func exemptions() throws {
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings(
        [
          "OK": ["en": "OK", "de": "OK"], "%@": ["en": "%@", "de": "%@"], "X": ["en": "X", "de": "X"],
          "Colour": ["en": "Color", "en-GB": "Color"], "Brand": ["en": "Brand", "de": "Brand"],
          "123": ["en": "1-2-3", "de": "1-2-3"],
        ], extra: ["Brand": "\"shouldTranslate\":false"])
    ])
    var configuration = Configuration()
    configuration.allowIdentical = ["ok"]
    #expect(try fixture.findings(of: "english-fallback", configuration: configuration).isEmpty)
  }
}
