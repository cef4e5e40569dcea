import Testing

@testable import LocaleCheck

/// Tables without source-language text (the source text is in code): the key is the text the
/// app shows in the source language, so a translation that repeats it is a copy.
@Suite("english-fallback: the key as source text")
struct EnglishFallbackKeySourceTests {
  @Test func aTranslationThatRepeatsTheKeyIsACopy() throws {
    let fixture = try Fixture([
      "App/de.lproj/Localizable.strings": CatalogText.strings([("Cancel", "Cancel"), ("Delete", "Löschen")]),
      "App/fr.lproj/Localizable.strings": CatalogText.strings([
        ("Cancel", "Annuler"), ("Delete", "Supprimer"),
      ]),
    ])
    #expect(
      try fixture.findings(of: "english-fallback").map(\.message) == [
        "de shows the en text 'Cancel'"
      ])
  }

  @Test func identifierKeysAndTablesWithSourceTextAreComparedAsBefore() throws {
    let fixture = try Fixture([
      // A source table: its value, not the key, is the source text.
      "App/en.lproj/Localizable.strings": CatalogText.strings([("cancel.button", "Cancel")]),
      "App/de.lproj/Localizable.strings": CatalogText.strings([("cancel.button", "Abbrechen")]),
      "App/de.lproj/Other.strings": CatalogText.strings([("settings.title", "Einstellungen")]),
    ])
    #expect(try fixture.findings(of: "english-fallback").isEmpty)
  }
}
