import Testing

@testable import LocaleCheck

/// A Japanese app's source text in Latin letters ("Streaming") is English already: an English
/// locale that shows it is no fallback and no gap (audit 126: iMast); other locales still are.
@Suite("english-fallback: Latin text of a source in another script")
struct LatinSourceTextTests {
  @Test(arguments: [
    (["Streaming"], "en", "ja", true), (["LTL", "App: %@"], "en-GB", "zh-Hans", true),
    (["© 2023 THE Uhooi"], "en", "ru", true), (["Streaming"], "ko", "ja", false),
    (["Streaming"], "en", "de", false), (["ストリーミング"], "en", "ja", false), (["Stream 配信"], "en", "ja", false),
    // Review 106: Serbian apps write Latin too; a token, a non-English letter, Japanese punctuation.
    (["Postavke"], "en", "sr", false), (["settings_title_label"], "en", "ja", false),
    (["Café"], "en", "ru", false),
    (["Streaming。"], "en", "ja", false),
  ])
  func latinTextOfANonLatinSourceReadsAsEnglishInEnglish(
    texts: [String], locale: String, source: String, readsAsEnglish: Bool
  ) {
    #expect(
      LatinSourceText.readsAsEnglish(texts, in: LocaleID(locale), source: LocaleID(source)) == readsAsEnglish)
  }

  @Test func anEnglishCopyOrGapIsNotReportedButAKoreanCopyIs() throws {
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings(
        [
          "streaming": ["ja": "Streaming", "en": "Streaming", "ko": "Streaming"],
          "hello": ["ja": "こんにちは", "ko": "안녕하세요"], "ltl": ["ja": "LTL"],
        ], source: "ja")
    ])
    #expect(
      try fixture.findings(of: "english-fallback").map(\.message) == [
        "ko shows the ja text 'Streaming' for streaming"
      ])
    #expect(
      try fixture.findings(of: "missing-translation").map(\.message) == [
        "en has no translation for 'こんにちは' (hello); VoiceOver reads the ja text",
        "ko has no translation for 'LTL' (ltl); VoiceOver reads the ja text",
      ])
  }
}
