import Testing

@testable import LocaleCheck

/// Three full stops take about the room of "…" (audit 286: DuckDuckGo's translators write "..."
/// for the source's "…").
@Suite("length-expansion: three full stops")
struct LengthExpansionEllipsisTests {
  @Test(arguments: [
    ("Verbinden...", 10), ("Verbinden…", 10), ("Wait.....", 7), ("1.5 GB", 6), ("... and more", 10),
    ("Pages 1...3", 11),
  ])
  func threeFullStopsCountAsOne(text: String, length: Int) {
    #expect(LengthExpansionRule.shownLength(of: text, rendersMarkdown: false) == length)
  }

  @Test func aTranslationWithThreeFullStopsIsMeasuredAsWithAnEllipsis() throws {
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings([
        // 20 characters as written, 18 shown: up to 19 pass beside "Export…" (7).
        "Export…": [
          "en": "Export…", "es": "Exportar archivos...", "fr": "Exporter les fichiers et dossiers...",
        ]
      ])
    ])
    #expect(try fixture.findings(of: "length-expansion").map(\.locale) == [LocaleID("fr")])
  }
}
