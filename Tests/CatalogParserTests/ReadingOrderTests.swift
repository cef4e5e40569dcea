import TestSupport
import Testing

@testable import CatalogParser

/// The same files make the same catalog whatever the order of the paths or the folders' names.
@Suite struct ReadingOrderTests {
  /// A String Catalog and an older XLIFF export of it, whose `de` value is still the English.
  private static let catalogAndExport = [
    "Sources/Localizable.xcstrings": """
    {"sourceLanguage":"en","version":"1.0","strings":{"Save":{"localizations":\
    {"de":{"stringUnit":{"state":"translated","value":"Sichern"}}}}}}
    """,
    "Export/de.xliff": """
    <xliff version="1.2"><file original="Sources/Localizable.xcstrings" source-language="en" \
    target-language="de" datatype="plaintext"><body><trans-unit id="Save"><source>Save</source>\
    <target state="translated">Save</target></trans-unit></body></file></xliff>
    """,
  ]

  @Test func theProjectsCatalogWinsOverAnExportWhateverThePathOrder() throws {
    let folder = try TempFolder(files: Self.catalogAndExport)
    let loader = CatalogLoader(workingDirectory: folder.url.path)
    for paths in [["."], ["Sources", "Export"], ["Export", "Sources"]] {
      let catalog = loader.load(paths: paths)
      let value = catalog.tables.first?.entry(forKey: "Save")?.localizations[LocaleID("de")]
      #expect(value?.value == "Sichern", "\(paths)")
      #expect(value?.position?.file == "Sources/Localizable.xcstrings", "\(paths)")
    }
  }

  @Test func keysTheSourceLacksAreInPathOrder() throws {
    let folder = try TempFolder(files: [
      "App/en.lproj/Localizable.strings": "\"Save\" = \"Save\";\n",
      "App/de.lproj/Localizable.strings": "\"Save\" = \"Sichern\";\n\"Old de\" = \"Alt\";\n",
      "App/fr.lproj/Localizable.strings": "\"Save\" = \"Enregistrer\";\n\"Old fr\" = \"Vieux\";\n",
    ])
    let loader = CatalogLoader(workingDirectory: folder.url.path)
    for paths in [
      ["App/de.lproj", "App/fr.lproj", "App/en.lproj"], ["App/fr.lproj", "App/en.lproj", "App/de.lproj"],
    ] {
      let keys = loader.load(paths: paths).tables.first?.entries.map(\.key)
      #expect(keys == ["Save", "Old de", "Old fr"], "\(paths)")
    }
  }
}
