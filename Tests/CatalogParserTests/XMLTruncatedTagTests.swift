import Testing

@testable import CatalogParser

/// An XML file cut off inside a tag is told as such, where the tag starts, not as the tag its
/// cut name makes (`<stri>`, `<xlif>`) nor in libxml2's words.
@Suite struct XMLTruncatedTagTests {
  private func xliffError(_ xml: String) -> String? {
    do {
      _ = try XLIFFParser.parse(
        Array(xml.utf8), context: FileContext(displayPath: "fr.xliff", bundle: ".", table: "Localizable"))
      return nil
    } catch {
      return error.description
    }
  }

  private func stringsdictError(_ xml: String) -> String? {
    do {
      _ = try StringsdictParser.parse(
        Array(xml.utf8),
        context: FileContext(
          displayPath: "fr.lproj/L.stringsdict", bundle: ".", table: "L", locale: LocaleID("fr")))
      return nil
    } catch {
      return error.description
    }
  }

  private static let declaration = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"

  @Test func aCutInsideATagNamesTheTag() {
    #expect(
      xliffError(Self.declaration + "<xlif")
        == "fr.xliff:2:1: error: the document ends inside '<xlif': the file is cut off")
    #expect(
      xliffError(
        Self.declaration + "<xliff version=\"1.2\">\n<file original=\"a\" source-language=\"en\" target-lan")
        == "fr.xliff:3:1: error: the document ends inside '<file original=\"a\" source-lang…': the file is cut off"
    )
    #expect(
      stringsdictError(Self.declaration + "<plist version=\"1.0\">\n<dict>\n<key>a</key>\n<stri")
        == "fr.lproj/L.stringsdict:5:1: error: the document ends inside '<stri': the file is cut off")
    #expect(
      xliffError("<?xml version=\"1.0\" enc")
        == "fr.xliff:1:1: error: the document ends inside '<?xml version=\"1.0\" enc': the file is cut off")
  }

  @Test func aCutAfterATagOrInACommentKeepsItsOwnMessage() {
    #expect(
      xliffError(Self.declaration + "<xliff version=\"1.2\">\n<file original=\"a\">")
        == "fr.xliff:3:20: error: unexpected end of the document: <file> is not closed")
    #expect(xliffError(Self.declaration + "<xliff>\n<!-- cut")?.contains("unterminated comment") == true)
    // After the root element: extra text, not a cut.
    #expect(xliffError(Self.declaration + "<xliff version=\"1.2\"/>\n<")?.contains("cut off") == false)
    // An error before the cut is the error.
    #expect(
      xliffError(Self.declaration + "<plist>\n<file")?.hasPrefix("fr.xliff:2:1: error: expected <xliff>")
        == true)
  }
}
