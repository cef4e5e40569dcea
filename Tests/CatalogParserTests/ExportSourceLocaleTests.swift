import TestSupport
import Testing

@testable import CatalogParser

/// Translation exports whose `source-language` spells the project's source language another way
/// (`en-US` for `en.lproj`), as translators' tools return them.
@Suite struct ExportSourceLocaleTests {
  static func xliff(source: String, target: String, units: String) -> String {
    """
    <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
    <file original="App/en.lproj/Localizable.strings" source-language="\(source)" target-language="\(target)"
      datatype="plaintext"><body>\(units)</body></file></xliff>
    """
  }

  static let units = """
    <trans-unit id="k1"><source>Open</source><target>Ouvrir</target></trans-unit>
    <trans-unit id="k2"><source>Close</source></trans-unit>
    """

  @Test func aRegionalExportSourceReadsTheProjectsOwnLanguage() throws {
    let folder = try TempFolder(files: [
      "App/en.lproj/Localizable.strings": "\"k1\" = \"Open\";\n\"k2\" = \"Close\";\n",
      "App/de.lproj/Localizable.strings": "\"k1\" = \"Öffnen\";\n",
      "translations/fr-FR.xliff": Self.xliff(source: "en-US", target: "fr-FR", units: Self.units),
    ])
    let catalog = CatalogLoader(workingDirectory: folder.url.path).load(paths: ["."])
    let table = try #require(catalog.table(named: "Localizable", bundle: "App"))
    #expect(table.sourceLocale == LocaleID("en"))
    #expect(catalog.sourceLocale == LocaleID("en"))
    #expect(catalog.locales == [LocaleID("de"), LocaleID("en"), LocaleID("fr-FR")])
    // The project's own file gives the source text and its position.
    let close = try #require(table.entry(forKey: "k2")?.localizations[LocaleID("en")])
    #expect(close.position?.file == "App/en.lproj/Localizable.strings")
  }

  @Test func anExportsTableTheProjectHasNoFileOfReadsTheProjectsLanguageToo() throws {
    // Xcode exports a target's Info.plist keys beside its `.strings` tables.
    let infoPlist = """
      <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
      <file original="App/en.lproj/Localizable.strings" source-language="en-US" target-language="fr"><body>
      <trans-unit id="k1"><source>Open</source><target>Ouvrir</target></trans-unit></body></file>
      <file original="App/Info.plist" source-language="en-US" target-language="fr"><body>
      <trans-unit id="NSCameraUsageDescription"><source>Scan codes</source><target>Scanner</target></trans-unit>
      </body></file>
      <file original="Widget/Info.plist" source-language="en-US" target-language="fr"><body>
      <trans-unit id="CFBundleDisplayName"><source>Widget</source><target>Widget</target></trans-unit>
      </body></file></xliff>
      """
    let folder = try TempFolder(files: [
      "App/en.lproj/Localizable.strings": "\"k1\" = \"Open\";\n", "fr.xliff": infoPlist,
    ])
    let catalog = CatalogLoader(workingDirectory: folder.url.path).load(paths: ["."])
    #expect(catalog.sourceLocale == LocaleID("en"))
    #expect(catalog.locales == [LocaleID("en"), LocaleID("fr")])
    #expect(catalog.table(named: "InfoPlist", bundle: "App")?.sourceLocale == LocaleID("en"))
    // An extension only the export has follows the project's other bundles.
    #expect(catalog.table(named: "InfoPlist", bundle: "Widget")?.sourceLocale == LocaleID("en"))
  }

  @Test func exportsThatSpellTheSourceTwoWaysMakeOneSourceLocale() throws {
    let folder = try TempFolder(files: [
      "de-DE.xliff": Self.xliff(source: "en-US", target: "de-DE", units: Self.units),
      "fr.xliff": Self.xliff(source: "en", target: "fr", units: Self.units),
    ])
    let catalog = CatalogLoader(workingDirectory: folder.url.path).load(paths: ["."])
    #expect(catalog.locales.filter { $0.language == "en" }.count == 1)
  }

  @Test func aRegionalTranslationIsNoCopyOfTheSource() throws {
    // `en-GB` targets are translations: they stay a locale of their own.
    let folder = try TempFolder(files: [
      "App/en.lproj/Localizable.strings": "\"k1\" = \"Open\";\n\"k2\" = \"Close\";\n",
      "en-GB.xliff": Self.xliff(source: "en", target: "en-GB", units: Self.units),
    ])
    let catalog = CatalogLoader(workingDirectory: folder.url.path).load(paths: ["."])
    #expect(catalog.locales == [LocaleID("en"), LocaleID("en-GB")])
  }
}
