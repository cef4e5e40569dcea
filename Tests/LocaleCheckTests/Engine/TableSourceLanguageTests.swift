import Testing

@testable import LocaleCheck

/// Each table is judged against the source language it declares: a Dutch app's catalog beside an
/// English package's in one run gets the same findings as when checked alone.
@Suite("Source language per table")
struct TableSourceLanguageTests {
  private static let dutchApp = CatalogText.xcstrings(
    [
      "Info": ["nl": "Info", "en": "Info"], "Opslaan": ["nl": "Opslaan", "en": "Save"],
      "Sluiten": ["nl": "Sluiten"],
    ],
    source: "nl")
  private static let englishPackage = CatalogText.xcstrings(
    ["Done": ["en": "Done", "nl": "Klaar"], "Cancel": ["en": "Cancel", "nl": "Cancel"]])

  private static func messages(_ files: [String: String]) throws -> [String] {
    try Fixture(files).report().findings.map { "\($0.position?.file ?? "-") \($0.message)" }.sorted()
  }

  @Test func aMixedRunMatchesTheRunsAlone() throws {
    let alone =
      try Self.messages(["App/Localizable.xcstrings": Self.dutchApp])
      + Self.messages(["Package/Localizable.xcstrings": Self.englishPackage])
    let together = try Self.messages([
      "App/Localizable.xcstrings": Self.dutchApp, "Package/Localizable.xcstrings": Self.englishPackage,
    ])
    #expect(together == alone.sorted())
    #expect(
      together.contains(
        "App/Localizable.xcstrings en has no translation for 'Sluiten'; VoiceOver reads the nl text"
      ))
    #expect(together.contains("Package/Localizable.xcstrings nl shows the en text 'Cancel'"))
  }

  @Test func anExplicitSourceLocaleAppliesToEveryTable() throws {
    let fixture = try Fixture([
      "App/Localizable.xcstrings": Self.dutchApp, "Package/Localizable.xcstrings": Self.englishPackage,
    ])
    let catalog = fixture.catalog(sourceLocale: "en")
    #expect(catalog.tables.map(catalog.sourceLocale(of:)) == [LocaleID("en"), LocaleID("en")])
    #expect(fixture.catalog().tables.map(\.sourceLocale) == [LocaleID("nl"), LocaleID("en")])
  }

  @Test func aTableOfLprojFoldersTakesItsBundlesLanguageElseEnglish() throws {
    let fixture = try Fixture([
      "App/Localizable.xcstrings": Self.dutchApp,
      // The Dutch app's own `.lproj` table, a package's with English files, and one without.
      "App/nl.lproj/InfoPlist.strings": "\"CFBundleName\" = \"Notities\";",
      "App/en.lproj/InfoPlist.strings": "\"CFBundleName\" = \"Notes\";",
      "Package/en.lproj/Localizable.strings": "\"Cancel\" = \"Cancel\";",
      "Package/nl.lproj/Localizable.strings": "\"Cancel\" = \"Cancel\";",
      "Widget/Base.lproj/Main.strings": "\"title\" = \"Notities\";",
      "Widget/nl.lproj/Main.strings": "\"title\" = \"Notities\";",
      "Widget/fr.lproj/Main.strings": "\"title\" = \"Notes\";",
      // A storyboard's table: Base is the Dutch text, English a translation of it.
      "Scenes/Base.lproj/Main.strings": "\"title\" = \"Instellingen\";",
      "Scenes/en.lproj/Main.strings": "\"title\" = \"Settings\";",
      // An English framework: its `en.lproj` copies Base, and Dutch is a translation.
      "Fw/Base.lproj/Updater.strings": "\"later\" = \"Later\";\n\"now\" = \"Now\";",
      "Fw/en.lproj/Updater.strings": "\"later\" = \"Later\";\n\"now\" = \"Now\";",
      "Fw/nl.lproj/Updater.strings": "\"now\" = \"Nu\";",
    ])
    let catalog = fixture.catalog()
    #expect(
      catalog.tables.map { "\($0.bundle)/\($0.name) \(catalog.sourceLocale(of: $0))" } == [
        "App/InfoPlist nl", "App/Localizable nl", "Fw/Updater en", "Package/Localizable en", "Scenes/Main nl",
        "Widget/Main nl",
      ])
    let messages = try Self.messages(fixture.files)
    #expect(
      messages.contains("Package/nl.lproj/Localizable.strings nl shows the en text 'Cancel'"))
    #expect(messages.contains { $0.hasPrefix("Fw/") && $0.contains("nl has no translation for 'Later'") })
  }
}
