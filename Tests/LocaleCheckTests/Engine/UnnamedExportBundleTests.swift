import CatalogParser
import Testing

@testable import LocaleCheck

/// An XLIFF `<file>` without `original` (Lokalise writes `original=""`) is named after its own
/// file and folder; where that folder is no bundle of the project, the table joins the one bundle
/// found on disk with a table of its name (audit 153).
@Suite("XLIFF files without original join the project's table")
struct UnnamedExportBundleTests {
  @Test func aLokaliseExportJoinsTheOnlyBundleWithItsTable() throws {
    let fixture = try Fixture([
      "App/en.lproj/Localizable.strings": CatalogText.strings([("settings.title", "Settings")]),
      "App/en.lproj/Other.strings": CatalogText.strings([("a", "Open")]),
      "Widget/en.lproj/Other.strings": CatalogText.strings([("a", "Open")]),
      "lokalise/fr.xliff": CatalogText.xliff(
        original: "", target: "fr", units: [("settings.title", "Settings", "Réglages")]),
      "lokalise/Other.fr.xliff": CatalogText.xliff(
        original: "", target: "fr", units: [("a", "Open", "Ouvrir")]),
    ])
    let catalog = fixture.catalog()
    let localizable = try #require(catalog.tables.first { $0.name == "Localizable" })
    #expect(localizable.bundle == "App")
    #expect(localizable.entry(forKey: "settings.title")?.localizations[LocaleID("fr")]?.value == "Réglages")
    // Two bundles have an `Other` table: which one the export translates is not known.
    let others = catalog.tables.filter { $0.name == "Other" }.map(\.bundle).sorted()
    #expect(others == ["App", "Widget", "lokalise"])
    let report = try fixture.report()
    #expect(!report.findings.contains { $0.rule == "missing-translation" && $0.key == "settings.title" })
  }

  @Test func anExportsFolderThatIsABundleKeepsItsTable() throws {
    // `Loc/de.lproj/` beside `Loc/de.xliff`: the folder is the project's bundle already.
    let fixture = try Fixture([
      "Loc/en.lproj/Localizable.strings": CatalogText.strings([("k", "Save")]),
      "App/en.lproj/Localizable.strings": CatalogText.strings([("k", "Save")]),
      "Loc/de.xliff": CatalogText.xliff(original: "", target: "de", units: [("k", "Save", "Sichern")]),
    ])
    let tables = fixture.catalog().tables.filter { $0.name == "Localizable" }
    #expect(tables.map(\.bundle).sorted() == ["App", "Loc"])
    #expect(
      tables.first { $0.bundle == "Loc" }?.entry(forKey: "k")?.localizations[LocaleID("de")]?.value
        == "Sichern")
  }
}
