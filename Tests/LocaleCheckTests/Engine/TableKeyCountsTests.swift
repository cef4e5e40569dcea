import TestSupport
import Testing

@testable import LocaleCheck

/// A table's keys, divided as `inspect` names them beside its shares.
@Suite("Table key counts")
struct TableKeyCountsTests {
  @Test func keysOnlyTranslationsHaveAreNamed() throws {
    // Audit 97: MeetingBar's German file kept 51 keys that the English one had dropped.
    let fixture = try Fixture([
      "en.lproj/Localizable.strings": CatalogText.strings([("a", "Save"), ("b", "Open"), ("c", "")]),
      "de.lproj/Localizable.strings": CatalogText.strings([("a", "Sichern"), ("gone", "Alt")]),
      "de.lproj/Main.strings": CatalogText.strings([
        ("Every %zd Days", "Alle %zd Tage"), ("alert.title", "Achtung"),
      ]),
    ])
    let catalog = fixture.catalog()
    let counts = catalog.tables.map { TableKeyCounts($0, source: catalog.sourceLocale(of: $0)) }
    #expect(counts.map(\.keys) == [4, 2])
    // The empty source text has nothing to translate; in a table without source text, a key that
    // is its text is to translate (review 86).
    #expect(counts.map(\.toTranslate) == [2, 1])
    #expect(counts.map(\.onlyInTranslations) == [1, 0])
    #expect(
      counts.map(\.breakdown) == [
        "2 to translate, 1 only in translations", "1 to translate in each locale with the table",
      ])
  }

  @Test(arguments: ["mastodon__mastodon-ios", "coteditor__CotEditor", "mozilla-l10n__focusios-l10n"])
  func theKeysToTranslateAreTheSharesTotal(project: String) {
    let catalog = CatalogLoader(workingDirectory: TestPaths.corpus.path).load(paths: [project])
    let toTranslate = catalog.tables.map { TableKeyCounts($0, source: catalog.sourceLocale(of: $0)) }
      .filter(\.hasSourceText).map(\.toTranslate)
    #expect(
      toTranslate.reduce(0, +) == TranslationProgress.measure(catalog, locale: catalog.sourceLocale).total)
  }
}
