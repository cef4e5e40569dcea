import Testing

@testable import CatalogParser

/// An XLIFF `<file original>` names the bundle and table that every report shows.
@Suite struct XLIFFOriginalTests {
  private static let file = "de.xliff"

  private static func parse(original: String) throws(CatalogError) -> ParsedFile {
    let xml = """
      <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
      <file original="\(original)" source-language="en" target-language="de" datatype="plaintext"><body>
      <trans-unit id="Save"><source>Save</source><target>Sichern</target></trans-unit></body></file></xliff>
      """
    return try XLIFFParser.parse(
      Array(xml.utf8), context: FileContext(displayPath: file, bundle: ".", table: "Localizable"))
  }

  @Test(arguments: [
    "App/Lo&#10;calizable.strings", "App/en.lproj/Lo&#x202E;cal.strings", "A&#x85;pp/x.strings",
  ])
  func controlCharactersInTheNameAreAnError(original: String) {
    #expect(throws: CatalogError.self) { try Self.parse(original: original) }
    do {
      _ = try Self.parse(original: original)
    } catch {
      #expect(error.position == SourcePosition(file: Self.file, line: 2, column: 1))
      #expect(
        error.message.hasSuffix(
          "holds control characters, so the file is not read; name the file it translates there"))
      // Escaped in the message too: one line, nothing turned around.
      #expect(!error.description.contains("\n") && !error.description.contains("\u{202E}"))
    }
  }

  @Test func anOrdinaryNameIsRead() throws {
    let parsed = try Self.parse(original: "App/en.lproj/Localizable.strings")
    #expect(parsed.tables.map(\.name) == ["Localizable"])
  }
}
