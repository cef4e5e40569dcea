import Testing

@testable import LocaleCheck

/// Each `.stringsdict` names its own variables: Crowdin writes `%#@days@` for an English `%#@Days@`.
@Suite("english-fallback: renamed variables")
struct EnglishFallbackRenamedVariableTests {
  private static func days(_ variable: String, _ forms: [(category: String, text: String)]) -> String {
    CatalogText.stringsdict([
      FixturePluralRule("%d days", format: "%#@\(variable)@", variable: variable, forms: forms)
    ])
  }

  @Test func aCopiedFormIsFoundUnderTheTranslationsName() throws {
    let fixture = try Fixture([
      "App/en.lproj/Localizable.stringsdict": Self.days("Days", [("one", "%d day"), ("other", "%d days")]),
      "App/zh-Hant.lproj/Localizable.stringsdict": Self.days("days", [("other", "%d days")]),
      "App/de.lproj/Localizable.stringsdict": Self.days("tage", [("one", "%d Tag"), ("other", "%d Tage")]),
    ])
    let findings = try fixture.findings(of: "english-fallback")
    #expect(findings.map(\.locale) == [LocaleID("zh-Hant")])
    #expect(
      findings.first?.message
        == "zh-Hant shows the en text '%d days' for %d days (substitutions.days.plural.other)")
  }

  @Test func theSourcesOnlyVariableStandsForAnyName() throws {
    let fixture = try Fixture([
      "App/en.lproj/Localizable.stringsdict": Self.days("n", [("one", "%d day"), ("other", "%d days")]),
      "App/fr.lproj/Localizable.stringsdict": Self.days("count", [("one", "%d day"), ("other", "%d jours")]),
    ])
    let findings = try fixture.findings(of: "english-fallback")
    #expect(
      findings.map(\.message) == [
        "fr shows the en text '%d day' for %d days (substitutions.count.plural.one)"
      ])
  }
}
