import Testing

@testable import CatalogParser

/// Xcode's text for a key without a comment ("No comment provided by engineer.", an export's
/// "(No Comment)") is no comment: the model holds none, and `inspect --format json` writes
/// `null` (audit 194).
@Suite struct CommentPlaceholderTests {
  @Test func genstringsPlaceholderInAStringsFileIsNoComment() throws {
    let text =
      "/* No comment provided by engineer. */\n\"Save\" = \"Sichern\";\n/* Title */\n\"Open\" = \"Öffnen\";\n"
    let table = try StringsFixture.table(try StringsFixture.parse(text))
    #expect(table.entry(forKey: "Save")?.comment == nil)
    #expect(table.entry(forKey: "Open")?.comment == "Title")
  }

  @Test func anExportsPlaceholdersAreNoCommentAndLeaveTheGroupsNote() throws {
    let parsed = try XLIFFParser.parse(
      testDocument: """
        <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
        <file original="en.lproj/Localizable.strings" source-language="en" target-language="de"><body>
          <trans-unit id="Save"><source>Save</source><target>Sichern</target><note>(No Comment)</note></trans-unit>
          <trans-unit id="Open"><source>Open</source><note>No comment provided by engineer.</note></trans-unit>
          <group id="g"><note>Menu bar</note>
            <trans-unit id="Quit"><source>Quit</source><note>(No Comment)</note></trans-unit>
          </group>
          <trans-unit id="Mine"><source>Mine</source><note>(No Comment) yet, ask Anna</note></trans-unit>
          <trans-unit id="Both"><source>Open</source><note>No comment provided by engineer.</note>
            <note>Verb: open a file</note></trans-unit>
        </body></file></xliff>
        """)
    let comments = Dictionary(
      uniqueKeysWithValues: parsed.tables.flatMap(\.entries).map { ($0.key, $0.comment) })
    #expect(comments["Save"] == .some(nil) && comments["Open"] == .some(nil))
    #expect(comments["Quit"] == "Menu bar")
    #expect(comments["Mine"] == "(No Comment) yet, ask Anna")
    // A platform's note beside Xcode's placeholder (review 145).
    #expect(comments["Both"] == "Verb: open a file")
  }

  @Test func aStringCatalogsPlaceholderCommentIsNone() throws {
    let text = """
      {"sourceLanguage": "en", "version": "1.0", "strings": {
        "Save": {"comment": "No comment provided by engineer."}, "Open": {"comment": "Menu item"}}}
      """
    let parsed = try StringCatalogParser.parse(
      Array(text.utf8),
      context: FileContext(displayPath: "Localizable.xcstrings", bundle: ".", table: "Localizable"))
    let entries = parsed.tables.flatMap(\.entries)
    #expect(entries.first { $0.key == "Save" }?.comment == nil)
    #expect(entries.first { $0.key == "Open" }?.comment == "Menu item")
  }
}
