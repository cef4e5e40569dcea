import Testing

@testable import LocaleCheck

/// The app's name (`InfoPlist` `CFBundleDisplayName`) in another table is a name where the
/// locale keeps it, and a copy of English where the locale names the app otherwise.
@Suite("english-fallback: the app's name")
struct EnglishFallbackAppNameTests {
  private static func findings(infoPlist: [String: String], localizable: [String: String]) throws -> [Finding]
  {
    var files: [String: String] = [:]
    for (locale, name) in infoPlist {
      files["\(locale).lproj/InfoPlist.strings"] = CatalogText.strings([("CFBundleDisplayName", name)])
    }
    for (locale, text) in localizable {
      files["\(locale).lproj/Localizable.strings"] = CatalogText.strings([("about.title", text)])
    }
    return try Fixture(files).findings(of: "english-fallback")
  }

  @Test func theNameKeptInALocaleIsNoCopy() throws {
    // geteduroam's Welsh export: the title is the app's name, as the home screen shows it.
    let kept = try Self.findings(
      infoPlist: ["en": "geteduroam", "cy": "geteduroam"],
      localizable: ["en": "geteduroam", "cy": "geteduroam", "de": "geteduroam"])
    #expect(kept.isEmpty)
  }

  @Test func theNameALocaleTranslatesIsACopyWhereItIsLeftInEnglish() throws {
    let findings = try Self.findings(
      infoPlist: ["en": "Calculator", "de": "Rechner", "fr": "Calculator"],
      localizable: ["en": "Calculator", "de": "Calculator", "fr": "Calculator"])
    #expect(findings.map(\.locale) == [LocaleID("de")])
    // Any other English text is still a copy.
    let other = try Self.findings(
      infoPlist: ["en": "Calculator"], localizable: ["en": "Clear history", "de": "Clear history"])
    #expect(other.map(\.locale) == [LocaleID("de")])
  }
}
