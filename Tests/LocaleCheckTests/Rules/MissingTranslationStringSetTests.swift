import Testing

@testable import LocaleCheck

/// A locale without App Shortcuts phrases: its users have nothing to say, not a text read aloud.
@Suite("missing-translation: App Shortcuts phrases")
struct MissingTranslationStringSetTests {
  @Test func aLocaleWithoutPhrasesIsToldWhatItsUsersMeet() throws {
    let catalog = """
      {"sourceLanguage": "en", "version": "1.0", "strings": {
        "Pause ${applicationName}": {"localizations": {
          "en": {"stringSet": {"state": "translated", "values": ["Pause ${applicationName}"]}},
          "de": {"stringSet": {"state": "translated", "values": ["${applicationName} pausieren"]}},
          "uk": {"stringSet": {"state": "translated", "values": []}}}},
        "Done": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Done"}}}}}}
      """
    let findings = try Fixture(["AppShortcuts.xcstrings": catalog]).findings(of: "missing-translation")
    #expect(
      findings.map(\.message).sorted() == [
        "de has no translation for 'Done'; VoiceOver reads the en text",
        "uk has no translation for 'Done'; VoiceOver reads the en text",
        "uk has no translation for 'Pause ${applicationName}'; the App Shortcut has no phrase a user of uk can say",
      ])
  }

  @Test func aSinglePhraseIsAPhraseToo() throws {
    // Xcode's form for a shortcut with one phrase, and iOS 16's `AppShortcuts.strings` (audit 82).
    let fixture = try Fixture([
      "App/en.lproj/AppShortcuts.strings": CatalogText.strings([
        ("Open ${applicationName}", "Open ${applicationName}")
      ]),
      "App/de.lproj/Localizable.strings": CatalogText.strings([("x", "y")]),
      "App/en.lproj/Localizable.strings": CatalogText.strings([("x", "x")]),
    ])
    #expect(
      try fixture.findings(of: "missing-translation").map(\.message) == [
        "de has no translation for 'Open ${applicationName}'; a user of de cannot say this phrase to Siri "
          + "(the AppShortcuts table has nothing for locale de)"
      ])
  }
}
