import Testing

@testable import LocaleCheck

/// Locale columns too many for the width are split into runs as even as the fewest runs allow
/// (audit 132: Whisky's 19 locales left zh-Hant alone in a second run).
@Suite("Text matrix: even runs of locale columns")
struct TextMatrixChunkTests {
  @Test func theSlackIsSpreadOverTheRuns() {
    // Review 110: 21 locales in runs of at most 6 as 6 5 5 5, not 6 6 6 3.
    #expect(Self.runs(21, width: 37) == [6, 5, 5, 5])
  }

  static func runs(_ count: Int, width: Int) -> [Int] {
    let letters = "abcdefghijklmnopqrstuvwxyz".map(String.init)
    let locales = (0..<count).map { LocaleID(letters[$0] + "x") }
    let row = MatrixRow(
      identifier: "login.title", table: "Localizable", key: "login.title", screen: "login", bundle: ".",
      cells: Dictionary(uniqueKeysWithValues: locales.map { ($0, MatrixCell(status: "ok", label: "x")) }))
    let report = Report(
      sourceLocale: LocaleID("en"), locales: locales,
      summary: ReportSummary(
        subjects: 1, locales: locales.count, errors: 0, warnings: 0, notes: 0, suppressed: 0),
      matrix: [row], findings: [], rules: [])
    let text = TextReporter().render(report, options: ReportOptions(showAll: true, width: width))
    return text.components(separatedBy: "\n").filter { $0.hasPrefix("identifier") }.map {
      $0.split(separator: " ").count - 1
    }
  }

  @Test func nineteenLocalesSplitTenAndNine() {
    // 13 columns of identifiers and 4 per locale: 18 locales fit in 86.
    #expect(Self.runs(19, width: 86) == [10, 9])
  }

}
