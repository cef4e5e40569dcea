import TestSupport
import Testing

@testable import CatalogParser
@testable import LocaleCheck

/// `\u2026` is no escape in a `.strings` file: the app shows `u2026` (audit 105).
@Suite("Lowercase Unicode escapes")
struct LowercaseUnicodeEscapeTests {
  @Test func aLowercaseEscapeIsWarnedAboutWhereItIsWritten() throws {
    let folder = try TempFolder(files: [
      "App/de.lproj/Localizable.strings":
        "\"a\" = \"Einstellungen\\u2026\";\n\"b\" = \"\\u00D6ffnen \\U2026 \\umlaut \\u12\";\n",
      "App/en.lproj/Localizable.strings": "\"a\" = \"Settings…\";\n\"b\" = \"Open…\";\n",
    ])
    let project = try Project.load(in: folder)
    // The value is what the app shows, as Foundation reads it.
    let table = try #require(project.catalog.tables.first)
    #expect(table.entry(forKey: "a")?.localizations[LocaleID("de")]?.value == "Einstellungenu2026")
    let warnings = project.lowercaseUnicodeEscapeWarnings()
    #expect(
      warnings.map(\.description) == [
        "App/de.lproj/Localizable.strings:1:21: warning: '\\u2026' is no escape in a .strings file: the app "
          + "shows 'u2026'; write '\\U2026' for '…'",
        "App/de.lproj/Localizable.strings:2:8: warning: '\\u00D6' is no escape in a .strings file: the app "
          + "shows 'u00D6'; write '\\U00D6' for 'Ö'",
      ])
    #expect(project.warnings(after: project.check()).contains(warnings[0]))
  }

  /// Review 94: a key is looked up, not shown.
  @Test func aKeysAndALongEscapesWarningsSayWhatHappens() throws {
    let folder = try TempFolder(files: [
      "App/en.lproj/Localizable.strings": "\"caf\\u00e9\" = \"Café\";\n"
    ])
    #expect(
      try Project.load(in: folder).lowercaseUnicodeEscapeWarnings().map(\.message) == [
        "'\\u00e9' is no escape in a .strings file: in a key it reads 'u00e9', so code that looks the key up "
          + "with the character finds nothing; write '\\U00e9' for 'é'"
      ])
  }

  @Test func otherFormatsAndEscapesAreNotWarnedAbout() throws {
    let folder = try TempFolder(files: [
      "App/de.lproj/Localizable.strings": "\"a\" = \"\\U2026 \\\\u2026\";\n",
      "App/en.lproj/Localizable.strings": "\"a\" = \"…\";\n",
      "Kit/Localizable.xcstrings": CatalogText.xcstrings(["b": ["en": "Open\\u2026", "de": "Öffnen…"]]),
    ])
    #expect(try Project.load(in: folder).lowercaseUnicodeEscapeWarnings().isEmpty)
  }
}
