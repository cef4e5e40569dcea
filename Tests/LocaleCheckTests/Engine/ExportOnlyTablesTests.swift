import CatalogParser
import Testing

@testable import LocaleCheck

/// An old source-language export (`en.xcloc`) kept beside the project's own catalogs.
@Suite("Source-language exports")
struct ExportOnlyTablesTests {
  static let export = CatalogText.xliff(
    original: "App/Old.strings", target: "en",
    units: [FixtureXLIFFUnit("old.title", source: "Preferences", target: "Preferences", state: "new")]
  )
  .replacingOccurrences(of: "</file>", with: "</file>" + exportedLocalizable)

  /// A second `<file>` of the export: the project's `Localizable`, with a key removed since.
  static let exportedLocalizable = """
    <file original="App/Localizable.xcstrings" source-language="en" target-language="en" datatype="plaintext">
    <body><trans-unit id="Sign in"><source>Sign in</source><target state="new">Sign in</target></trans-unit>
    <trans-unit id="Removed"><source>Removed</source><target state="new">Removed</target></trans-unit></body>
    </file>
    """

  static let project = CatalogText.xcstrings(["Sign in": ["en": "Sign in", "de": "Anmelden"]])

  @Test func tablesAndKeysOnlyTheExportHasAreLeftOut() throws {
    let fixture = try Fixture([
      "App/Localizable.xcstrings": Self.project,
      "Localizations/en.xcloc/Localized Contents/en.xliff": Self.export,
    ])
    let catalog = try fixture.catalog()
    #expect(catalog.tables.map(\.name) == ["Localizable"])
    #expect(catalog.tables.first?.entries.map(\.key) == ["Sign in"])
    #expect(try fixture.findings(of: "missing-translation").isEmpty)
  }

  @Test func aRunOverExportsAloneKeepsThem() throws {
    let fixture = try Fixture(["Localizations/en.xcloc/Localized Contents/en.xliff": Self.export])
    #expect(try fixture.catalog().tables.map(\.name).sorted() == ["Localizable", "Old"])
  }
}
