import Testing

@testable import CatalogParser

/// Units keyed by their name (XLIFF 2.0 `name`, 1.2 `resname`), which XLIFF does not make unique.
@Suite struct XLIFFUnitNameTests {
  private static func parse(_ xml: String) throws(CatalogError) -> ParsedFile {
    try XLIFFParser.parse(testDocument: xml)
  }

  private static let german = LocaleID("de")

  @Test func unitsThatShareANameWithOtherTextsAreKeyedByTheirIDs() throws {
    // A CMS export names units after their element; the ids tell them apart.
    let parsed = try Self.parse(
      """
      <xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="de">
        <file id="f1" original="App/en.lproj/Localizable.strings">
          <unit id="settings.title" name="title"><segment><source>Settings</source><target>Einstellungen</target></segment></unit>
          <unit id="about" name="about"><segment><source>About</source><target>Über</target></segment></unit>
          <unit id="profile.title" name="title"><segment><source>Profile</source><target>Profil</target></segment></unit>
          <unit id="help.title" name="title"><segment><source>Help</source><target>Hilfe</target></segment></unit>
        </file>
      </xliff>
      """)
    let table = try #require(parsed.tables.first)
    #expect(table.entries.map(\.key) == ["settings.title", "about", "profile.title", "help.title"])
    #expect(table.entry(forKey: "settings.title")?.localizations[Self.german]?.value == "Einstellungen")
    #expect(table.entry(forKey: "settings.title")?.keyPosition?.line == 3)
    #expect(table.entry(forKey: "help.title")?.localizations[Self.german]?.value == "Hilfe")
    #expect(parsed.duplicates.isEmpty)
  }

  @Test func anotherLanguagesFileOfTheDocumentKeysTheSameUnitsAlike() throws {
    let parsed = try Self.parse(
      """
      <xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
        <file source-language="en" target-language="de" original="App/en.lproj/Localizable.strings"><body>
          <trans-unit id="a" resname="title"><source>Settings</source><target>Einstellungen</target></trans-unit>
          <trans-unit id="b" resname="title"><source>Profile</source><target>Profil</target></trans-unit>
        </body></file>
        <file source-language="en" target-language="fr" original="App/en.lproj/Localizable.strings"><body>
          <trans-unit id="a" resname="title"><source>Settings</source><target>Réglages</target></trans-unit>
          <trans-unit id="b" resname="title"><source>Profile</source><target>Profil</target></trans-unit>
        </body></file>
      </xliff>
      """)
    let table = try #require(parsed.tables.first)
    #expect(table.entries.map(\.key) == ["a", "b"])
    #expect(table.entry(forKey: "a")?.localizations[LocaleID("fr")]?.value == "Réglages")
    #expect(table.entry(forKey: "a")?.localizations[Self.german]?.value == "Einstellungen")
    #expect(parsed.duplicates.isEmpty)
  }

  @Test func theSameNameWithTheSameSourceTextIsARepeatedKey() throws {
    // Symfony reads the name as the key: the later unit wins whatever the ids say.
    let parsed = try Self.parse(
      """
      <xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="de">
        <file id="messages" original="App/en.lproj/Localizable.strings">
          <unit id="1" name="save"><segment><source>Save</source><target>Sichern</target></segment></unit>
          <unit id="2" name="save"><segment><source>Save</source><target>Speichern</target></segment></unit>
        </file>
      </xliff>
      """)
    let table = try #require(parsed.tables.first)
    #expect(table.entries.map(\.key) == ["save"])
    #expect(table.entry(forKey: "save")?.localizations[Self.german]?.value == "Speichern")
    #expect(parsed.duplicates.map(\.key) == ["save"])
  }

  @Test func theSameNameAndIDIsARepeatedKeyWhateverTheText() throws {
    // Symfony's dumper derives the id from the key: one key written twice keeps one id.
    let parsed = try Self.parse(
      """
      <xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="de">
        <file id="messages" original="App/en.lproj/Localizable.strings">
          <unit id="kX3vQ0a" name="save"><segment><source>Save</source><target>Sichern</target></segment></unit>
          <unit id="kX3vQ0a" name="save"><segment><source>Save it</source><target>Speichern</target></segment></unit>
        </file>
      </xliff>
      """)
    #expect(parsed.tables.first?.entries.map(\.key) == ["save"])
    #expect(parsed.duplicates.map(\.key) == ["save"])
  }

  @Test func aNameThatIsAnotherUnitsIDStaysTheName() throws {
    // Keying the earlier unit by its id would take the key of another unit: both stay as written.
    let parsed = try Self.parse(
      """
      <xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="de">
        <file id="f1" original="App/en.lproj/Localizable.strings">
          <unit id="b"><segment><source>Back</source><target>Zurück</target></segment></unit>
          <unit id="a" name="b"><segment><source>Close</source><target>Schließen</target></segment></unit>
          <unit id="c" name="a"><segment><source>Open</source><target>Öffnen</target></segment></unit>
        </file>
      </xliff>
      """)
    #expect(parsed.tables.first?.entries.map(\.key) == ["b", "a"])
    #expect(parsed.duplicates.map(\.key) == ["b"])
  }

  /// Review 133: which units a shared name keys by id does not depend on their order.
  @Test func everyUnitOfASharedNameIsKeyedByItsIDWhateverTheOrder() throws {
    let units = [("1", "Beta", "BetaDE"), ("2", "Beta", "BetaDE2"), ("3", "Alpha", "AlphaDE")]
    for order in [units, units.reversed()] {
      let body = order.map {
        "<trans-unit id=\"\($0.0)\" resname=\"p\"><source>\($0.1)</source><target>\($0.2)</target></trans-unit>"
      }
      let parsed = try Self.parse(
        """
        <xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
          <file source-language="en" target-language="de" original="App/en.lproj/Localizable.strings"><body>
          \(body.joined(separator: "\n"))
          </body></file>
        </xliff>
        """)
      // Alpha by its id whatever the order; the two Betas one key written twice.
      let table = try #require(parsed.tables.first)
      #expect(table.entries.count == 2)
      #expect(table.entry(forKey: "3")?.localizations[Self.german]?.value == "AlphaDE")
      #expect(parsed.duplicates.count == 1)
    }
  }

  /// Review 134: two units of one name and one source text repeat a key also where a third unit
  /// of the name has another text: the second takes the first one's id.
  @Test func aRepeatedMessageBesideOthersIsStillARepeatedKey() throws {
    let parsed = try Self.parse(
      """
      <xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
        <file source-language="en" target-language="de" original="App/en.lproj/Localizable.strings"><body>
          <trans-unit id="a1" resname="p"><source>Hello there</source><target>Hallo</target></trans-unit>
          <trans-unit id="a2" resname="p"><source>Hello there</source><target>Hallo du</target></trans-unit>
          <trans-unit id="a3" resname="p"><source>Goodbye now</source><target>Tschüss</target></trans-unit>
        </body></file>
      </xliff>
      """)
    let table = try #require(parsed.tables.first)
    #expect(table.entries.map(\.key) == ["a1", "a3"])
    #expect(table.entry(forKey: "a1")?.localizations[Self.german]?.value == "Hallo du")
    #expect(parsed.duplicates.map(\.key) == ["a1"])
  }
}
