import Testing

@testable import CatalogParser
@testable import LocaleCheck

/// A locale's table file that could not be read leaves that table's keys unchecked in the
/// locale, rather than making each a gap "of a table with nothing for the locale" (audit 129:
/// Pyto's `de` file missing one `;`, read beside a readable `de` table).
@Suite("missing-translation: unreadable locale files")
struct UnreadLocaleFileTests {
  static func fixture() throws -> Fixture {
    try Fixture([
      "App/en.lproj/Localizable.strings": CatalogText.strings([("a", "Add"), ("b", "Close")]),
      "App/de.lproj/Localizable.strings": "\"a\" = \"Hinzufügen\"\n\"b\" = \"Schließen\";\n",
      "App/en.lproj/Other.strings": CatalogText.strings([("x", "Help")]),
      "App/de.lproj/Other.strings": CatalogText.strings([("y", "Hilfe")]),
    ])
  }

  @Test func theUnreadTablesKeysAreNoGapsAndTheOthersStillAre() throws {
    let fixture = try Self.fixture()
    let catalog = fixture.catalog()
    #expect(catalog.unreadLocaleFiles.map(\.displayPath) == ["App/de.lproj/Localizable.strings"])
    let report = try fixture.report()
    #expect(report.findings.filter { $0.rule == "missing-translation" }.map(\.key) == ["x"])
    #expect(
      ReportText.summaryLine(report).hasSuffix("; 1 file could not be read, so its keys went unchecked in de")
    )
  }

  @Test func aRegionalLocaleReadingTheUnreadFileIsNotAskedEither() throws {
    var configuration = Configuration()
    configuration.locales = [LocaleID("de-AT")]
    let report = try Self.fixture().report(configuration: configuration)
    #expect(report.findings.filter { $0.rule == "missing-translation" }.map(\.key) == ["x"])
    // Review 107: the summary says so for the child too.
    #expect(ReportText.summaryLine(report).hasSuffix("so its keys went unchecked in de-AT"))
  }

  @Test func cellsOfTheUnreadTableShowAQuestionMarkNotATick() throws {
    // The file may hold the key, or not: no ✓ vouches for `de`'s "Add" (review 107).
    let report = try Self.fixture().report()
    let de = LocaleID("de")
    let cells = Dictionary(uniqueKeysWithValues: report.matrix.map { ($0.key, $0.cells[de]) })
    #expect(cells["a"]??.isUnchecked == true && cells["b"]??.isUnchecked == true)
    #expect(cells["x"]??.isUnchecked == false)
    let text = TextReporter().render(report, options: ReportOptions(showAll: true, width: 100))
    let row = try #require(text.components(separatedBy: "\n").first { $0.hasPrefix("  a ") })
    #expect(row.split(separator: " ").dropFirst() == ["?", "✓"])
    #expect(text.contains("? unchecked (a file could not be read)"))
    // Not counted ok in the summary either (review 112): `a` and `b` are `?` in `de`, `x` and `y` have findings.
    let summary = try #require(text.components(separatedBy: "\n").first { $0.hasPrefix("de ") })
    #expect(summary.split(separator: " ").dropFirst().first == "0/4")
    // JUnit: a skipped test, not a passed one (review 114).
    let junit = JUnitReporter().render(report, options: ReportOptions())
    #expect(junit.contains("<testsuite name=\"de\" tests=\"4\" failures=\"2\" errors=\"0\" skipped=\"2\">"))
    #expect(junit.components(separatedBy: "<skipped message=").count == 3)
    let markdown = MarkdownReporter().render(report, options: ReportOptions(showAll: true))
    #expect(markdown.contains("| a | App/Localizable | ? | ✓ |"))
  }

  @Test func aCellWhoseOwnFileHoldsTheKeyIsChecked() throws {
    // es-MX's readable file has "Save": es's unread file hides nothing of it (review 112).
    let fixture = try Fixture([
      "App/en.lproj/Localizable.strings": CatalogText.strings([("save", "Save"), ("open", "Open")]),
      "App/es.lproj/Localizable.strings": "\"save\" = \"Guardar\"\n\"open\" = \"Abrir\";\n",
      "App/es-MX.lproj/Localizable.strings": CatalogText.strings([("save", "Guardar")]),
    ])
    let report = try fixture.report()
    let esMX = LocaleID("es-MX")
    let unchecked = Dictionary(
      uniqueKeysWithValues: report.matrix.map { ($0.key, $0.cells[esMX]?.isUnchecked) })
    #expect(unchecked["save"] == false && unchecked["open"] == true)
  }

  @Test func anUnreadSourceFileLeavesItsTableUncheckedEverywhere() throws {
    // PodPower's `en.lproj/InfoPlist.strings` ends without `;`: no translation of the table can be
    // judged against it (audit 140).
    let fixture = try Fixture([
      "App/en.lproj/InfoPlist.strings": "\"NSCameraUsageDescription\" = \"Scan codes\"\n",
      "App/de.lproj/InfoPlist.strings": CatalogText.strings([("NSCameraUsageDescription", "Codes scannen")]),
      "App/en.lproj/Localizable.strings": CatalogText.strings([("a", "Add")]),
      "App/de.lproj/Localizable.strings": CatalogText.strings([("a", "Hinzufügen")]),
    ])
    let report = try fixture.report()
    let de = LocaleID("de")
    let unchecked = Dictionary(
      uniqueKeysWithValues: report.matrix.map { ($0.key, $0.cells[de]?.isUnchecked) })
    #expect(unchecked["NSCameraUsageDescription"] == true && unchecked["a"] == false)
    #expect(
      ReportText.summaryLine(report).hasSuffix("1 file could not be read, so its keys went unchecked in de"))
  }
}
