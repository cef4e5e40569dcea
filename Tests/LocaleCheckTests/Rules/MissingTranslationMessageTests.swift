import Testing

@testable import LocaleCheck

/// How `missing-translation` quotes the text VoiceOver reads instead.
@Suite("missing-translation: messages")
struct MissingTranslationMessageTests {
  @Test func theSourceTextIsQuotedTrimmedAsACopyIs() throws {
    // A menu item indented with a tab (Easydict's "\tRight to Left").
    let fixture = try Fixture([
      "en.lproj/Main.strings": CatalogText.strings([("9k9.title", "\tRight to Left"), ("b.title", "Quit")]),
      "fr.lproj/Main.strings": CatalogText.strings([("b.title", "Quitter")]),
    ])
    let messages = try fixture.findings(of: "missing-translation").map(\.message)
    #expect(
      messages == ["fr has no translation for 'Right to Left' (9k9.title); VoiceOver reads the en text"])
  }
}
