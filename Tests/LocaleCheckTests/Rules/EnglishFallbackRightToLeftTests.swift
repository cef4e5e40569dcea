import Testing

@testable import LocaleCheck

/// Copies that right-to-left files dress differently keep their English words (audit 128): a
/// direction mark behind a space, Arabic punctuation, a question mark typed first.
@Suite("english-fallback: right-to-left copies")
struct EnglishFallbackRightToLeftTests {
  @Test(arguments: [
    "Settings\u{200F} ", " \u{200F}Settings", "\u{200F} Settings ", " \u{2068}Settings\u{2069} ",
  ])
  func aDirectionMarkBehindASpaceDoesNotHideACopy(translation: String) throws {
    let fixture = try Fixture([
      "en.lproj/Localizable.strings": CatalogText.strings([("title", "Settings")]),
      "ar.lproj/Localizable.strings": CatalogText.strings([("title", translation)]),
    ])
    #expect(try fixture.findings(of: "english-fallback").map(\.key) == ["title"])
  }

  @Test(arguments: [
    ("Delete؟", "Delete?"), ("Name، Email", "Name, Email"), ("Width؛ Height", "Width; Height"),
    ("?Delete", "Delete?"), ("!Done", "Done!"), ("؟Delete", "Delete?"),
  ])
  func aTextWithRightToLeftPunctuationIsTheSource(text: String, source: String) {
    #expect(EnglishFallbackRule.differsOnlyInRightToLeftPunctuation(text, source))
  }

  @Test(arguments: [
    ("Delete?", "Delete?"), ("حذف؟", "Delete?"), ("?Delete", "?Delete"), ("Delete؟", "Delete"),
    ("?", "?"), ("?Delete it", "Delete?"), ("Name، Email", "Name; Email"),
  ])
  func otherTextsAreNot(text: String, source: String) {
    #expect(!EnglishFallbackRule.differsOnlyInRightToLeftPunctuation(text, source))
  }

  @Test func aCopyWithArabicPunctuationIsReportedAndATranslationIsNot() throws {
    let fixture = try Fixture([
      "en.lproj/Localizable.strings": CatalogText.strings([("delete", "Delete?"), ("names", "Name, Email")]),
      "ar.lproj/Localizable.strings": CatalogText.strings([("delete", "Delete؟"), ("names", "الاسم، البريد")]
      ),
      "he.lproj/Localizable.strings": CatalogText.strings([("delete", "?Delete"), ("names", "שם, דוא״ל")]),
    ])
    #expect(
      try fixture.findings(of: "english-fallback").map(\.message) == [
        // Audit 144: the source's text is quoted too, as the copy is not written alike.
        "ar shows the en text 'Delete؟' for delete, a copy of 'Delete?' with other punctuation",
        "he shows the en text '?Delete' for delete, a copy of 'Delete?' with other punctuation",
      ])
  }

  @Test func aCopyInDirectionMarksQuotesTheSourcesText() throws {
    // Audit 180: the source's text is "Settings"; an override also turns the word round on screen.
    let fixture = try Fixture([
      "en.lproj/Localizable.strings": CatalogText.strings([("a", "Settings"), ("b", "Search")]),
      "ar.lproj/Localizable.strings": CatalogText.strings([
        ("a", "\u{2067}Settings\u{2069}"), ("b", "\u{202E}Search"),
      ]),
    ])
    #expect(
      try fixture.findings(of: "english-fallback").map(\.message) == [
        "ar shows the en text '\u{2067}Settings\u{2069}' for a, a copy of 'Settings' in direction marks",
        "ar shows the en text '\u{202E}Search' for b, a copy of 'Search' in direction marks, which the screen "
          + "shows reversed",
      ])
  }

  @Test func aJoinerAtACopysEndIsWrittenOutInTheMessage() throws {
    // Audit 128: "Save\u{200C}" quoted raw reads as 'Save'; inside a Persian word it stays.
    #expect(EnglishFallbackRule.withVisibleJoiners("Save\u{200C}") == "Save\\u{200C}")
    #expect(EnglishFallbackRule.withVisibleJoiners("\u{200D}Save") == "\\u{200D}Save")
    #expect(EnglishFallbackRule.withVisibleJoiners("می\u{200C}خواهم") == "می\u{200C}خواهم")
  }
}
