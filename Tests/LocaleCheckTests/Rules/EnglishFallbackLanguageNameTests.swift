import Testing

@testable import LocaleCheck

/// A language picker names each language in its own language ("Deutsch", "Русский", "日本語"),
/// the same text in every locale: a copy of it is the design, not a fallback (audit 118,
/// Ruuvi Station's `Language.*` keys).
@Suite("english-fallback: languages' own names")
struct EnglishFallbackLanguageNameTests {
  @Test(arguments: [
    ("Deutsch", "de"), ("Русский", "ru"), ("日本語", "ja"), ("SUOMI", "fi"), ("Français", "fr"),
    ("简体中文", "zh"), ("English", "en"), ("  Svenska ", nil), ("Afrikaans", "af"),
    // Pickers' own spellings beside CLDR's (review 177).
    ("English (UK)", "en"), ("中文（简体）", "zh"), ("Srpski", "sr"), ("Bahasa Indonesia", "id"),
    // Brackets either way (review 178).
    ("中文 (简体)", "zh"), ("中文(繁體)", "zh"), ("English(GB)", "en"), ("Deutsch（Schweiz）", "de"),
  ])
  func ownNamesAreKnown(text: String, language: String?) {
    #expect(LanguageNames.language(namedBy: text) == language)
  }

  @Test func theCheckedInTableIsWellFormed() {
    // scripts/generate-language-names.swift writes it: `name|code`, `|english` where English agrees.
    let rows = LanguageNames.ownNameRows.split(separator: "\n")
    #expect(rows.count > 1000)
    for row in rows {
      let fields = row.split(separator: "|", omittingEmptySubsequences: false)
      #expect((2...3).contains(fields.count) && fields.dropLast(fields.count - 2).allSatisfy { !$0.isEmpty })
      #expect(fields[0] == fields[0].lowercased() && fields[1].allSatisfy { $0.isASCII && $0.isLowercase })
      #expect(fields.count == 2 || fields[2] == "english", "\(row)")
    }
    #expect(LanguageNames.language(namedBy: "Deutsch (Österreich)") == "de")
    #expect(LanguageNames.language(namedBy: "Filipino") == "fil")
  }

  @Test(arguments: ["German", "Settings", "vai", "Open Deutsch settings", "", "Hindi"])
  func otherTextsAreNoLanguagesOwnName(text: String) {
    #expect(LanguageNames.language(namedBy: text) == nil)
  }

  @Test func aPickersNamesAreNotReportedInAnyLocale() throws {
    let picker = [
      ("Language.English", "English"), ("Language.German", "Deutsch"), ("Language.Russian", "Русский"),
      ("Language.Japanese", "日本語"),
    ]
    let fixture = try Fixture([
      "en.lproj/Localizable.strings": CatalogText.strings(picker + [("title", "Settings")]),
      "de.lproj/Localizable.strings": CatalogText.strings(picker + [("title", "Settings")]),
      "ja.lproj/Localizable.strings": CatalogText.strings(picker + [("title", "設定")]),
    ])
    #expect(
      try fixture.findings(of: "english-fallback").map(\.message) == [
        "de shows the en text 'Settings' for title"
      ])
  }

  @Test func aPickersNameALocaleLacksIsNoGap() throws {
    // The app shows the source's "Українська" in German, as it should (review 102).
    let picker = [
      ("Language.German", "Deutsch"), ("Language.Russian", "Русский"), ("Language.Ukrainian", "Українська"),
    ]
    let fixture = try Fixture([
      "en.lproj/Localizable.strings": CatalogText.strings(picker + [("title", "Settings")]),
      "de.lproj/Localizable.strings": CatalogText.strings(Array(picker.prefix(2))),
    ])
    #expect(
      try fixture.findings(of: "missing-translation").map(\.message) == [
        "de has no translation for 'Settings' (title); VoiceOver reads the en text"
      ])
  }

  @Test func theLocalesOwnLanguageNameIsItsOwnText() throws {
    let fixture = try Fixture([
      "en.lproj/Localizable.strings": CatalogText.strings([("japanese", "日本語"), ("lang", "English")]),
      "ja.lproj/Localizable.strings": CatalogText.strings([("japanese", "日本語"), ("lang", "English")]),
    ])
    #expect(
      try fixture.findings(of: "english-fallback").map(\.message) == [
        "ja shows the en text 'English' for lang"
      ])
  }

  @Test func namesEnglishWritesAlikeMakeNoPickerButPassInOne() throws {
    // Review 103: "Afrikaans" is Afrikaans' own name and English's; in a picker it passes, and a
    // list of English names ("Spanish", "Filipino") is no picker.
    let picker = [("de", "Deutsch"), ("ru", "Русский"), ("af", "Afrikaans"), ("en", "English")]
    let englishList = [("es", "Spanish"), ("fil", "Filipino"), ("en", "English")]
    let fixture = try Fixture([
      "Picker/en.lproj/Localizable.strings": CatalogText.strings(picker),
      "Picker/fr.lproj/Localizable.strings": CatalogText.strings(picker),
      "List/en.lproj/Localizable.strings": CatalogText.strings(englishList),
      "List/fr.lproj/Localizable.strings": CatalogText.strings(englishList),
    ])
    #expect(
      try fixture.findings(of: "english-fallback").map(\.message).sorted() == [
        "fr shows the en text 'English' for en", "fr shows the en text 'Filipino' for fil",
        "fr shows the en text 'Spanish' for es",
      ])
  }

  @Test func aLanguagesEnglishNameCopiedOutsideAPickerIsReported() throws {
    // One other language's name is no picker: a German "Audio: English" is an untranslated name.
    let fixture = try Fixture([
      "en.lproj/Localizable.strings": CatalogText.strings([("audio.en", "English"), ("audio.de", "Deutsch")]),
      "fr.lproj/Localizable.strings": CatalogText.strings([("audio.en", "English"), ("audio.de", "Deutsch")]),
    ])
    #expect(
      try fixture.findings(of: "english-fallback").map(\.message) == [
        "fr shows the en text 'English' for audio.en", "fr shows the en text 'Deutsch' for audio.de",
      ])
  }
}
