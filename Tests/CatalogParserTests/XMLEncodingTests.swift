import Testing

@testable import CatalogParser

/// XML documents in a legacy 8-bit encoding: Latin-1 and Windows-1252 are read, others are
/// refused by name.
@Suite struct XMLEncodingTests {
  private static func parse(_ bytes: [UInt8]) throws(CatalogError) -> ParsedFile {
    try XLIFFParser.parse(
      bytes, context: FileContext(displayPath: "de.xlf", bundle: "Fallback", table: "Fallback"))
  }

  /// An XLIFF document declaring `encoding`, with `target` (bytes) as the one target.
  private static func document(encoding: String, target: [UInt8]) -> [UInt8] {
    Array(
      """
      <?xml version="1.0" encoding="\(encoding)"?>
      <xliff version="1.2"><file original="App/en.lproj/Localizable.strings" source-language="en" target-language="de"><body>
      <trans-unit id="k"><source>Open</source><target>
      """.utf8) + target + Array("</target></trans-unit></body></file></xliff>".utf8)
  }

  private static func target(_ parsed: ParsedFile) -> LocalizedValue? {
    parsed.tables.first?.entry(forKey: "k")?.localizations[LocaleID("de")]
  }

  @Test func latin1IsRead() throws {
    let parsed = try Self.parse(Self.document(encoding: "ISO-8859-1", target: [0xD6] + Array("ffnen".utf8)))
    #expect(Self.target(parsed)?.value == "Öffnen")
    #expect(Self.target(parsed)?.position?.column == 49)  // characters, as in the file
  }

  @Test func windows1252IsRead() throws {
    // 0x84 and 0x93 are Windows-1252's low and high double quotes, 0x80 the euro sign.
    let parsed = try Self.parse(
      Self.document(encoding: "windows-1252", target: [0x84, 0x41, 0x93, 0x20, 0x80]))
    #expect(Self.target(parsed)?.value == "\u{201E}A\u{201C} €")
  }

  @Test func aMislabelledUTF8DocumentIsReadAsUTF8() throws {
    let parsed = try Self.parse(Self.document(encoding: "ISO-8859-1", target: Array("Öffnen".utf8)))
    #expect(Self.target(parsed)?.value == "Öffnen")
  }

  @Test func anotherEncodingIsRefusedByName() {
    do {
      _ = try Self.parse(Self.document(encoding: "Shift_JIS", target: [0x83, 0x41]))
      Issue.record("a Shift_JIS document was read")
    } catch {
      #expect(
        error.description
          == "de.xlf:1:31: error: the document is in Shift_JIS, which labelcheck does not read: save it as UTF-8"
      )
    }
  }
}
