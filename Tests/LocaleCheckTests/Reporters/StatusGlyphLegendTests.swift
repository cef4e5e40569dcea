import Testing

@testable import LocaleCheck

/// What the legend calls `EN`, the source language's text in a translation (audit 107, reviews 96
/// and 97).
@Suite("Status glyph legend")
struct StatusGlyphLegendTests {
  @Test(arguments: [
    (["en"], "EN English fallback"), (["en", "en-GB"], "EN English fallback"),
    (["de"], "EN de text (source language)"),
    (["de", "en"], "EN source-language text (de, en)"),
    // Two scripts of one language are two texts: a widget's cells show zh-Hant.
    (["zh-Hans", "zh-Hant"], "EN source-language text (zh-Hans, zh-Hant)"),
  ])
  func theLegendNamesTheSourcesText(sources: [String], expected: String) {
    #expect(StatusGlyph.legendItems(sources: sources.map { LocaleID($0) })[2] == expected)
  }
}
