import Testing

@testable import CatalogParser

/// Two units of one document that name the same key: the later wins, and the repeat is reported.
@Suite struct XLIFFRepeatedKeyTests {
  private static func parse(_ xml: String) throws(CatalogError) -> ParsedFile {
    try XLIFFParser.parse(testDocument: xml)
  }

  @Test func aRepeatedResnameIsADuplicateAndTheLaterUnitWins() throws {
    let parsed = try Self.parse(
      """
      <xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
        <file source-language="en" target-language="de" original="App/en.lproj/Localizable.strings"><body>
          <trans-unit id="1" resname="save"><source>Save</source><target>Sichern</target></trans-unit>
          <trans-unit id="2" resname="save"><source>Save</source><target>Speichern</target></trans-unit>
          <trans-unit id="3" resname="open"><source>Open</source><target>Öffnen</target></trans-unit>
        </body></file>
      </xliff>
      """)
    let table = try #require(parsed.tables.first)
    #expect(table.entry(forKey: "save")?.localizations[LocaleID("de")]?.value == "Speichern")
    #expect(table.entries.map(\.key) == ["save", "open"])
    let duplicate = try #require(parsed.duplicates.first)
    #expect(parsed.duplicates.count == 1)
    #expect(duplicate.key == "save" && duplicate.locale == LocaleID("de") && duplicate.table == "Localizable")
    #expect(duplicate.first.line == 3 && duplicate.second.line == 4)
  }

  @Test func theLaterUnitReplacesTheEarlierWhole() throws {
    let parsed = try Self.parse(
      """
      <xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
        <file source-language="en" target-language="de" original="App/en.lproj/Localizable.strings"><body>
          <trans-unit id="save"><source>Save</source><target>Sichern</target><note>Toolbar</note></trans-unit>
          <trans-unit id="save"><source>Save</source></trans-unit>
        </body></file>
      </xliff>
      """)
    // Its source without a translation is untranslated, not paired with the earlier "Sichern".
    let entry = try #require(parsed.tables.first?.entry(forKey: "save"))
    #expect(entry.localizations[LocaleID("de")]?.isWithoutText == true)
    #expect(entry.localizations[LocaleID("en")]?.value == "Save")
    #expect(entry.comment == nil)
    #expect(parsed.duplicates.count == 1)
  }

  @Test func filesOfTwoLanguagesInOneDocumentKeepBothTranslations() throws {
    let parsed = try Self.parse(
      """
      <xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
        <file source-language="en" target-language="de" original="App/en.lproj/Localizable.strings"><body>
          <trans-unit id="save"><source>Save</source><target>Sichern</target></trans-unit>
          <trans-unit id="open"><source>Open</source></trans-unit>
        </body></file>
        <file source-language="en" target-language="fr" original="App/en.lproj/Localizable.strings"><body>
          <trans-unit id="save"><source>Save</source><target>Enregistrer</target></trans-unit>
          <trans-unit id="open"><source>Open</source><target>Ouvrir</target></trans-unit>
          <trans-unit id="open"><source>Open</source><target>Ouvrir !</target></trans-unit>
        </body></file>
      </xliff>
      """)
    let table = try #require(parsed.tables.first)
    let save = try #require(table.entry(forKey: "save"))
    #expect(save.localizations[LocaleID("de")]?.value == "Sichern")
    #expect(save.localizations[LocaleID("fr")]?.value == "Enregistrer")
    #expect(save.localizations[LocaleID("en")]?.position?.line == 3, "the first unit's source stays")
    let open = try #require(table.entry(forKey: "open"))
    #expect(open.localizations[LocaleID("de")]?.isWithoutText == true)
    #expect(open.localizations[LocaleID("fr")]?.value == "Ouvrir !")
    // Only the repeat within the French file is one.
    #expect(parsed.duplicates.map { [$0.key, $0.locale?.identifier ?? ""] } == [["open", "fr"]])
  }

  @Test func withoutASourceLanguageARepeatIsStillADuplicate() throws {
    // An untranslated first unit leaves no German value behind here: the repeat must not merge.
    let parsed = try Self.parse(
      """
      <xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
        <file target-language="de" original="App/en.lproj/Localizable.strings"><body>
          <trans-unit id="k"><source>Old</source></trans-unit>
          <trans-unit id="k"><source>New</source><target>Neu</target></trans-unit>
        </body></file>
      </xliff>
      """)
    #expect(parsed.duplicates.map(\.key) == ["k"])
  }

  @Test func oneKeyInTwoDocumentsIsNoDuplicate() throws {
    let german = try Self.parse(
      """
      <xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
        <file source-language="en" target-language="de" original="App/en.lproj/Localizable.strings"><body>
          <trans-unit id="save"><source>Save</source><target>Sichern</target></trans-unit>
        </body></file>
        <file source-language="en" target-language="de" original="App/en.lproj/Localizable.stringsdict"><body>
          <trans-unit id="/save:dict/NSStringLocalizedFormatKey:dict/:string"><source>%#@n@</source><target>%#@n@</target></trans-unit>
        </body></file>
      </xliff>
      """)
    #expect(german.duplicates.isEmpty)
  }
}
