import CatalogParser
import TestSupport
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

  /// A second `<file>` of the export: the project's `Localizable`, with a key no locale has yet.
  static let exportedLocalizable = """
    <file original="App/Localizable.xcstrings" source-language="en" target-language="en" datatype="plaintext">
    <body><trans-unit id="Sign in"><source>Sign in</source><target state="new">Sign in</target></trans-unit>
    <trans-unit id="New feature"><source>New feature</source><target state="new">New feature</target></trans-unit></body>
    </file>
    """

  static let project = CatalogText.xcstrings(["Sign in": ["en": "Sign in", "de": "Anmelden"]])

  @Test func tablesOnlyTheExportHasAreLeftOutOfTheMatrix() throws {
    let fixture = try Fixture([
      "App/Localizable.xcstrings": Self.project,
      "Localizations/en.xcloc/Localized Contents/en.xliff": Self.export,
    ])
    let report = try fixture.report()
    #expect(Set(report.matrix.map(\.table)) == ["Localizable"])
    // Xcode exports a String Catalog after adding the code's new keys to it: a key the catalog
    // lacks was removed since (KeepingYouAwake's old `en.xcloc`, audit 191).
    #expect(try fixture.findings(of: "missing-translation").isEmpty)
    // `inspect` shows what the files hold.
    #expect(fixture.catalog().tables.map(\.name).sorted() == ["Localizable", "Old"])
  }

  @Test func aKeyOnlyTheSourceExportOfStringsFilesHoldsIsNew() throws {
    // Xcode's export reads `.strings` tables' keys from the code, which may have new ones.
    let fixture = try Fixture([
      "App/en.lproj/Localizable.strings": CatalogText.strings([("Sign in", "Sign in")]),
      "App/de.lproj/Localizable.strings": CatalogText.strings([("Sign in", "Anmelden")]),
      "Localizations/en.xcloc/Localized Contents/en.xliff": Self.export.replacingOccurrences(
        of: "App/Localizable.xcstrings", with: "App/en.lproj/Localizable.strings"),
    ])
    #expect(try fixture.findings(of: "missing-translation").map(\.key) == ["New feature"])
  }

  /// A German export of the project's `Localizable` that still holds `Removed`, gone from the
  /// project since, translated as `removedTarget`.
  static func oldExport(removedTarget: String) -> String {
    CatalogText.xliff(
      original: "App/Localizable.xcstrings", target: "de",
      units: [
        (id: "Sign in", source: "Sign in", target: "Anmelden"),
        (id: "Removed", source: "Removed", target: removedTarget),
      ])
  }

  @Test func keysOnlyAnOldTranslationExportHoldsAreLeftOut() throws {
    // `Removed` left the project since the export; its `<source>` copied into `<target>` is no
    // English the app shows in German.
    let oldExport = Self.oldExport(removedTarget: "Removed")
    let fixture = try Fixture(["App/Localizable.xcstrings": Self.project, "AAExport/de.xliff": oldExport])
    let report = try fixture.report()
    #expect(report.matrix.map(\.key) == ["Sign in"])
    #expect(report.findings.isEmpty)
  }

  @Test func aLabelMapEntryOfAKeyOnlyAnOldExportHoldsIsUnbound() throws {
    // Bound to the export's key, its row would pass unjudged in every locale (audit 196).
    let oldExport = Self.oldExport(removedTarget: "Entfernt")
    let fixture = try Fixture(["App/Localizable.xcstrings": Self.project, "AAExport/de.xliff": oldExport])
    let labels =
      #"{"version": 1, "identifiers": {"login.signIn": {"key": "Sign in"}, "login.gone": {"key": "Removed"}}}"#
    let report = try fixture.report(labels: labels)
    #expect(report.findings.filter { $0.rule == "unbound-identifier" }.map(\.identifier) == ["login.gone"])
    #expect(report.matrix.map(\.identifier) == ["login.signIn"])
  }

  @Test func aRunOverExportsAloneKeepsThem() throws {
    let fixture = try Fixture(["Localizations/en.xcloc/Localized Contents/en.xliff": Self.export])
    #expect(try Set(fixture.report().matrix.map(\.table)) == ["Localizable", "Old"])
  }

  /// The keys left out are named, so that a key the project's catalog still lacks is not lost
  /// unseen (geteduroam's `de.xcloc`, audit 64).
  @Test func theKeysLeftOutAreNamed() throws {
    let oldExport = CatalogText.xliff(
      original: "App/Localizable.xcstrings", target: "de",
      units: [
        (id: "Sign in", source: "Sign in", target: "Anmelden"),
        (id: "Removed", source: "Removed", target: "Entfernt"),
        (id: "Close", source: "Close", target: nil),
      ])
    let folder = try TempFolder(files: ["App/Localizable.xcstrings": Self.project, "de.xliff": oldExport])
    let project = try Project.load(ProjectOptions(workingDirectory: folder.url.path))
    #expect(
      project.catalog.exportOnlyKeys()
        == [
          ExportOnlyKeys(
            bundle: "App", table: "Localizable", files: ["de.xliff"], keys: ["Removed", "Close"])
        ])
    #expect(
      project.exportOnlyKeyWarnings().map { $0.message } == [
        "de.xliff: 2 keys of App/Localizable that no file of the project holds (\"Removed\", ...) are left out as "
          + "removed from the project since the export; add them to the project if the app still shows them"
      ])
    #expect(project.warnings(after: project.check()).contains(project.exportOnlyKeyWarnings()[0]))
    // A key that a source-language export of `.strings` files names too is new, not removed: it stays.
    let withSource = try TempFolder(files: [
      "App/en.lproj/Localizable.strings": CatalogText.strings([("Sign in", "Sign in")]),
      "de.xliff": oldExport.replacingOccurrences(
        of: "App/Localizable.xcstrings", with: "App/en.lproj/Localizable.strings"),
      "en.xliff": CatalogText.xliff(
        original: "App/en.lproj/Localizable.strings", target: "en",
        units: [(id: "Removed", source: "Removed", target: nil)]),
    ])
    let kept = try Project.load(ProjectOptions(workingDirectory: withSource.url.path))
    #expect(kept.catalog.exportOnlyKeys().map(\.keys) == [["Close"]])
    #expect(kept.check().matrix.contains { $0.key == "Removed" })
    // Over exports alone nothing is left out.
    var options = ProjectOptions(workingDirectory: folder.url.path)
    options.paths = ["de.xliff"]
    let exportOnly = try Project.load(options)
    #expect(exportOnly.exportOnlyKeyWarnings().isEmpty)
  }

  /// A file of the table that could not be read may hold the keys: no warning says that none
  /// does (review 167).
  @Test func keysOfATableWithAnUnreadFileAreNotNamed() throws {
    let export = CatalogText.xliff(
      original: "App/en.lproj/Localizable.strings", target: "fr",
      units: [(id: "zz_new", source: "New", target: "Nouveau")])
    let folder = try TempFolder(files: [
      "App/en.lproj/Localizable.strings": "\"a\" = \"A\"\n\"zz_new\" = \"New\";\n",
      "App/de.lproj/Localizable.strings": "\"a\" = \"Ä\";\n", "loc/fr.xliff": export,
    ])
    let project = try Project.load(ProjectOptions(workingDirectory: folder.url.path))
    #expect(!project.catalog.exportOnlyKeys().isEmpty)
    #expect(project.exportOnlyKeyWarnings().isEmpty)
  }
}
