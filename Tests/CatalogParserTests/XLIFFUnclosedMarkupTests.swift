import Testing

@testable import CatalogParser

/// An XML file that opens a comment or CDATA section and never closes it, or ends before its
/// root element, is reported where a reader can fix it.
@Suite struct XLIFFUnclosedMarkupTests {
  private func error(_ xml: String) -> CatalogError? {
    do {
      _ = try XLIFFParser.parse(testDocument: xml)
      return nil
    } catch {
      return error
    }
  }

  private let head = "<?xml version=\"1.0\"?>\n<xliff version=\"1.2\"><file original=\"a.strings\"><body>\n"

  @Test func anUnclosedCommentIsReportedWhereItOpens() {
    let xml =
      head
      + "  <!-- TODO: review\n<trans-unit id=\"k\"><source>a</source></trans-unit>\n</body></file></xliff>\n"
    #expect(
      error(xml)?.description == "de.xliff:3:3: error: unterminated comment: '<!--' is never closed by '-->'")
  }

  @Test func anUnclosedCDATASectionIsReportedWhereItOpens() {
    let xml =
      head
      + "<trans-unit id=\"k\"><source>a</source><target><![CDATA[Beenden</target></trans-unit>\n</body></file></xliff>\n"
    #expect(
      error(xml)?.description
        == "de.xliff:3:46: error: unterminated CDATA section: '<![CDATA[' is never closed by ']]>'")
  }

  @Test func closedCommentsAndCDATALeaveATruncationToItsElement() {
    let xml = head + "<!-- ok --><trans-unit id=\"k\"><source><![CDATA[a]]></source>"
    #expect(error(xml)?.message == "unexpected end of the document: <trans-unit> is not closed")
  }

  @Test func lookAlikesInsideCDATAOrACommentAreText() {
    let inCDATA = head + "<trans-unit id=\"k\"><source><![CDATA[Use <!-- to start a comment]]></source>"
    #expect(error(inCDATA)?.message == "unexpected end of the document: <trans-unit> is not closed")
    let inComment = head + "<!-- exported with <![CDATA[ tool --><trans-unit id=\"k\">"
    #expect(error(inComment)?.message == "unexpected end of the document: <trans-unit> is not closed")
  }

  @Test(arguments: ["<?xml version=\"1.0\"?>\n", "\n\n"])
  func aDocumentWithoutARootSaysSo(xml: String) {
    #expect(error(xml)?.message == "the document ends before its root element")
  }
}
