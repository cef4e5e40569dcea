import Testing

@testable import LocaleCheck

/// File formats, protocols and identifiers ("PDF", "URL", "UUID") and Apple's product names
/// ("Apple Pay") read alike in every language (audits 117, 118, 122: Zotero, Ruuvi, MonitorControl).
@Suite("english-fallback: acronyms and product names")
struct EnglishFallbackAcronymTests {
  @Test(arguments: ["PDF", "(PDF)", "URL:", "UUID", "HTML / EPUB", "GPS", "ID:"])
  func acronymsAreNoWords(text: String) {
    #expect(!LabelText.hasWords(text, in: LocaleID("ja")))
    #expect(!LabelText.hasWords(text, in: LocaleID("de")))
  }

  @Test(arguments: [
    "SAVE", "NEW", "OK", "RAW", "Export PDF", "PDFs", "Pdf", "URL copied",
    // Acronyms languages translate (French IA, RVB), and acronyms side by side, an English phrase.
    "AI", "RGB", "API URL:", "USB PIN",
  ])
  func wordsBesideOrLikeAcronymsAreWords(text: String) {
    #expect(LabelText.hasWords(text, in: LocaleID("ja")))
  }

  @Test func copiesOfAcronymsAndProductNamesAreNotReportedNorTheirGaps() throws {
    let fixture = try Fixture([
      "en.lproj/Localizable.strings": CatalogText.strings([
        ("format", "PDF"), ("wallet", "Apple Pay"), ("share", "Share PDF"), ("url", "URL"),
        ("biometry", "Face ID"),
      ]),
      "ko.lproj/Localizable.strings": CatalogText.strings([
        ("format", "PDF"), ("wallet", "Apple Pay"), ("share", "Share PDF"), ("biometry", "Face ID"),
      ]),
    ])
    #expect(
      try fixture.findings(of: "english-fallback").map(\.message) == [
        "ko shows the en text 'Share PDF' for share",
        // Apple writes 面容 ID in Chinese: a name that some language translates is judged.
        "ko shows the en text 'Face ID' for biometry",
      ])
    #expect(try fixture.findings(of: "missing-translation").isEmpty)
  }
}
