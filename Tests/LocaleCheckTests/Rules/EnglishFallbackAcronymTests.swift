import Testing

@testable import LocaleCheck

/// File formats, protocols and identifiers ("PDF", "URL", "UUID") and Apple's product names
/// ("Apple Pay") read alike in every language (audits 117, 118, 122: Zotero, Ruuvi, MonitorControl).
@Suite("english-fallback: acronyms and product names")
struct EnglishFallbackAcronymTests {
  @Test(arguments: [
    "PDF", "(PDF)", "URL:", "UUID", "HTML / EPUB", "GPS", "ID:", "SMB", "NFS", "DLNA", "RTSP",
  ])
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
        "ko shows the en text 'Share PDF' for share"
      ])
    #expect(try fixture.findings(of: "missing-translation").isEmpty)
  }

  @Test func biometricNamesAreJudgedWhereAppleTranslatesThem() throws {
    // Apple writes "Face ID" in Korean, Japanese, German, Traditional Chinese; 面容 ID in
    // Simplified Chinese and بصمة الوجه in Arabic (review 103).
    let copy = CatalogText.strings([("biometry", "Face ID"), ("fingerprint", "Touch ID")])
    let fixture = try Fixture([
      "en.lproj/Localizable.strings": copy, "ja.lproj/Localizable.strings": copy,
      "zh-Hant.lproj/Localizable.strings": copy, "zh-Hans.lproj/Localizable.strings": copy,
      "ar.lproj/Localizable.strings": copy,
    ])
    let findings = try fixture.findings(of: "english-fallback")
    #expect(Set(findings.compactMap { $0.locale?.identifier }) == ["ar", "zh-Hans"])
    #expect(findings.count == 4)
  }

  /// Apple's own software keeps "Bluetooth", "True Tone" and "Safari" in most languages but
  /// translates them in Simplified Chinese (蓝牙, 原彩, "Safari浏览器"); Traditional Chinese writes
  /// 藍牙 and 原彩 too (audit 234). "Night Shift" is also a rota's, to translate (review 167).
  @Test func appleFeatureNamesAreJudgedWhereAppleTranslatesThem() throws {
    let copy = CatalogText.strings([
      ("bluetooth", "Bluetooth"), ("tone", "True Tone"), ("night", "Night Shift"), ("browser", "Safari"),
      ("dock", "Dock"),
    ])
    let fixture = try Fixture([
      "en.lproj/Localizable.strings": copy, "de.lproj/Localizable.strings": copy,
      "ja.lproj/Localizable.strings": copy, "zh-Hant.lproj/Localizable.strings": copy,
      "zh-Hans.lproj/Localizable.strings": copy,
    ])
    let copies = try fixture.findings(of: "english-fallback").map { "\($0.locale!) \($0.actual!)" }
    #expect(
      copies.sorted() == [
        "de Dock", "de Night Shift", "ja Dock", "ja Night Shift", "zh-Hans Bluetooth", "zh-Hans Dock",
        "zh-Hans Night Shift", "zh-Hans Safari", "zh-Hans True Tone", "zh-Hant Bluetooth", "zh-Hant Dock",
        "zh-Hant Night Shift", "zh-Hant True Tone",
      ])
  }
}
