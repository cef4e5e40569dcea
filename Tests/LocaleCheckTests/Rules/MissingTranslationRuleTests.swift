import Testing

@testable import LocaleCheck

@Suite("missing-translation")
struct MissingTranslationRuleTests {
  @Test func triggersForAKeyWithoutValueInACatalog() throws {
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings([
        "Sign in": ["en": "Sign in", "de": "Anmelden"],
        "Email": ["en": "Email", "de": "E-Mail", "es": "Correo"],
      ])
    ])
    let findings = try fixture.findings(of: "missing-translation")
    #expect(findings.map(\.locale) == [LocaleID("es")])
    #expect(findings.first?.key == "Sign in")
    #expect(findings.first?.position?.file == "Localizable.xcstrings")
  }

  @Test func triggersForStateNewAndEmptyStringsValues() throws {
    let fixture = try Fixture([
      "App/Localizable.xcstrings": CatalogText.xcstrings(
        ["Sign in": ["en": "Sign in", "de": "Anmelden"]], states: ["Sign in/de": "new"]),
      "App/en.lproj/Main.strings": CatalogText.strings([("title", "Settings")]),
      "App/fr.lproj/Main.strings": CatalogText.strings([("title", "")]),
    ])
    let findings = try fixture.findings(of: "missing-translation")
    // State new (de) and an empty value (fr) are missing; so is each table's key in the other locale.
    #expect(
      Set(findings.map { "\($0.locale!):\($0.key!)" }) == [
        "de:Sign in", "fr:title", "fr:Sign in", "de:title",
      ])
  }

  @Test func triggersForXLIFFUnitsWithoutTarget() throws {
    let fixture = try Fixture([
      "de.xliff": CatalogText.xliff(
        original: "App/en.lproj/Localizable.strings", target: "de",
        units: [("a", "Sign in", "Anmelden"), ("b", "Email", nil)])
    ])
    #expect(try fixture.findings(of: "missing-translation").map(\.key) == ["b"])
  }

  @Test func doesNotTriggerThroughAParentOrTheSourceLanguageOrUntranslatableKeys() throws {
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings(
        [
          "Sign in": ["en": "Sign in", "es": "Iniciar sesión", "es-MX": "", "en-GB": "Sign in"],
          "Wi-Fi": ["en": "Wi-Fi"],
        ], extra: ["Wi-Fi": "\"shouldTranslate\":false"])
    ])
    let findings = try fixture.findings(of: "missing-translation")
    #expect(findings.isEmpty)
  }
}
