import Testing

@testable import LocaleCheck

/// A label that is only an icon font's glyph: a private-use character has no name, so VoiceOver
/// says nothing for it (audit 190).
@Suite("empty-label: icon-font glyphs")
struct EmptyLabelPrivateUseTests {
  private static func messages(_ label: String) throws -> [String] {
    try Fixture(["en.lproj/Localizable.strings": CatalogText.strings([("settings.gear", label)])])
      .findings(of: "empty-label").map(\.message)
  }

  @Test func aGlyphAloneIsTold() throws {
    #expect(
      try Self.messages("\u{E001}") == [
        "en label of settings.gear is only an icon font's private-use character U+E001, which VoiceOver does not "
          + "speak; set an accessibility label that says what it does"
      ])
    #expect(try Self.messages(" \u{F0001} \u{E002}").count == 1)
  }

  @Test(arguments: ["\u{E001} Settings", "⚙️", "×", "Settings"])
  func aGlyphBesideWordsOrASymbolWithANameIsNot(label: String) throws {
    #expect(try Self.messages(label).isEmpty, "\(label)")
  }
}
