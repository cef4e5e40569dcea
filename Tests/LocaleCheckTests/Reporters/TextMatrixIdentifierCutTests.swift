import Testing

@testable import LocaleCheck

/// Identifiers too wide for a narrow terminal are cut where that keeps the rows apart.
@Suite("Text matrix: cut identifiers")
struct TextMatrixIdentifierCutTests {
  static func lines(_ identifiers: [String], width: Int) -> [String] {
    let locales = ["de", "es", "fr", "it", "ja", "ru"].map(LocaleID.init)
    let rows = identifiers.map { identifier in
      MatrixRow(
        identifier: identifier, table: "Localizable", key: identifier, screen: "login", bundle: ".",
        cells: Dictionary(uniqueKeysWithValues: locales.map { ($0, MatrixCell(status: "ok", label: "x")) }))
    }
    let report = Report(
      sourceLocale: LocaleID("en"), locales: locales,
      summary: ReportSummary(
        subjects: rows.count, locales: locales.count, errors: 0, warnings: 0, notes: 0, suppressed: 0),
      matrix: rows, findings: [], rules: [])
    let text = TextReporter().render(report, options: ReportOptions(showAll: true, width: width))
    return text.components(separatedBy: "\n").filter { $0.hasPrefix("  login") }
  }

  @Test func theMiddleIsCutWhereTheEndsTellRowsApart() {
    let found = Self.lines(["login.submit.button", "login.email.field"], width: 30)
    #expect(
      found.contains { $0.hasPrefix("  login.…button") } && found.contains { $0.hasPrefix("  login.….field") }
    )
  }

  @Test func theEndIsCutWhereOnlyTheMiddleTellsRowsApart() {
    // `screen.element.role`: two buttons differ in their middle, which a middle cut would drop.
    let found = Self.lines(["login.cancel.button", "login.remove.button"], width: 30)
    #expect(
      found.contains { $0.hasPrefix("  login.cancel…") } && found.contains { $0.hasPrefix("  login.remove…") }
    )
  }
}
