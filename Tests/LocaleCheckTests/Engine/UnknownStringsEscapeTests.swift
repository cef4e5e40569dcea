import TestSupport
import Testing

@testable import CatalogParser
@testable import LocaleCheck

/// A backslash before a letter that is no escape in a `.strings` file: Foundation drops it (audit 184).
@Suite("Unknown .strings escapes")
struct UnknownStringsEscapeTests {
  @Test func aLetterEscapeThatIsNoneIsWarnedAboutWhereItIsWritten() throws {
    // Mos's German: a "\n" that lost its "n" before "Aber" and "Wenn".
    let folder = try TempFolder(files: [
      "App/de.lproj/Localizable.strings":
        "\"a\" = \"Die Maus. \\Aber keine Sorge.\";\n\"b\\q\" = \"ist.\\Wenn \\umlaut\";\n",
      "App/en.lproj/Localizable.strings": "\"a\" = \"The mouse.\\nDon't worry.\";\n\"bq\" = \"is.\\nIf\";\n",
    ])
    let project = try Project.load(in: folder)
    let table = try #require(project.catalog.tables.first)
    #expect(table.entry(forKey: "a")?.localizations[LocaleID("de")]?.value == "Die Maus. Aber keine Sorge.")
    let warnings = project.unknownEscapeWarnings()
    #expect(
      warnings.map(\.description) == [
        "App/de.lproj/Localizable.strings:1:18: warning: '\\A' is no escape in a .strings file: the app drops "
          + "the backslash and shows 'A'; write '\\n' for a line break, '\\\\' for a backslash",
        "App/de.lproj/Localizable.strings:2:3: warning: '\\q' is no escape in a .strings file: in a key it "
          + "reads 'q', so code that looks the key up with the backslash finds nothing; write '\\n' for a line "
          + "break, '\\\\' for a backslash",
        "App/de.lproj/Localizable.strings:2:14: warning: '\\W' is no escape in a .strings file: the app drops "
          + "the backslash and shows 'W'; write '\\n' for a line break, '\\\\' for a backslash",
        "App/de.lproj/Localizable.strings:2:20: warning: '\\u' is no escape in a .strings file: the app drops "
          + "the backslash and shows 'u'; write '\\n' for a line break, '\\\\' for a backslash",
      ])
    #expect(project.warnings(after: project.check()).contains(warnings[0]))
  }

  @Test func aHexEscapeIsToldHowStringsFilesWriteIt() throws {
    // Review 137: C's `\x41`.
    let folder = try TempFolder(files: ["App/en.lproj/Localizable.strings": "\"a\" = \"Tab\\x41\";\n"])
    #expect(
      try Project.load(in: folder).unknownEscapeWarnings().map(\.message) == [
        "'\\x' is no escape in a .strings file: the app drops the backslash and shows 'x'; write '\\U' and four "
          + "hex digits for a character by its number, '\\\\' for a backslash"
      ])
  }

  @Test func swiftInterpolationIsToldAsWhatTheAppShows() throws {
    // `NSLocalizedString("Hello \(name)", …)` copied into the table: the label reads "(name)".
    let folder = try TempFolder(files: [
      "App/en.lproj/Localizable.strings":
        "\"greet\" = \"Hello \\(user.name)!\";\n\"Files: \\(count)\" = \"Files\";\n\"open\" = \"a \\( b\";\n"
        + "\"date\" = \"On \\(formatter.string(from: date))\";\n"
    ])
    let project = try Project.load(in: folder)
    let table = try #require(project.catalog.tables.first)
    #expect(table.entry(forKey: "greet")?.localizations[LocaleID("en")]?.value == "Hello (user.name)!")
    #expect(
      project.unknownEscapeWarnings().map(\.description) == [
        "App/en.lproj/Localizable.strings:1:18: warning: '\\(user.name)' is Swift's interpolation, which a "
          + ".strings file does not have: the app shows '(user.name)' as text; write a placeholder ('%@', '%lld' "
          + "for a whole number) and pass the value as its argument",
        "App/en.lproj/Localizable.strings:2:9: warning: '\\(count)' is Swift's interpolation, which a .strings "
          + "file does not have: in a key it reads '(count)', which no lookup matches (`String(localized:)` "
          + "looks up a placeholder in its place, '%@', or '%lld' for a whole number); write the key so",
        "App/en.lproj/Localizable.strings:3:13: warning: '\\(' is Swift's interpolation, which a .strings file "
          + "does not have: the app shows '(' as text; write a placeholder ('%@', '%lld' for a whole number) and "
          + "pass the value as its argument",
        "App/en.lproj/Localizable.strings:4:14: warning: '\\(formatter.string(from: date))' is Swift's "
          + "interpolation, which a .strings file does not have: the app shows '(formatter.string(from: date))' "
          + "as text; write a placeholder ('%@', '%lld' for a whole number) and pass the value as its argument",
      ])
  }

  @Test func realEscapesAndOtherCharactersAreNotWarnedAbout() throws {
    let folder = try TempFolder(files: [
      "App/de.lproj/Localizable.strings":
        "\"a\" = \"\\n\\t\\r\\a\\b\\f\\v \\\" \\\\ \\' \\U2026 \\101 \\u2026 \\% \\é\";\n",
      "App/en.lproj/Localizable.strings": "\"a\" = \"A\";\n",
    ])
    #expect(try Project.load(in: folder).unknownEscapeWarnings().isEmpty)
  }

  @Test func pastTwentyTheRestAreCounted() throws {
    let values = (0..<23).map { "\"k\($0)\" = \"a\\Z\";" }.joined(separator: "\n")
    let folder = try TempFolder(files: ["App/en.lproj/Localizable.strings": values + "\n"])
    let warnings = try Project.load(in: folder).unknownEscapeWarnings()
    #expect(warnings.count == 21)
    #expect(warnings.last?.message == "3 more backslashes before a letter or an interpolation are no escape")
  }
}
