import Testing

@testable import CatalogParser

/// Statements a `.strings` file keeps in its comments, set aside untranslated (audit 228:
/// Calendr's `//"reminder.status.overdue" = "Overdue";`).
@Suite struct StringsFileParserCommentedOutKeyTests {
  private func keys(_ text: String) throws -> [String] {
    try StringsFixture.parse(text).commentedOutKeys.map {
      "\($0.key)@\($0.position.line):\($0.position.column)"
    }
  }

  @Test func aStatementInALineOrBlockCommentIsRead() throws {
    let text = """
      "kept" = "Behalten";
      //"overdue" = "Overdue";
      // "say \\"hi\\"" ="Say hi";
      //"caf\\U00E9" = "Café" ;
      /*
       "first" = "First";
       * "second" = "Second";
      */
      "last" = "Letzte";
      """
    #expect(try keys(text) == ["overdue@2:3", #"say "hi"@3:4"#, "café@4:3", "first@6:2", "second@7:4"])
    let key = try #require(try StringsFixture.parse(text).commentedOutKeys.first)
    #expect(key.table == StringsFixture.context.table && key.locale == StringsFixture.context.locale)
  }

  @Test func aCommentThatQuotesTextIsNoStatement() throws {
    let text = """
      /* Class = "NSButtonCell"; title = "OK"; ObjectID = "abc-12"; */
      "abc-12.title" = "OK";
      // "Save" button, shown in the toolbar
      /* Title of the "Save" = button? no */
      /*
       "Open" = verb (öffnen), not the adjective "offen"
       */
      // "Save" = use "Sichern" on macOS
      // "Quit" = "Beenden" on macOS, "Schließen" on iOS
      "Save" = "Sichern";
      """
    #expect(try keys(text) == [])
  }
}
