import TestSupport
import Testing

@testable import LocaleCheck

/// One pass over the catalog counts what looking each key up in each locale counts.
@Suite("Translation progress")
struct TranslationProgressTests {
  /// The progress of `locale`, key by key.
  static func plainReading(_ catalog: Catalog, locale: LocaleID) -> TranslationProgress {
    let keys = catalog.tables.flatMap(\.entries).filter {
      $0.shouldTranslate && $0.extractionState != "stale" && $0.localizations[catalog.sourceLocale] != nil
    }
    let translated = keys.filter { entry in
      entry.localizations[locale].map { LabelText.isUsable($0, asSourceText: locale == catalog.sourceLocale) }
        ?? false
    }
    return TranslationProgress(total: keys.count, translated: translated.count)
  }

  @Test(arguments: ["mastodon__mastodon-ios", "coteditor__CotEditor", "newmarcel__KeepingYouAwake"])
  func everyLocaleCountsAsKeyByKey(project: String) {
    let catalog = CatalogLoader(workingDirectory: TestPaths.corpus.path).load(paths: [project])
    let locales = catalog.locales + [catalog.sourceLocale, LocaleID("xx"), catalog.locales[0]]
    let measured = TranslationProgress.measure(catalog, locales: locales)
    #expect(measured == locales.map { Self.plainReading(catalog, locale: $0) })
    #expect(measured.contains { $0.translated < $0.total })
    #expect(TranslationProgress.measure(catalog, locale: locales[0]) == measured[0])
    #expect(TranslationProgress.measure(catalog, locales: []).isEmpty)
  }

  @Test func aStaleKeyIsNotWorkLeft() throws {
    // Gone from the code: `matrix` reports no missing translation for it, so neither does progress.
    let fixture = try Fixture([
      "Localizable.xcstrings": """
      {"sourceLanguage":"en","version":"1.0","strings":{
      "Old label":{"extractionState":"stale","localizations":{"en":{"stringUnit":{"state":"translated","value":"Old label"}}}},
      "Save":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Save"}},
      "de":{"stringUnit":{"state":"translated","value":"Sichern"}}}}}}
      """
    ])
    #expect(
      TranslationProgress.measure(try fixture.catalog(), locale: LocaleID("de"))
        == TranslationProgress(total: 1, translated: 1))
  }
}
