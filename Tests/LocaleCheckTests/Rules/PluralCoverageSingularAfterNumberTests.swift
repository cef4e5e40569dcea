import Testing

@testable import LocaleCheck

/// One text for a plural source reads right in a language whose nouns stay singular after a
/// number ("5 dosya"), though CLDR gives it `one` and `other`.
@Suite("plural-coverage: nouns singular after a number")
struct PluralCoverageSingularAfterNumberTests {
  @Test func oneTextPassesWhereNounsStaySingularAfterANumber() throws {
    let findings = try Fixture([
      "App/en.lproj/Localizable.stringsdict": CatalogText.stringsdict([
        FixturePluralRule(
          "%d files", format: "%#@files@", variable: "files",
          forms: [("one", "%d file"), ("other", "%d files")])
      ]),
      "App/tr.lproj/Localizable.strings": "\"%d files\" = \"%d dosya\";\n",
      "App/hu.lproj/Localizable.strings": "\"%d files\" = \"%d fájl\";\n",
      "App/eu.lproj/Localizable.strings": "\"%d files\" = \"%d fitxategi\";\n",
      "App/ru.lproj/Localizable.strings": "\"%d files\" = \"%d файлов\";\n",
      "App/de.lproj/Localizable.strings": "\"%d files\" = \"%d Dateien\";\n",
    ]).findings(of: "plural-coverage")
    #expect(findings.map(\.locale) == [LocaleID("de"), LocaleID("ru")])
  }
}
