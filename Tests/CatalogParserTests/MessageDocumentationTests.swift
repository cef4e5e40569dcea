import Foundation
import Testing

@testable import CatalogParser

/// translatewiki.net's `qqq.lproj` documents each message for translators; it is no locale.
@Suite struct MessageDocumentationTests {
  private static func load(_ files: [String: String]) throws -> Catalog {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("qqq-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    return CatalogLoader(workingDirectory: root.path).load(paths: ["."])
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
