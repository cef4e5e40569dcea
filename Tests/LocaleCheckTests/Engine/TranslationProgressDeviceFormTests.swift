import Testing

@testable import LocaleCheck

/// `inspect` counts a key as `missing-translation` reads its device forms (audit 205): a set
/// without `other` that leaves out devices the source has text for is not done; one with
/// `other`, or with fewer forms than the source (Xcode exports a locale's own forms), is.
@Suite("Translation progress: device forms")
struct TranslationProgressDeviceFormTests {
  static func catalog(german: String) -> String {
    """
    {"sourceLanguage":"en","version":"1.0","strings":{"open.hint":{"localizations":{
    "en":{"variations":{"device":{"iphone":{"stringUnit":{"state":"translated","value":"Tap to open"}},
    "mac":{"stringUnit":{"state":"translated","value":"Click to open"}},
    "other":{"stringUnit":{"state":"translated","value":"Tap to open"}}}}},
    "de":{"variations":{"device":{\(german)}}}}}}}
    """
  }

  static let iphone = #""iphone":{"stringUnit":{"state":"translated","value":"Tippen zum Öffnen"}}"#
  static let other = #""other":{"stringUnit":{"state":"translated","value":"Tippen zum Öffnen"}}"#

  @Test func aSetWithoutOtherThatLeavesOutADeviceIsNotDone() throws {
    let fixture = try Fixture(["Localizable.xcstrings": Self.catalog(german: Self.iphone)])
    #expect(
      TranslationProgress.measure(fixture.catalog(), locale: LocaleID("de"))
        == TranslationProgress(total: 1, translated: 0))
    #expect(try fixture.findings(of: "missing-translation").count == 1, "as matrix says")
  }

  @Test func aSetWithOtherIsDoneThoughItLacksTheMacForm() throws {
    let fixture = try Fixture(["Localizable.xcstrings": Self.catalog(german: Self.iphone + "," + Self.other)])
    #expect(
      TranslationProgress.measure(fixture.catalog(), locale: LocaleID("de"))
        == TranslationProgress(total: 1, translated: 1))
    #expect(try fixture.findings(of: "missing-translation").isEmpty)
  }
}
