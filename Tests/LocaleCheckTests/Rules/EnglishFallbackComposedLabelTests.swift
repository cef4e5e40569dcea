import Testing

@testable import LocaleCheck

/// A translation may move arguments between its format and its forms; Foundation puts the form
/// in place of the variable before formatting, so the label it makes is what the user sees
/// (audit 122, Zotero's `settings.storage.files_size_and_unit`).
@Suite("english-fallback: the label a format and its forms make")
struct EnglishFallbackComposedLabelTests {
  private static let english = FixturePluralRule(
    "files_size", format: "%#@files@ (%.2f %@)", variable: "files",
    forms: [("one", "1 file"), ("other", "%d files")])

  private static func messages(_ translations: [String: FixturePluralRule]) throws -> [String] {
    var files = ["en.lproj/Localizable.stringsdict": CatalogText.stringsdict([english])]
    for (locale, rule) in translations {
      files["\(locale).lproj/Localizable.stringsdict"] = CatalogText.stringsdict([rule])
    }
    return try Fixture(files).findings(of: "english-fallback").map(\.message)
  }

  @Test func argumentsMovedIntoACopiedFormMakeTheEnglishLabel() throws {
    let japanese = FixturePluralRule(
      "files_size", format: "%#@files@", variable: "files", forms: [("other", "%d files (%.2f %@)")])
    #expect(
      try Self.messages(["ja": japanese]) == ["ja shows the en text '%d files (%.2f %@)' for files_size"])
  }

  @Test func aTranslatedLabelWithMovedArgumentsPasses() throws {
    let japanese = FixturePluralRule(
      "files_size", format: "%#@files@", variable: "files", forms: [("other", "%d 個のファイル (%.2f %@)")])
    let korean = FixturePluralRule(
      "files_size", format: "%#@files@ (%.2f %@)", variable: "files", forms: [("other", "파일 %d개")])
    #expect(try Self.messages(["ja": japanese, "ko": korean]).isEmpty)
  }

  @Test func aCopiedFormIsReportedOnceAsItsForm() throws {
    let korean = FixturePluralRule(
      "files_size", format: "%#@files@ (%.2f %@)", variable: "files", forms: [("other", "%d files")])
    #expect(
      try Self.messages(["ko": korean]) == [
        "ko shows the en text '%d files' for files_size (substitutions.files.plural.other)"
      ])
  }

  @Test func aFormatThatKeepsOnlyASharedWordIsNoCopyWhereItsFormsAreTranslated() throws {
    // Audit 131: "%1$#@files@ in %2$#@folders@" in German, "in" a German word too; the label
    // is "%d Dateien in %@". A copied format whose forms are copied too is still reported.
    let files = CatalogText.filesVariable(
      "in_folder", format: "%#@files@ in %@",
      translations: ["de": CatalogText.germanFileForms, "nl": [("one", "%d file"), ("other", "%d files")]])
    let messages = try Fixture(files).findings(of: "english-fallback").map(\.message)
    #expect(!messages.contains { $0.hasPrefix("de ") })
    #expect(messages.contains("nl shows the en text '%#@files@ in %@' for in_folder"))
  }

  @Test(arguments: ["%#@files@ selected", "Add %#@files@"])
  func aFormatWithAnEnglishWordOfItsOwnIsACopy(format: String) throws {
    // Review 109: "Add 3 Dateien" is English too; only a word many languages share ("in") is not.
    let files = CatalogText.filesVariable(
      "k", format: format, translations: ["de": CatalogText.germanFileForms])
    #expect(
      try Fixture(files).findings(of: "english-fallback").map(\.message) == [
        "de shows the en text '\(format)' for k"
      ])
  }

  @Test func aFormatWithALongerWordOfItsOwnIsACopy() throws {
    // Review 108: "%#@files@ selected" reads "3 Dateien selected"; one short word may be both
    // languages' ("in").
    let files = CatalogText.filesVariable(
      "selected", format: "%#@files@ selected", translations: ["de": CatalogText.germanFileForms])
    #expect(
      try Fixture(files).findings(of: "english-fallback").map(\.message) == [
        "de shows the en text '%#@files@ selected' for selected"
      ])
  }

  @Test func aFormatWithMoreEnglishWordsIsACopyWhateverItsFormsSay() throws {
    // Wire's Polish "%1$@ pinged%2$#@new_knocks@in a conversation" (audit 123): the forms are
    // Polish, the sentence around them English.
    let english = FixturePluralRule(
      "knock", format: "%@ pinged %#@knocks@ in a conversation", variable: "knocks",
      forms: [("one", "%d time"), ("other", "%d times")])
    let polish = FixturePluralRule(
      "knock", format: "%@ pinged %#@knocks@ in a conversation", variable: "knocks",
      forms: [("one", "%d raz"), ("few", "%d razy"), ("many", "%d razy"), ("other", "%d razy")])
    let files = [
      "en.lproj/Localizable.stringsdict": CatalogText.stringsdict([english]),
      "pl.lproj/Localizable.stringsdict": CatalogText.stringsdict([polish]),
    ]
    #expect(
      try Fixture(files).findings(of: "english-fallback").map(\.message) == [
        "pl shows the en text '%@ pinged %#@knocks@ in a conversation' for knock"
      ])
  }
}
