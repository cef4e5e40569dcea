import Testing

@testable import LocaleCheck

/// The text SwiftUI shows for a label written with inline Markdown.
@Suite("Markdown text")
struct MarkdownTextTests {
  @Test(arguments: [
    ("I agree to the **Terms**", "I agree to the Terms"),
    ("Read our [Privacy Policy](https://example.com/privacy)", "Read our Privacy Policy"),
    ("^[%lld file](inflect: true)", "%lld file"),
    ("*Really* delete ~~it~~?", "Really delete it?"),
    ("Press `⌘K` or __Escape__", "Press ⌘K or Escape"),
    ("_Draft_ saved", "Draft saved"),
    ("Use \\*stars\\*", "Use *stars*"),
    ("[**Bold link**](x)", "Bold link"),
    // German gender star (Mastodon's "Scene.ServerRules.Subtitle"): the lone `*` stays.
    ("Regeln der Moderator*innen von **%@**.", "Regeln der Moderator*innen von %@."),
    ("Alle Nutzer*innen und *alle* Gäste", "Alle Nutzer*innen und alle Gäste"),
    ("***Both***", "Both"),
    ("*a *b* c*", "a b c"),
    // A `*` between spaces opens nothing: the emphasis around it still closes.
    ("*5 * 3 = 15*", "5 * 3 = 15"),
  ])
  func markdownIsRendered(_ text: String, _ shown: String) {
    #expect(MarkdownText.plainText(of: text) == shown)
  }

  @Test(arguments: [
    "Sign in", "snake_case_name", "5 * 3 = 15", "[Beta] Feature", "100% *", "a_b and c_d", "Price: 5 ~ 6",
  ])
  func plainTextHasNoMarkdown(_ text: String) {
    #expect(MarkdownText.plainText(of: text) == nil)
  }

  @Test func manyOpenersWithoutClosersStayText() {
    // Each opener is searched once: thousands of them end, they do not explode.
    let text = String(repeating: "*a ", count: 3_000)
    #expect(MarkdownText.plainText(of: text) == nil)
  }
}
