import Testing

@testable import LocaleCheck

/// A translation that copies a String Catalog's key, the English the code was written with,
/// after the source text was edited (audit 288: Mos's Japanese "Begin smooth" for the source's
/// "Begin smoothening").
@Suite("english-fallback: a copy of the key")
struct EnglishFallbackKeyCopyTests {
  /// A catalog whose other keys are their English texts, as most catalogs' are.
  private static func messages(key: String, source: String, _ translations: [String: String]) throws
    -> [String]
  {
    var values = ["en": source]
    values.merge(translations) { _, new in new }
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings([
        key: values, "Cancel": ["en": "Cancel"], "Done": ["en": "Done"],
      ])
    ])
    return try fixture.findings(of: "english-fallback").map(\.message)
  }

  @Test func aKeyCopiedIntoAnotherScriptIsEnglish() throws {
    #expect(
      try Self.messages(key: "Begin smooth", source: "Begin smoothening", ["ja": "Begin smooth"]) == [
        "ja shows the en text 'Begin smooth', its key, for the source text 'Begin smoothening'"
      ])
    #expect(
      try Self.messages(key: "Allow to access", source: "Auth", ["ru": "Allow to access"]).count == 1)
  }

  @Test func aKeyCopiedIntoALatinLocaleIsEnglishWhereItRewordsTheSource() throws {
    #expect(
      try Self.messages(key: "Begin smooth", source: "Begin smoothening", ["fr": "Begin smooth"]).count == 1)
    // A German developer's key may be the German value: nothing ties it to the English text.
    #expect(try Self.messages(key: "Einstellungen", source: "Settings", ["de": "Einstellungen"]).isEmpty)
    #expect(try Self.messages(key: "Datei öffnen", source: "Open File", ["de": "Datei öffnen"]).isEmpty)
  }

  @Test func tokensOtherScriptsAndTranslationsPass() throws {
    // A token key, a key in the locale's own script, and a real translation.
    #expect(try Self.messages(key: "welcome.title", source: "Welcome", ["ja": "welcome.title"]).isEmpty)
    #expect(try Self.messages(key: "设置", source: "Settings", ["zh-Hans": "设置"]).isEmpty)
    #expect(try Self.messages(key: "Begin smooth", source: "Begin smoothening", ["ja": "スムーズ開始"]).isEmpty)
    // A name or acronym the language writes alike.
    #expect(try Self.messages(key: "PDF", source: "Export as PDF", ["ja": "PDF"]).isEmpty)
  }

  @Test func aCopyrightLineWithItsYearStaysExemptInAnotherScript() throws {
    // Audit 295: the moved-placeholder check must not strip the year of an identical copy.
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings([
        "© %d Thomas Ricouard": [
          "en": "© %d Thomas Ricouard", "ja": "© %d Thomas Ricouard", "ru": "© %1$d Thomas Ricouard",
          // Review 198: spacing is no move; review 200: nor another width of the year.
          "uk": "©  %d Thomas Ricouard ", "ko": "© %lld Thomas Ricouard",
        ]
      ])
    ])
    #expect(try fixture.findings(of: "english-fallback").isEmpty)
  }

  @Test func aCopyWithAnotherPlaceholderOrSpacingBesideOneIsACopy() throws {
    // Review 199: "Channel %d" for "Channel %lld", "Version%@" for "Version %@" in Japanese.
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings([
        "channel": ["en": "Channel %lld", "ja": "Channel %d"],
        "version": ["en": "Version %@", "ja": "Version%@"],
      ])
    ])
    #expect(try fixture.findings(of: "english-fallback").count == 2)
  }

  @Test func aTableOfKeysInTheDevelopersLanguageKeepsThem() throws {
    // Review 194: German keys with English source texts; German shares "Album" with English.
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings([
        "Neues Album": ["en": "New album", "de": "Neues Album"],
        "Speichern": ["en": "Save", "de": "Speichern"], "Löschen": ["en": "Delete", "de": "Löschen"],
      ])
    ])
    #expect(try fixture.findings(of: "english-fallback").isEmpty)
  }

  @Test func aGermanSourceKeepsItsKeysOwnLanguage() throws {
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings(
        ["Save file": ["de": "Datei sichern", "ja": "Save file"]], source: "de")
    ])
    #expect(try fixture.findings(of: "english-fallback").isEmpty)
  }
}
