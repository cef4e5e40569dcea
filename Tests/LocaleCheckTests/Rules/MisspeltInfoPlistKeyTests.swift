import TestSupport
import Testing

@testable import LocaleCheck

/// `InfoPlist.strings` keys that are a slip of a key the system reads (audits 100 and 317): an
/// `identifier-drift` in each locale that writes one, where the matrix and the JSON report show it.
@Suite("Misspelt Info.plist keys")
struct MisspeltInfoPlistKeyTests {
  @Test func aSlipIsAnIdentifierDriftInEachLocaleThatWritesIt() throws {
    let folder = try TempFolder(files: [
      "App/de.lproj/InfoPlist.strings": "\"NSCameraUsageDescripton\" = \"Für Fotos.\";\n",
      "App/en.lproj/InfoPlist.strings":
        "\"CFBundleDisplayName\" = \"Steps\";\n\"NSCameraUsageDescripton\" = \"For photos.\";\n",
    ])
    let findings = try Project.load(in: folder).check().findings
    #expect(
      findings.map { "\($0.position?.description ?? ""): \($0.message)" } == [
        "App/de.lproj/InfoPlist.strings:1:1: 'NSCameraUsageDescripton' in de's InfoPlist table is no "
          + "Info.plist key the system reads, so it never shows this text; did you mean "
          + "'NSCameraUsageDescription'?",
        "App/en.lproj/InfoPlist.strings:2:1: 'NSCameraUsageDescripton' in en's InfoPlist table is no "
          + "Info.plist key the system reads, so it never shows this text; did you mean "
          + "'NSCameraUsageDescription'?",
      ])
  }

  @Test func aStringCatalogTellsEachLocaleAtItsValue() throws {
    let catalog = CatalogText.xcstrings([
      "NSCameraUsageDescripton": ["en": "For photos.", "de": "Für Fotos."]
    ])
    let folder = try TempFolder(files: ["App/InfoPlist.xcstrings": catalog])
    let findings = try Project.load(in: folder).check().findings
    #expect(findings.map(\.rule) == ["identifier-drift", "identifier-drift"])
    #expect(
      findings.map(\.position?.line)
        == [
          Fixture.locate("\"Für Fotos.\"", in: catalog, file: "App/InfoPlist.xcstrings").line,
          Fixture.locate("\"For photos.\"", in: catalog, file: "App/InfoPlist.xcstrings").line,
        ])
  }

  @Test func aTableWithoutSourceTextStillTellsTheSlip() throws {
    // No en.lproj and no Info.plist: the slip is dead whatever the source would say.
    let folder = try TempFolder(files: [
      "App/de.lproj/InfoPlist.strings": "\"NSCameraUsageDescripton\" = \"Für Fotos.\";\n"
    ])
    let findings = try Project.load(in: folder).check().findings
    #expect(findings.map(\.rule) == ["identifier-drift"])
    #expect(findings.first?.locale == LocaleID("de"))
  }

  @Test func noLocaleIsAskedToTranslateASlip() throws {
    // Audit 185: the system never shows the slip's text, so French lacks nothing, and a copy of
    // it is no English left in a locale.
    let folder = try TempFolder(files: [
      "App/de.lproj/InfoPlist.strings": "\"NSCameraUsageDescripton\" = \"For photos.\";\n",
      "App/fr.lproj/InfoPlist.strings": "\"CFBundleDisplayName\" = \"Pas\";\n",
      "App/en.lproj/InfoPlist.strings":
        "\"CFBundleDisplayName\" = \"Steps\";\n\"NSCameraUsageDescripton\" = \"For photos.\";\n",
    ])
    let findings = try Project.load(in: folder).check().findings.filter {
      $0.key == "NSCameraUsageDescripton"
    }
    #expect(findings.map(\.rule) == ["identifier-drift", "identifier-drift"])
    #expect(findings.map(\.locale) == [LocaleID("de"), LocaleID("en")])
  }

  @Test func theLocalesGapPointsAtItsMisspeltKey() throws {
    // Audit 317's DTunes: es wrote the key with one letter less, so the alert shows English.
    let folder = try TempFolder(files: [
      "App/en.lproj/InfoPlist.strings": "\"NSAppleMusicUsageDescription\" = \"Plays your music.\";\n",
      "App/de.lproj/InfoPlist.strings": "\"NSAppleMusicUsageDescription\" = \"Spielt deine Musik.\";\n",
      "App/es.lproj/InfoPlist.strings": "\n\"NSApleMusicUsageDescription\" = \"Reproduce tu música.\";\n",
    ])
    let findings = try Project.load(in: folder).check().findings
    #expect(findings.map(\.rule) == ["identifier-drift", "missing-translation"])
    #expect(
      findings.map(\.position?.description) == [
        "App/es.lproj/InfoPlist.strings:2:1", "App/es.lproj/InfoPlist.strings:2:1",
      ])
    #expect(
      findings.last?.message.hasSuffix(
        "es's file has it as 'NSApleMusicUsageDescription', a misspelling the system never reads: correct that key"
      )
        == true)
  }

  @Test func aKeyOfAnotherTableIsNoSlip() throws {
    let folder = try TempFolder(files: [
      "App/en.lproj/Localizable.strings": "\"NSCameraUsageDescripton\" = \"For photos.\";\n",
      "App/de.lproj/Localizable.strings": "\"NSCameraUsageDescripton\" = \"Für Fotos.\";\n",
    ])
    #expect(try Project.load(in: folder).check().findings.isEmpty)
  }

  /// An Xcode export of es: the unit's `<source>` and `<target>` are one written key.
  static let export = """
    <?xml version="1.0" encoding="UTF-8"?>
    <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
      <file original="App/en.lproj/InfoPlist.strings" source-language="en" target-language="es" datatype="plaintext">
        <body>
          <trans-unit id="CFBundleDisplayName"><source>Scanner</source><target>Escáner</target></trans-unit>
          <trans-unit id="NSCameraUsageDescripton"><source>Scan with the camera</source><target>Escanear con la cámara</target></trans-unit>
        </body>
      </file>
    </xliff>
    """

  @Test func anExportsSlipIsToldOnceForItsLocale() throws {
    // Review 220: not also as an en finding in es's file.
    let folder = try TempFolder(files: ["es.xliff": Self.export])
    let findings = try Project.load(in: folder).check().findings
    #expect(findings.map(\.rule) == ["identifier-drift"])
    #expect(findings.map(\.locale) == [LocaleID("es")])
  }

  @Test func anOlderExportsSlipTheProjectLacksIsNamedInItsWarning() throws {
    let folder = try TempFolder(files: [
      "es.xliff": Self.export,
      "App/en.lproj/InfoPlist.strings":
        "\"CFBundleDisplayName\" = \"Scanner\";\n\"NSCameraUsageDescription\" = \"Scan with the camera\";\n",
    ])
    #expect(
      try Project.load(in: folder).exportOnlyKeyWarnings().first?.message.hasSuffix(
        "left out: 'NSCameraUsageDescripton' is no Info.plist key the system reads; did you mean "
          + "'NSCameraUsageDescription'?"
      )
        == true)
  }

  @Test func aSlipTheSourceWritesIsNotOnlyInTranslations() throws {
    let folder = try TempFolder(files: [
      "App/de.lproj/InfoPlist.strings": "\"NSCameraUsageDescripton\" = \"Für Fotos.\";\n",
      "App/es.lproj/InfoPlist.strings": "\"NSCameraUsageDescriptio\" = \"Para fotos.\";\n",
      "App/en.lproj/InfoPlist.strings": "\"NSCameraUsageDescripton\" = \"For photos.\";\n",
    ])
    let table = try #require(try Project.load(in: folder).catalog.tables.first)
    let counts = TableKeyCounts(table, source: LocaleID("en"))
    #expect(counts.keys == 2)
    #expect(counts.onlyInTranslations == 1)
    // Nor a key to translate: the system never reads it (review 221).
    #expect(counts.toTranslate == 0)
  }

  @Test func knownAndUnrelatedKeysAreNot() {
    #expect(InfoPlistKeys.meantKey(for: "NSCameraUsageDescription") == nil)
    #expect(InfoPlistKeys.meantKey(for: "NSLocationWhenInUseUsageDescription") == nil)
    #expect(InfoPlistKeys.meantKey(for: "CFBundleDisplayNam") == "CFBundleDisplayName")
    #expect(InfoPlistKeys.meantKey(for: "NSSomeFutureUsageDescription") == nil)
    #expect(InfoPlistKeys.meantKey(for: "UILaunchStoryboardName") == nil)
  }
}
