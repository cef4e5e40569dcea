import TestSupport
import Testing

@testable import CatalogParser

/// States a file's format does not define, which labelcheck reads as translated.
@Suite struct UnknownValueStateTests {
  static func xliff(_ units: String) -> String {
    """
    <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
    <file original="App/en.lproj/Localizable.strings" source-language="en" target-language="de"
      datatype="plaintext"><body>
    \(units)
    </body></file></xliff>
    """
  }

  static func catalog(state: String, pluralState: String = "translated") -> String {
    """
    {"sourceLanguage": "en", "version": "1.0", "strings": {
      "a": {"localizations": {"de": {"stringUnit": {"state": "\(state)", "value": "Speichern"}}}},
      "b": {"localizations": {"de": {"variations": {"plural": {
        "one": {"stringUnit": {"state": "\(pluralState)", "value": "%d Datei"}},
        "other": {"stringUnit": {"state": "\(pluralState)", "value": "%d Dateien"}}}}}}}
    }}
    """
  }

  static func unknownStates(_ files: [String: String]) throws -> [UnknownValueState] {
    let folder = try TempFolder(files: files)
    return CatalogLoader(workingDirectory: folder.url.path).load(paths: ["."]).unknownValueStates()
  }

  @Test func anXLIFFStateOutsideTheStandardIsFoundOncePerFileAtItsFirstValue() throws {
    let found = try Self.unknownStates([
      "de.xliff": Self.xliff(
        """
        <trans-unit id="a"><source>Save</source><target state="bogus">Speichern</target></trans-unit>
        <trans-unit id="b"><source>Open</source><target state="bogus">Öffnen</target></trans-unit>
        <trans-unit id="c"><source>Close</source><target state="Translated">Schließen</target></trans-unit>
        """)
    ])
    #expect(found.map(\.state) == ["bogus", "Translated"])
    #expect(found.map(\.count) == [2, 1])
    #expect(found.map(\.position.description) == ["de.xliff:4:63", "de.xliff:6:69"])
    #expect(found.map(\.meantState) == [nil, "translated"])
  }

  @Test func xliffStatesOfBothVersionsAndUserDefinedOnesAreKnown() throws {
    let found = try Self.unknownStates([
      "de.xliff": Self.xliff(
        """
        <trans-unit id="a"><source>Save</source><target state="x-machine">Speichern</target></trans-unit>
        <trans-unit id="b"><source>Open</source><target state="signed-off">Öffnen</target></trans-unit>
        <trans-unit id="c"><source>Close</source><target state="needs-review-l10n">Schließen</target></trans-unit>
        <trans-unit id="d"><source>Quit</source><target>Beenden</target></trans-unit>
        """),
      "fr.xliff": """
      <xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="fr">
      <file id="f" original="App/en.lproj/Localizable.strings">
      <unit id="a"><segment state="reviewed"><source>Save</source><target>Enregistrer</target></segment></unit>
      </file></xliff>
      """,
    ])
    #expect(found.isEmpty)
  }

  @Test func aStringCatalogStateIsFoundOnlyWhereItMisspellsOneXcodeWrites() throws {
    let misspelt = try Self.unknownStates([
      "Localizable.xcstrings": Self.catalog(state: "Translated", pluralState: "needs-review")
    ])
    #expect(misspelt.map(\.state) == ["Translated", "needs-review"])
    #expect(misspelt.map(\.count) == [1, 2])
    #expect(misspelt.map(\.meantState) == ["translated", "needs_review"])
    // Other tools write states of their own, which Apple lists nowhere (Solstice's catalogs).
    let ownStates = try Self.unknownStates([
      "Localizable.xcstrings": Self.catalog(state: "machine_translated", pluralState: "stale")
    ])
    #expect(ownStates.isEmpty)
  }

  @Test func aStringsFileStateIsNoneOfTheFormatsToJudge() throws {
    // translatewiki.net's `// Fuzzy` mark is read as the state `fuzzy`.
    let found = try Self.unknownStates([
      "en.lproj/Localizable.strings": "\"a\" = \"Save\";\n",
      "de.lproj/Localizable.strings": "// Fuzzy\n\"a\" = \"Speichern\";\n",
    ])
    #expect(found.isEmpty)
  }
}
