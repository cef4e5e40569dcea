import Testing

@testable import LocaleCheck

/// A copy of the source whose quotation marks alone changed keeps the English words (audit 124:
/// Genshin Pizza Helper's Siri prompts, `『${value}』` for `‘${value}’` in Traditional Chinese).
@Suite("english-fallback: copies with other quotation marks")
struct EnglishFallbackQuotationMarkTests {
  @Test(arguments: [
    ("Just to confirm, you wanted 『${value}』?", "Just to confirm, you wanted ‘${value}’?"),
    ("„Save“ failed", "“Save” failed"), ("Open 'Files'", "Open “Files”"), ("Open « Files »", "Open “Files”"),
    ("Open «\u{00A0}Files\u{00A0}»", "Open \"Files\""), ("Open ״Files״", "Open “Files”"),
    ("Open ׳Files׳", "Open 'Files'"), ("Open ″Files″", "Open \"Files\""),
  ])
  func aTextWithOtherMarksIsTheSourceWithOtherMarks(text: String, source: String) {
    #expect(EnglishFallbackRule.differsOnlyInQuotationMarks(text, source))
  }

  @Test(arguments: [
    ("“Save” failed", "“Save” failed"), ("« Enregistrer »", "“Save”"), ("『保存』", "‘Save’"),
    ("“Save” failed.", "“Save” failed"), ("“Save”", "“Save” failed"),
  ])
  func otherTextsDifferInMore(text: String, source: String) {
    #expect(!EnglishFallbackRule.differsOnlyInQuotationMarks(text, source))
  }

  @Test func aCopyWithOtherMarksIsReportedAndATranslationIsNot() throws {
    let fixture = try Fixture([
      "en.lproj/AppIntents.strings": CatalogText.strings([
        ("confirm", "Just to confirm, you wanted ‘${value}’?"), ("pick", "Pick ‘${value}’"),
      ]),
      "zh-Hant.lproj/AppIntents.strings": CatalogText.strings([
        ("confirm", "Just to confirm, you wanted 『${value}』?"), ("pick", "選擇『${value}』"),
      ]),
    ])
    #expect(
      try fixture.findings(of: "english-fallback").map(\.message) == [
        "zh-Hant shows the en text 'Just to confirm, you wanted 『${value}』?' for confirm, a copy of "
          + "'Just to confirm, you wanted ‘${value}’?' with other punctuation"
      ])
  }

  @Test func wordsWithAnotherEndingAreACopyAndOneWordOrAnotherCaseIsNot() throws {
    // Audit 150: VLC's Khmer "Purchase Failed" for "Purchase Failed.", "Save as..." for "Save
    // as…"; French writes "Format :" for "Format:", and its "OK" is no copy of "Ok" (in Khmer,
    // written in another script, it is; audit 155).
    let fixture = try Fixture([
      "en.lproj/Localizable.strings": CatalogText.strings([
        ("failed", "Purchase Failed."), ("save", "Save as…"), ("format", "Format:"), ("ok", "Ok"),
      ]),
      "km.lproj/Localizable.strings": CatalogText.strings([
        ("failed", "Purchase Failed"), ("save", "Save as..."),
      ]),
      "fr.lproj/Localizable.strings": CatalogText.strings([
        ("failed", "Échec de l’achat"), ("save", "Enregistrer sous…"), ("format", "Format :"), ("ok", "OK"),
      ]),
    ])
    #expect(
      try fixture.findings(of: "english-fallback").map(\.message) == [
        "km shows the en text 'Purchase Failed' for failed, a copy of 'Purchase Failed.' with other punctuation",
        "km shows the en text 'Save as...' for save, a copy of 'Save as…' with other punctuation",
      ])
  }
}
