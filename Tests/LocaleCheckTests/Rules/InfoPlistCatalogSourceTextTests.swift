import Testing

@testable import LocaleCheck

/// An `Info.plist` beside the `InfoPlist.xcstrings` that Xcode 15 makes for it gives the prompts'
/// source text, as it does beside `.lproj` folders (audit 125: OneScoop's Health prompts).
@Suite("Info.plist beside InfoPlist.xcstrings")
struct InfoPlistCatalogSourceTextTests {
  private static let infoPlist = PropertyListSourceTextTests.infoPlist([
    ("CFBundleDisplayName", "OneScoop"), ("NSCameraUsageDescription", "OneScoop scans a barcode."),
    ("NSMicrophoneUsageDescription", "OneScoop listens for the word done."),
  ])

  @Test func aPromptTheCatalogLacksIsMissingInEachLocale() throws {
    let catalog = CatalogText.xcstrings(
      [
        "NSCameraUsageDescription": [
          "en": "OneScoop scans a barcode.", "de": "OneScoop scannt einen Barcode.",
        ]
      ])
    let fixture = try Fixture(["App/Info.plist": Self.infoPlist, "App/InfoPlist.xcstrings": catalog])
    let findings = try fixture.findings(of: "missing-translation")
    #expect(
      findings.map(\.message) == [
        "de has no translation for 'OneScoop listens for the word done.' (NSMicrophoneUsageDescription); "
          + "the permission alert shows the en text"
      ])
  }

  @Test func thePlistsTextIsTheSourceWhereTheCatalogHasNoSourceValue() throws {
    // The key stands in for a catalog's missing source value; Info.plist's text is the real one.
    let catalog = CatalogText.xcstrings(
      [
        "NSCameraUsageDescription": ["de": "OneScoop scans a barcode."],
        "CFBundleDisplayName": ["de": "EinLöffel"],
      ])
    let fixture = try Fixture(["App/Info.plist": Self.infoPlist, "App/InfoPlist.xcstrings": catalog])
    #expect(
      try fixture.findings(of: "english-fallback").map(\.message) == [
        "de shows the en text 'OneScoop scans a barcode.' for NSCameraUsageDescription"
      ])
  }

  @Test func aFolderWithOtherCatalogsOnlyLeavesItsPlistAlone() throws {
    let catalog = CatalogText.xcstrings(["Save": ["en": "Save", "de": "Sichern"]])
    let fixture = try Fixture(["App/Info.plist": Self.infoPlist, "App/Localizable.xcstrings": catalog])
    #expect(try fixture.findings(of: "missing-translation").isEmpty)
  }
}
