import Testing

@testable import LocaleCheck

/// A one-word Markdown link is its label as SwiftUI renders it: "[Contribute](https://…)" copied
/// or left untranslated is English, as the bare word is (audit 277: SimpleX's Arabic settings row).
@Suite("english-fallback and missing-translation: a one-word Markdown link")
struct MarkdownLinkCopyTests {
  @Test func aCopiedLinkIsEnglish() throws {
    let messages = try Fixture.messages(
      of: "english-fallback", "[Contribute](https://example.com)",
      source: "[Contribute](https://example.com)",
      locale: "de")
    #expect(messages == ["de shows the en text '[Contribute](https://example.com)' for k"])
  }

  @Test func anUntranslatedLinkIsAGap() throws {
    let fixture = try Fixture([
      "App/en.lproj/Localizable.strings": CatalogText.strings([
        ("contribute", "[Contribute](https://example.com)"), ("save", "Save"),
      ]),
      "App/de.lproj/Localizable.strings": CatalogText.strings([("save", "Sichern")]),
    ])
    #expect(try fixture.findings(of: "missing-translation").map(\.key) == ["contribute"])
  }

  @Test func aLinkWhoseLabelIsAnAddressIsNoWord() throws {
    let text = "[https://example.com](https://example.com)"
    #expect(try Fixture.messages(of: "english-fallback", text, source: text, locale: "de").isEmpty)
  }
}
