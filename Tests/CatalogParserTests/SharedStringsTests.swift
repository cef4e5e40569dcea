import Foundation
import TestSupport
import Testing

@testable import CatalogParser

/// Sharing the strings that locale files repeat changes nothing but speed: a load with sharing
/// builds the same catalog as files parsed one by one and merged.
@Suite struct SharedStringsTests {
  @Test(arguments: [
    "mozilla-l10n__focusios-l10n", "iina__iina", "mastodon__mastodon-ios", "newmarcel__KeepingYouAwake",
    "sparkle-project__Sparkle__utf16-history",
  ])
  func aSharingLoadBuildsTheCatalogOfSeparateParses(project: String) throws {
    let folder = TestPaths.corpus.appendingPathComponent(project).path
    let shared = CatalogLoader(workingDirectory: folder).load(paths: ["."])
    let (files, _) = CatalogDiscovery(workingDirectory: folder).discover(["."])
    var separate: [ParsedFile] = []
    for file in files {
      if let parsed = try? CatalogFileParser.parse(file) { separate.append(parsed) }
    }
    let merged = CatalogMerger.merge(separate)
    #expect(shared.tables.count == merged.tables.count)
    for (table, expected) in zip(shared.tables, merged.tables) {
      #expect(table == expected, "\(table.bundle)/\(table.name)")
    }
    #expect(shared.duplicates == merged.duplicates)
  }

  private static let first = Array(
    """
    /* Greeting */
    "hello" = "Hello";
    /* Farewell */
    "bye" = "Bye";
    "new" = "New";
    """.utf8)

  private static func parse(_ text: String, after earlier: [UInt8], locale: String) throws -> ParsedFile {
    let shared = SharedStrings()
    shared.offer(try StringsFileParser.parse(earlier, context: StringsFixture.context))
    let context = FileContext(
      displayPath: "\(locale).lproj/Localizable.strings", bundle: "App", table: "Localizable",
      locale: LocaleID(locale))
    return try StringsFileParser.parse(Array(text.utf8), context: context, sharing: shared)
  }

  @Test func keysAndCommentsSpelledAlikeAreReusedOthersAreRead() throws {
    let text = """
      /* Farewell */
      "bye" = "Tschüss";
      /* Greeting, changed */
      "hello" = "Hallo";
      "a\\U0062" = "escaped";
      "extra" = "Extra";
      /* Greeting */
      hello = "again";
      """
    let file = try Self.parse(text, after: Self.first, locale: "de")
    let table = try #require(file.tables.first)
    #expect(table.entries.map(\.key) == ["bye", "hello", "ab", "extra"])
    #expect(table.entries.map(\.comment) == ["Farewell", "Greeting", nil, nil])
    #expect(table.entry(forKey: "hello")?.localizations[LocaleID("de")]?.value == "again")
    #expect(file.duplicates.map(\.key) == ["hello"])
  }

  @Test func theCursorFollowsTheSharedOrderAndFindsItsPlaceAgain() throws {
    let table = try #require(
      try StringsFileParser.parse(Self.first, context: StringsFixture.context).tables.first)
    var cursor = SharedStringCursor(SharedTableStrings(table))
    func key(_ text: String, _ cursor: inout SharedStringCursor) -> String? {
      Array(text.utf8).withUnsafeBufferPointer { cursor.key(matching: $0) }
    }
    #expect(key("hello", &cursor) == "hello")
    #expect(key("hello", &cursor) == "hello")  // the units of one key's variations
    #expect(Array("Greeting".utf8).withUnsafeBufferPointer { cursor.comment(matching: $0) } == "Greeting")
    #expect(key("new", &cursor) == nil)  // not the expected key: read, then found again
    cursor.moveTo("new")
    #expect(Array("Greeting".utf8).withUnsafeBufferPointer { cursor.comment(matching: $0) } == nil)
    cursor.moveTo("bye")
    #expect(key("new", &cursor) == "new")
    #expect(key("missing", &cursor) == nil)
    #expect(!SharedStringCursor(nil).isActive)
  }

  @Test func anXLIFFKeyWrittenWithAReferenceIsNeverTakenForItsSpelling() throws {
    func xliff(_ id: String, _ source: String) -> [UInt8] {
      Array(
        """
        <xliff version="1.2"><file original="App/en.lproj/Localizable.strings" source-language="en" target-language="de">
        <body><trans-unit id="\(id)"><source>\(source)</source><target>x</target><note>Note</note></trans-unit></body></file></xliff>
        """.utf8)
    }
    let context = FileContext(displayPath: "de.xliff", table: "Localizable")
    let shared = SharedStrings()
    shared.offer(try XLIFFParser.parse(xliff("&amp;amp;", "&amp;lt;"), context: context))
    let file = try XLIFFParser.parse(xliff("&amp;", "&lt;"), context: context, sharing: shared)
    let entry = try #require(file.tables.first?.entries.first)
    #expect(entry.key == "&")
    #expect(entry.localizations[LocaleID("en")]?.value == "<")
    #expect(entry.comment == "Note")
  }
}
