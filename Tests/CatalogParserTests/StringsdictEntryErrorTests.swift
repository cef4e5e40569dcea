import TestSupport
import Testing

@testable import CatalogParser

/// A `.stringsdict` key that Foundation cannot read costs that key alone: CFBundle merges a
/// table's keys one by one (audit 91: one key without a format took 7 of 24 locales out).
@Suite struct StringsdictEntryErrorTests {
  private static func plist(_ body: String) -> String { PropertyListText.dictionary(body) }

  private static let broken = plist(
    """
    <key>%u item(s)</key>
    <dict><key>items</key><dict><key>other</key><string>%u éléments</string></dict></dict>
    <key>%u file(s)</key>
    <dict><key>NSStringLocalizedFormatKey</key><string>%u fichiers</string></dict>
    """)

  @Test func aKeyWithoutAFormatIsLeftOutAndTheOthersAreRead() throws {
    let context = FileContext(
      displayPath: "fr.lproj/Localizable.stringsdict", bundle: "App", table: "Localizable",
      locale: LocaleID("fr"))
    let parsed = try StringsdictParser.parse(Array(Self.broken.utf8), context: context)
    let table = try #require(parsed.tables.first)
    #expect(table.entries.map(\.key) == ["%u file(s)"])
    #expect(
      parsed.entryErrors.map(\.description) == [
        "fr.lproj/Localizable.stringsdict:4:6: error: expected NSStringLocalizedFormatKey, "
          + "NSStringDeviceSpecificRuleType or NSStringVariableWidthRuleType in the <dict> of '%u item(s)' "
          + "(the key is left out; the file's other keys are read)"
      ])
  }

  @Test func aFormOrTypeOfAnotherKindIsAnErrorNotAMissingForm() throws {
    // `<key>one</key>` is in the file: "lacks one" would send the user looking for nothing.
    let context = FileContext(
      displayPath: "fr.lproj/Localizable.stringsdict", bundle: "App", table: "Localizable",
      locale: LocaleID("fr"))
    func errors(_ variable: String) throws -> [String] {
      let text = Self.plist(
        """
        <key>%d files</key>
        <dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
        <key>n</key><dict>\(variable)</dict></dict>
        <key>%u file(s)</key>
        <dict><key>NSStringLocalizedFormatKey</key><string>%u fichiers</string></dict>
        """)
      return try StringsdictParser.parse(Array(text.utf8), context: context).entryErrors.map(\.description)
    }
    let type = "<key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>"
    #expect(
      try errors(type + "<key>one</key><integer>3</integer><key>other</key><string>%d</string>") == [
        "fr.lproj/Localizable.stringsdict:6:108: error: expected a <string> for the 'one' form of 'n' in "
          + "'%d files' (the key is left out; the file's other keys are read)"
      ])
    #expect(
      try errors("<key>NSStringFormatSpecTypeKey</key><true/><key>other</key><string>%d</string>") == [
        "fr.lproj/Localizable.stringsdict:6:55: error: expected a <string> for NSStringFormatSpecTypeKey of 'n' "
          + "in '%d files' (the key is left out; the file's other keys are read)"
      ])
    #expect(
      try errors(type + "<key>other</key><string>%d</string><key>comment</key><integer>1</integer>").isEmpty)
  }

  @Test func theCatalogReportsTheKeyAndKeepsTheFile() throws {
    let folder = try TempFolder(files: [
      "en.lproj/Localizable.stringsdict": Self.plist(
        """
        <key>%u file(s)</key>
        <dict><key>NSStringLocalizedFormatKey</key><string>%u files</string></dict>
        """),
      "fr.lproj/Localizable.stringsdict": Self.broken,
    ])
    let catalog = CatalogLoader(workingDirectory: folder.url.path).load(paths: ["."])
    #expect(catalog.errors.map(\.position.file) == ["fr.lproj/Localizable.stringsdict"])
    #expect(catalog.partlyReadFiles == ["fr.lproj/Localizable.stringsdict"])
    #expect(catalog.locales == [LocaleID("en"), LocaleID("fr")])
    #expect(!catalog.readsNoFile)
    // A file none of whose keys reads is not read, as before: no "No problems" over nothing.
    let broken = Self.plist(
      """
      <key>%u item(s)</key>
      <dict><key>items</key><dict><key>other</key><string>%u éléments</string></dict></dict>
      """)
    let alone = try TempFolder(files: ["fr.lproj/Localizable.stringsdict": broken])
    let unread = CatalogLoader(workingDirectory: alone.url.path).load(paths: ["."])
    #expect(unread.readsNoFile && unread.partlyReadFiles.isEmpty)
    #expect(
      unread.errors.map(\.message) == [
        "expected NSStringLocalizedFormatKey, NSStringDeviceSpecificRuleType or NSStringVariableWidthRuleType "
          + "in the <dict> of '%u item(s)'"
      ])
  }
}
