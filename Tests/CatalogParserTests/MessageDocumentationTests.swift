import TestSupport
import Testing

@testable import CatalogParser

/// translatewiki.net's `qqq.lproj` documents each message for translators; it is no locale.
@Suite struct MessageDocumentationTests {
  private static func load(_ files: [String: String]) throws -> Catalog {
    let folder = try TempFolder(files: files)
    return CatalogLoader(workingDirectory: folder.url.path).load(paths: ["."])
  }

  private static let project = [
    "en.lproj/Localizable.strings": """
    /* The developer's own note */
    "action-save" = "Save";
    "action-cancel" = "Cancel";
    "about-title" = "About";

    """,
    "de.lproj/Localizable.strings": """
    /* Ein Hinweis */
    "action-save" = "Sichern";
    "action-cancel" = "Abbrechen";

    """,
    "qqq.lproj/Localizable.strings": """
    // Messages for Message documentation
    "action-save" = "Title for the 'Save' action {{Identical|Save}}";
    "action-cancel" = "Title of the cancel action.\\n{{Identical|Cancel}}";
    "removed-key" = "Documentation of a message the app no longer has";

    """,
  ]

  @Test func documentationIsNoLocale() throws {
    let catalog = try Self.load(Self.project)
    #expect(catalog.errors.isEmpty)
    let table = try #require(catalog.tables.first)
    #expect(table.locales == [LocaleID("de"), LocaleID("en")])
    #expect(table.entries.map(\.key) == ["action-save", "action-cancel", "about-title"])
  }

  @Test func documentationBecomesTheCommentOfKeysTheSourceLeavesWithout() throws {
    let table = try #require(try Self.load(Self.project).tables.first)
    // The source file's comment wins; a translation's comment does not.
    #expect(table.entry(forKey: "action-save")?.comment == "The developer's own note")
    #expect(
      table.entry(forKey: "action-cancel")?.comment == "Title of the cancel action.\n{{Identical|Cancel}}")
    #expect(table.entry(forKey: "about-title")?.comment == nil)
  }

  @Test func pluralDocumentationAndTablesOnlyItHasAreRead() throws {
    var files = Self.project
    files["en.lproj/Localizable.stringsdict"] = Self.stringsdict("%d files", other: "%d files")
    files["qqq.lproj/Localizable.stringsdict"] = Self.stringsdict(
      "%d files", other: "Count of files; %d is the number")
    files["qqq.lproj/Other.strings"] = "\"gone\" = \"Documentation of a table the app no longer has\";\n"
    let catalog = try Self.load(files)
    #expect(catalog.errors.isEmpty)
    #expect(catalog.tables.map(\.name) == ["Localizable"])
    let table = try #require(catalog.tables.first)
    #expect(table.entry(forKey: "%d files")?.comment == "Count of files; %d is the number")
  }

  private static func stringsdict(_ key: String, other: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0"><dict><key>\(key)</key><dict>
    <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
    <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
    <key>NSStringFormatValueTypeKey</key><string>d</string>
    <key>other</key><string>\(other)</string></dict></dict></dict></plist>
    """
  }

  @Test func catalogCommentsWinOverDocumentation() throws {
    let catalog = try Self.load([
      "Localizable.xcstrings": """
      {"sourceLanguage":"en","version":"1.0","strings":{"Save":{"comment":"Toolbar button",\
      "localizations":{"qqq":{"stringUnit":{"state":"translated","value":"Title of the save action"}}}},\
      "Open":{"localizations":{"qqq":{"stringUnit":{"state":"translated","value":"Opens a file"}}}}}}
      """
    ])
    let table = try #require(catalog.tables.first)
    #expect(table.entry(forKey: "Save")?.comment == "Toolbar button")
    // The key is written in the catalog itself, so it stays, with the documentation as comment.
    #expect(table.entry(forKey: "Open")?.comment == "Opens a file")
    #expect(!table.locales.contains(LocaleID("qqq")))
  }
}
