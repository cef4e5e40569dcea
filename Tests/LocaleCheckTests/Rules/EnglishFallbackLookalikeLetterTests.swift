import Testing

@testable import LocaleCheck

/// An English copy with a letter of another script that looks like a Latin one ("Search usеrs"
/// with a Cyrillic "е") is still English (audit 275, beside IceCubesApp's mixed Belarusian "Cочыць").
@Suite("english-fallback: a copy with look-alike letters of another script")
struct EnglishFallbackLookalikeLetterTests {
  @Test func aCopyWithACyrillicLetterIsReported() throws {
    let messages = try Fixture.messages(
      of: "english-fallback", "Search us\u{0435}rs", source: "Search users", locale: "uk")
    #expect(
      messages == [
        "uk shows the en text 'Search us\u{0435}rs' for k, a copy of 'Search users' with Cyrillic '\u{0435}' (U+0435) for 'e'"
      ])
  }

  @Test(arguments: [
    // Greek small omicron in a Greek locale, Cyrillic "о" and "с" with trailing space.
    ("Dark M\u{03BF}de", "Dark Mode", "el"), ("Dark m\u{043E}de \u{0441}olors ", "Dark mode colors", "ru"),
  ])
  func otherLookalikeCopiesAreReported(text: String, source: String, locale: String) throws {
    let messages = try Fixture.messages(of: "english-fallback", text, source: source, locale: locale)
    #expect(messages.count == 1)
    #expect(messages.first?.contains("a copy of '\(source)' with ") == true)
  }

  @Test(arguments: [
    // Russian's own "ОК", all Cyrillic; a translation in Cyrillic words; a Latin brand beside
    // Cyrillic words; a mixed word that is no copy ("Cочыць", a Latin "C" in Belarusian).
    ("\u{041E}\u{041A}", "OK", "ru"), ("\u{041F}\u{043E}\u{0438}\u{0441}\u{043A}", "Search", "ru"),
    ("iPhone \u{0441}\u{043A}\u{0430}\u{0447}\u{0430}\u{0442}\u{044C}", "Download iPhone", "ru"),
    ("C\u{043E}\u{0447}\u{044B}\u{0446}\u{044C}", "Follow", "be"),
  ])
  func translationsPass(text: String, source: String, locale: String) throws {
    #expect(try Fixture.messages(of: "english-fallback", text, source: source, locale: locale).isEmpty)
  }

  @Test func foldingLeavesWordsOfOneScriptAlone() {
    #expect(EnglishFallbackRule.withLatinLookalikes("Search us\u{0435}rs") == "Search users")
    #expect(EnglishFallbackRule.withLatinLookalikes("\u{041E}\u{041A} Google") == nil)
    #expect(EnglishFallbackRule.withLatinLookalikes("Plain ASCII") == nil)
  }
}
