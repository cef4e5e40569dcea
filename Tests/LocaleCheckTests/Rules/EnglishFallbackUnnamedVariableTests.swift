import Testing

@testable import LocaleCheck

/// The forms of a variable that the translation's format does not name are never shown: no
/// English is heard from them, and `format-mismatch` tells the lost count (audit 165).
@Suite("english-fallback: variables the format drops")
struct EnglishFallbackUnnamedVariableTests {
  private static func photos(_ format: String, _ forms: [(category: String, text: String)]) -> String {
    CatalogText.stringsdict([
      FixturePluralRule("Delete %d photos?", format: format, variable: "n", forms: forms)
    ])
  }

  @Test func formsOfADroppedVariableAreNotCopies() throws {
    let english = Self.photos("Delete %#@n@?", [("one", "%d photo"), ("other", "%d photos")])
    let fixture = try Fixture([
      "App/en.lproj/Localizable.stringsdict": english,
      "App/fr.lproj/Localizable.stringsdict": Self.photos(
        "Supprimer les photos ?", [("one", "%d photo"), ("other", "%d photos")]),
      "App/it.lproj/Localizable.stringsdict": Self.photos(
        "Eliminare %#@n@?", [("one", "%d photo"), ("other", "%d photos")]),
    ])
    let report = try fixture.report()
    // Italian names the variable and shows its English forms; French shows none of them.
    #expect(
      Set(report.findings.filter { $0.rule == "english-fallback" }.map(\.locale)) == [LocaleID("it")])
    #expect(
      report.findings.filter { $0.rule == "format-mismatch" }.map(\.locale) == [LocaleID("fr")])
  }

  @Test func aVariableWithADotInItsNameIsReadWhole() throws {
    // `%#@file.count@` is one variable, `substitutions.@file.count@` in the path: its copied forms
    // are shown and told.
    let fixture = try Fixture([
      "App/en.lproj/Localizable.stringsdict": CatalogText.stringsdict([
        FixturePluralRule(
          "files", format: "%#@file.count@", variable: "file.count",
          forms: [("one", "%d file"), ("other", "%d files")])
      ]),
      "App/fr.lproj/Localizable.stringsdict": CatalogText.stringsdict([
        FixturePluralRule(
          "files", format: "%#@file.count@", variable: "file.count",
          forms: [("one", "%d file"), ("other", "%d files")])
      ]),
    ])
    #expect(try fixture.findings(of: "english-fallback").count == 2)
  }
}
