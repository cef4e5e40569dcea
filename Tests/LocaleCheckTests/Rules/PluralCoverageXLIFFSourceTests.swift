import Testing

@testable import LocaleCheck

/// XLIFF exports hold the source language's plural forms only for the target language's
/// categories: those `<source>` forms are not the app's plural and are not judged.
@Suite("plural-coverage: XLIFF export sources")
struct PluralCoverageXLIFFSourceTests {
  @Test func aJapaneseExportsEnglishOtherFormIsNotAnIncompleteEnglishPlural() throws {
    let fixture = try Fixture([
      "ja.xliff": CatalogText.xliff(
        original: "App/Localizable.xcstrings", target: "ja",
        units: [FixtureXLIFFUnit("%lld files|==|plural.other", source: "%lld files", target: "%lld個のファイル")]),
      "ja-stringsdict.xliff": CatalogText.xliff(
        original: "App/en.lproj/Localizable.stringsdict", target: "ja",
        units: [
          FixtureXLIFFUnit(
            "/days_left:dict/NSStringLocalizedFormatKey:dict/:string", source: "%#@days@", target: "%#@days@"),
          FixtureXLIFFUnit(
            "/days_left:dict/days:dict/other:dict/:string", source: "%d days left", target: "残り%d日"),
        ]),
    ])
    #expect(try fixture.findings(of: "plural-coverage").isEmpty)
  }

  @Test func aTranslationInTheExportIsStillJudged() throws {
    let fixture = try Fixture([
      "ru.xliff": CatalogText.xliff(
        original: "App/Localizable.xcstrings", target: "ru",
        units: [
          FixtureXLIFFUnit("%lld files|==|plural.one", source: "%lld file", target: "%lld файл"),
          FixtureXLIFFUnit("%lld files|==|plural.other", source: "%lld files", target: "%lld файла"),
        ])
    ])
    #expect(
      try fixture.findings(of: "plural-coverage").map(\.message) == [
        "ru plural of %lld files lacks the 'few' and 'many' forms (ru needs one, few, many, other)"
      ])
  }
}
