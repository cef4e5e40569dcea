import Testing

@testable import LocaleCheck

/// A copy of the source in other letter case, in a locale of another script than Latin, is the
/// English word (audit 155: eul's zh-Hans "Nice" for "nice", an edit that read as a fix).
@Suite("english-fallback: a copy in other letter case")
struct EnglishFallbackLetterCaseTests {
  @Test(arguments: [
    ("Nice", "nice", "zh-Hans"), ("SETTINGS", "Settings", "ru"), ("Log In", "Log in", "ja"),
    ("Cancel", "CANCEL", "ar"),
    // Serbian in Cyrillic letters, as its locale names them (review 122).
    ("Nice", "nice", "sr-Cyrl"),
  ])
  func aCopyInOtherCaseIsReported(text: String, source: String, locale: String) throws {
    let messages = try Fixture.messages(of: "english-fallback", text, source: source, locale: locale)
    #expect(
      messages == ["\(locale) shows the en text '\(text)' for k, a copy of '\(source)' in other letter case"])
  }

  @Test(arguments: [
    // A language written in Latin letters spells words its own way; Serbian is written in both.
    ("OK", "Ok", "de"), ("Nice", "nice", "fr"), ("Nice", "nice", "sr"),
    // An acronym as the translation writes it, and words that differ in more than case.
    ("GIF", "Gif", "zh-Hans"), ("Nice!", "nice", "zh-Hans"),
    // A name as the source writes it (review 122).
    ("IOS", "iOS", "zh-Hans"), ("APPLE TV", "Apple TV", "ja"),
  ])
  func otherCopiesAndLanguagesPass(text: String, source: String, locale: String) throws {
    #expect(try Fixture.messages(of: "english-fallback", text, source: source, locale: locale).isEmpty)
  }

  /// Other quotation marks and other case at once (audit 282, Mastodon's Russian "Didn’t get a
  /// link?"): each alone was told, both together passed.
  @Test func aCopyWithOtherMarksAndCaseIsReported() throws {
    let messages = try Fixture.messages(
      of: "english-fallback", "Didn\u{2019}t get a link?", source: "Didn't get a Link?", locale: "ru")
    #expect(
      messages == [
        "ru shows the en text 'Didn\u{2019}t get a link?' for k, a copy of 'Didn't get a Link?' with other "
          + "punctuation and letter case"
      ])
    // Not in a language written in Latin letters, nor for more than marks and case.
    #expect(
      try Fixture.messages(
        of: "english-fallback", "Didn\u{2019}t get a link?", source: "Didn't get a Link?", locale: "de"
      ).isEmpty)
    #expect(
      try Fixture.messages(
        of: "english-fallback", "Didn\u{2019}t get links?", source: "Didn't get a Link?", locale: "ru"
      ).isEmpty)
  }
}
