import Testing

@testable import LocaleCheck

/// Device forms of a translation that are one text where the source's text varies by plural.
@Suite("plural-coverage: device forms")
struct PluralCoverageDeviceFormTests {
  static func leaf(_ text: String) -> String { CatalogText.stringUnit(text) }
  static let englishPlural =
    "{\"variations\":{\"plural\":{\"one\":\(leaf("%lld file")),\"other\":\(leaf("%lld files"))}}}"

  func messages(english: String, russian: String) throws -> [String] {
    let catalog = """
      {"sourceLanguage":"en","version":"1.0","strings":{"%lld files":{"localizations":{
      "en":\(english),"ru":\(russian)}}}}
      """
    return try Fixture(["Localizable.xcstrings": catalog]).findings(of: "plural-coverage").map(\.message)
  }

  @Test func aPlainDeviceFormOfAPluralSourceIsOneTextForEveryCount() throws {
    let russian =
      "{\"variations\":{\"device\":{\"mac\":\(Self.leaf("%lld файлов")),\"other\":\(Self.leaf("Файлов: %lld"))}}}"
    #expect(
      try messages(english: Self.englishPlural, russian: russian) == [
        "ru plural of %lld files (device.mac) is one text for every count ('%lld файлов'), which the source varies by plural "
          + "(ru needs one, few, many, other)"
      ])
  }

  @Test func aDeviceTheSourceDoesNotVaryByPluralPasses() throws {
    // The source's Mac text is one text; its other devices' (iPhone's here) vary by plural.
    let english =
      "{\"variations\":{\"device\":{\"mac\":\(Self.leaf("%lld items")),\"other\":\(Self.englishPlural)}}}"
    let russian =
      "{\"variations\":{\"device\":{\"mac\":\(Self.leaf("%lld элементов")),\"iphone\":\(Self.leaf("%lld файлов"))}}}"
    #expect(
      try messages(english: english, russian: russian) == [
        "ru plural of %lld files (device.iphone) is one text for every count ('%lld файлов'), which the source varies by "
          + "plural (ru needs one, few, many, other)"
      ])
  }
}
