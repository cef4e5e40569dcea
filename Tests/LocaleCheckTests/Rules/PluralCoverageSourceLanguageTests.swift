import Testing

@testable import LocaleCheck

/// Plurals of a source language with one form (Japanese, Chinese, Korean: `other` only): the
/// source's plural variation is there for its translations, which must vary by plural.
@Suite("plural-coverage: one-form source languages")
struct PluralCoverageSourceLanguageTests {
  static func messages(source: String, sourceText: String, translations: [String: String]) throws -> [String]
  {
    let values = translations.sorted { $0.key < $1.key }.map {
      "\"\($0.key)\":\(CatalogText.stringUnit($0.value))"
    }
    let catalog = """
      {"sourceLanguage":"\(source)","version":"1.0","strings":{"photos.count":{"localizations":{
      "\(source)":{"variations":{"plural":{"other":\(CatalogText.stringUnit(sourceText))}}},
      \(values.joined(separator: ","))}}}}
      """
    return try Fixture(["Localizable.xcstrings": catalog]).findings(of: "plural-coverage").map(\.message)
  }

  @Test func aTranslationThatIsOneTextForAJapanesePluralIsReported() throws {
    #expect(
      try Self.messages(
        source: "ja", sourceText: "%lld件の写真", translations: ["en": "%lld photos", "zh-Hans": "%lld张照片"])
        == [
          "en plural of photos.count is one text for every count ('%lld photos'), which the source has as a plural "
            + "(en needs one, other)"
        ])
  }

  @Test func aTextThatReadsRightForEveryCountPasses() throws {
    #expect(
      try Self.messages(source: "ko", sourceText: "사진 %lld장", translations: ["en": "Photos: %lld"]).isEmpty)
  }
}
