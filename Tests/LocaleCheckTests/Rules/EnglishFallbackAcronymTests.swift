import Testing

@testable import LocaleCheck

/// File formats, protocols and identifiers ("PDF", "URL", "UUID") and Apple's product names
/// ("Face ID") read alike in every language (audits 117, 118, 122: Zotero, Ruuvi, MonitorControl).
@Suite("english-fallback: acronyms and product names")
struct EnglishFallbackAcronymTests {
  @Test(arguments: ["PDF", "(PDF)", "URL:", "UUID", "HTML / EPUB", "GPS", "ID:"])
  func acronymsAreNoWords(text: String) {
    #expect(!LabelText.hasWords(text, in: LocaleID("ja")))
    #expect(!LabelText.hasWords(text, in: LocaleID("de")))
  }

  @Test(arguments: ["SAVE", "NEW", "OK", "RAW", "Export PDF", "PDFs", "Pdf", "URL copied"])
  func wordsBesideOrLikeAcronymsAreWords(text: String) {
    #expect(LabelText.hasWords(text, in: LocaleID("ja")))
  }

  @Test func copiesOfAcronymsAndProductNamesAreNotReportedNorTheirGaps() throws {
    let fixture = try Fixture([
      "en.lproj/Localizable.strings": CatalogText.strings([
        ("format", "PDF"), ("biometry", "Face ID"), ("share", "Share PDF"), ("url", "URL"),
      ]),
      "ko.lproj/Localizable.strings": CatalogText.strings([
        ("format", "PDF"), ("biometry", "Face ID"), ("share", "Share PDF"),
      ]),
    ])
    #expect(
      try fixture.findings(of: "english-fallback").map(\.message) == [
        "ko shows the en text 'Share PDF' for share"
      ])
    #expect(try fixture.findings(of: "missing-translation").isEmpty)
  }
}
