import Testing

@testable import CatalogParser

/// A `<group>`'s notes are the comment of the units inside that have none (XLIFF 1.2 section
/// 2.6, Crowdin's plural groups); a note a translator wrote on the target is no comment (audit 153).
@Suite struct XLIFFGroupNoteTests {
  private static func comments(_ xml: String) throws -> [String: String?] {
    let parsed = try XLIFFParser.parse(
      Array(xml.utf8), context: FileContext(displayPath: "de.xliff", bundle: "Fallback", table: "Fallback"))
    var comments: [String: String?] = [:]
    for table in parsed.tables {
      for entry in table.entries { comments[entry.key] = entry.comment }
    }
    return comments
  }

  @Test func aGroupsNoteIsTheCommentOfItsUnitsWithoutOne() throws {
    let comments = try Self.comments(
      """
      <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
      <file original="A/en.lproj/T.strings" source-language="en" target-language="de"><body>
        <group id="g"><note>Do not translate</note><group id="inner">
          <trans-unit id="brand"><source>Acme</source><target>Acme</target></trans-unit>
          <trans-unit id="own"><source>Open</source><target>Öffnen</target><note>Menu item</note></trans-unit>
          <trans-unit id="blank"><source>Acme</source><target>Acme</target><note></note></trans-unit>
          <trans-unit id="spaces"><source>Acme</source><target>Acme</target><note>  </note></trans-unit>
        </group></group>
        <trans-unit id="after"><source>Close</source><target>Schließen</target></trans-unit>
      </body></file></xliff>
      """)
    #expect(comments["brand"] == "Do not translate")
    #expect(comments["own"] == "Menu item")
    // An empty note of its own says nothing (review 121).
    #expect(comments["blank"] == "Do not translate")
    #expect(comments["spaces"] == "Do not translate")
    #expect(comments["after"] == .some(nil))
  }

  @Test func aVersion2GroupsNotesAreTheCommentOfItsUnits() throws {
    let comments = try Self.comments(
      """
      <xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="de">
      <file id="f" original="A/en.lproj/T.strings">
        <group id="g"><notes><note>Brand name</note></notes>
          <unit id="brand"><segment><source>Acme</source><target>Acme</target></segment></unit>
        </group>
      </file></xliff>
      """)
    #expect(comments["brand"] == "Brand name")
  }

  @Test func aNoteOnTheTargetIsNoComment() throws {
    let v12 = try Self.comments(
      """
      <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
      <file original="A/en.lproj/T.strings" source-language="en" target-language="de"><body>
        <trans-unit id="k"><source>Open</source><target>Öffnen</target>
          <note from="developer">Button title</note><note annotates="target">Checked with the glossary</note>
        </trans-unit>
      </body></file></xliff>
      """)
    #expect(v12["k"] == "Button title")
    let v20 = try Self.comments(
      """
      <xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="de">
      <file id="f" original="A/en.lproj/T.strings">
        <unit id="k"><notes><note appliesTo="target">Reviewed</note><note>Button title</note></notes>
          <segment><source>Open</source><target>Öffnen</target></segment></unit>
      </file></xliff>
      """)
    #expect(v20["k"] == "Button title")
  }

  /// Audit 170: Angular's XLIFF 2.0 names where the text is used in `category="location"` notes,
  /// which are no comment for translators (its 1.2 keeps them in a `<context-group>`).
  @Test func aLocationNoteIsNoComment() throws {
    let comments = try Self.comments(
      """
      <xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="de">
      <file id="ngi18n" original="ng.template">
        <unit id="k"><notes><note category="location">src/app/app.component.html:12,14</note>
          <note category="description">Cancel button of the save dialog</note></notes>
          <segment><source>Cancel</source><target>Abbrechen</target></segment></unit>
        <unit id="only"><notes><note category="location">src/app/app.component.ts:20</note></notes>
          <segment><source>Open</source><target>Öffnen</target></segment></unit>
      </file></xliff>
      """)
    #expect(comments["k"] == "Cancel button of the save dialog")
    #expect(comments["only"] == .some(nil))
  }
}
