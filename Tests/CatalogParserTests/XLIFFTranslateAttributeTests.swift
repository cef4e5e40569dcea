import Testing

@testable import CatalogParser

/// `translate="no"` holds for what a `<file>` or `<group>` encloses, unless a unit says `yes`.
@Suite struct XLIFFTranslateAttributeTests {
  private static func parse(_ xml: String) throws(CatalogError) -> ParsedFile {
    try XLIFFParser.parse(
      Array(xml.utf8), context: FileContext(displayPath: "fr.xliff", bundle: "Fallback", table: "Fallback"))
  }

  private static func xliff12(_ files: String) -> String {
    "<xliff xmlns=\"urn:oasis:names:tc:xliff:document:1.2\" version=\"1.2\">\n\(files)\n</xliff>"
  }

  private static func table(_ parsed: ParsedFile, _ bundle: String, _ name: String) throws -> StringTable {
    try #require(parsed.tables.first { $0.bundle == bundle && $0.name == name })
  }

  @Test func translateIsInheritedFromGroupsAndFiles() throws {
    // XLIFF 1.2 <group translate="no">, and XLIFF 2.0 translate on <file> and <group>: a unit
    // inherits it unless it says otherwise.
    let v12 = try Self.parse(
      Self.xliff12(
        """
        <file original="A/en.lproj/T.strings" source-language="en" target-language="fr"><body>
          <group id="g" translate="no"><group id="inner">
            <trans-unit id="brand"><source>Acme</source><target>Acme</target></trans-unit>
            <trans-unit id="title" translate="yes"><source>Open</source><target>Ouvrir</target></trans-unit>
          </group></group>
          <trans-unit id="after"><source>Close</source><target>Fermer</target></trans-unit>
        </body></file>
        """))
    let table12 = try Self.table(v12, "A", "T")
    #expect(table12.entry(forKey: "brand")?.shouldTranslate == false)
    #expect(table12.entry(forKey: "title")?.shouldTranslate == true)
    #expect(table12.entry(forKey: "after")?.shouldTranslate == true)
    let v20 = try Self.parse(
      """
      <xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="de">
        <file id="f" original="B/en.lproj/T.strings" translate="no">
          <unit id="legal"><segment><source>Acme</source><target>Acme</target></segment></unit>
          <group id="g" translate="yes"><unit id="ok"><segment><source>OK</source><target>OK</target></segment></unit></group>
        </file>
        <file id="h" original="B/en.lproj/U.strings"><unit id="u"><segment><source>A</source></segment></unit></file>
      </xliff>
      """)
    #expect(try Self.table(v20, "B", "T").entry(forKey: "legal")?.shouldTranslate == false)
    #expect(try Self.table(v20, "B", "T").entry(forKey: "ok")?.shouldTranslate == true)
    #expect(try Self.table(v20, "B", "U").entry(forKey: "u")?.shouldTranslate == true)
  }

  @Test func aStringsTwinMarkedNotToTranslateLeavesTheStringsdictKeyTranslatable() throws {
    // Transifex writes a `.strings` unit "(Key in .stringsdict)" with translate="no" beside the
    // plural; the app shows the plural, which is for translation.
    let parsed = try Self.parse(
      Self.xliff12(
        """
        <file original="App/en.lproj/Localizable.strings" source-language="en" target-language="de"><body>
          <trans-unit id="relays" translate="no"><source>relays</source><target>relays</target></trans-unit>
          <trans-unit id="brand" translate="no"><source>Acme</source><target>Acme</target></trans-unit>
        </body></file>
        <file original="App/en.lproj/Localizable.stringsdict" source-language="en" target-language="de"><body>
          <trans-unit id="/relays:dict/NSStringLocalizedFormatKey:dict/:string"><source>%#@n@</source><target>%#@n@</target></trans-unit>
          <trans-unit id="/relays:dict/n:dict/other:dict/:string"><source>%d relays</source><target>%d Relays</target></trans-unit>
        </body></file>
        """))
    let table = try Self.table(parsed, "App", "Localizable")
    #expect(table.entry(forKey: "relays")?.shouldTranslate == true)
    #expect(table.entry(forKey: "brand")?.shouldTranslate == false)
  }
}
