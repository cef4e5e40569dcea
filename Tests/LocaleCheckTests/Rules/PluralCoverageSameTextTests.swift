import Testing

@testable import LocaleCheck

/// A plural whose forms are all one text with a word after the number reads as one text does:
/// "Осталось 1 разрешённых загрузок". Not in languages whose nouns stay singular after a number.
@Suite("plural-coverage: one text in every form")
struct PluralCoverageSameTextTests {
  func messages(_ locales: [String: [(String, String)]]) throws -> [String] {
    try Fixture([
      "Localizable.xcstrings": PluralCoverageRuleTests.catalog(
        locales.merging(["en": [("one", "%lld file"), ("other", "%lld files")]]) { $1 })
    ]).findings(of: "plural-coverage").map(\.message)
  }

  @Test func formsThatAreAllOneTextWithAWordAfterTheNumber() throws {
    let same = "%lld файлов"
    #expect(
      try messages(["ru": [("one", same), ("few", same), ("many", same), ("other", same)]]) == [
        "ru plural of %lld files has one text in every form, which the source varies by plural "
          + "(ru needs one, few, many, other)"
      ])
    // Nextcloud's Arabic: six forms, one text.
    let arabic = ["zero", "one", "two", "few", "many", "other"].map { ($0, "%lld تنزيلات متبقية") }
    #expect(try messages(["ar": arabic]).count == 1)
  }

  @Test func formsThatDifferOrGiveTheNumberAsAValuePass() throws {
    let same = { (text: String) in ["one", "few", "many", "other"].map { ($0, text) } }
    #expect(
      try messages([
        "ru": [
          ("one", "%lld файл"), ("few", "%lld файла"), ("many", "%lld файлов"), ("other", "%lld файла"),
        ],
        "pl": same("Pliki: %lld"),
        // An abbreviation after the number reads alike for every count (Mastodon's Slovenian).
        "uk": same("Ще %lld хв."), "be": same("%lld с"),
        // A language of two forms often has one word for both: German "Treffer", Swedish "media".
        "de": [("one", "%lld Treffer"), ("other", "%lld Treffer")],
      ]).isEmpty)
    // A source whose forms differ only by the number ("1 media", "%ld media") does not vary.
    let media = try Fixture([
      "Localizable.xcstrings": PluralCoverageRuleTests.catalog([
        "en": [("one", "1 media"), ("other", "%lld media")], "ru": same("%lld медиафайлов"),
      ])
    ]).findings(of: "plural-coverage")
    #expect(media.isEmpty)
  }

  @Test func aLanguageWhoseNounsStaySingularAfterANumberPasses() throws {
    // Turkish "5 dosya", Hungarian "5 fájl": one text is right, in forms or as one plain text.
    #expect(
      try messages([
        "tr": [("one", "%lld dosya"), ("other", "%lld dosya")],
        "hu": [("one", "%lld fájl"), ("other", "%lld fájl")],
      ]).isEmpty)
    let plain = try Fixture([
      "App/en.lproj/Localizable.stringsdict": CatalogText.stringsdict([
        FixturePluralRule(
          "%d files", format: "%#@files@", variable: "files",
          forms: [("one", "%d file"), ("other", "%d files")])
      ]),
      "App/tr.lproj/Localizable.strings": "\"%d files\" = \"%d dosya\";\n",
      "App/ru.lproj/Localizable.strings": "\"%d files\" = \"%d файлов\";\n",
    ]).findings(of: "plural-coverage")
    #expect(plain.map(\.locale) == [LocaleID("ru")])
  }
}
