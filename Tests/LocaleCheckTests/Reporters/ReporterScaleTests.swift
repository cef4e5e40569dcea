import Foundation
import LocaleCheck
import Testing

/// Large reports stay readable (text) and within size limits (markdown).
@Suite("Reporter scale")
struct ReporterScaleTests {
  static let locales = ["de", "es", "fr", "it", "ja", "ru", "ar"].map(LocaleID.init)

  private func bigReport(rows: Int, failing: Int, locales: [LocaleID] = Self.locales) -> Report {
    let matrix = (0..<rows).map { index -> MatrixRow in
      let status = index < failing ? "english-fallback" : "ok"
      let cells = Dictionary(
        uniqueKeysWithValues: locales.map { ($0, MatrixCell(status: status, label: "x")) })
      return MatrixRow(
        identifier: "Key \(index)", table: "Localizable", key: "Key \(index)", screen: nil, bundle: ".",
        cells: cells)
    }
    let findings = (0..<failing).flatMap { index in
      locales.map { locale in
        Finding(
          rule: "english-fallback", severity: .error, locale: locale, identifier: "Key \(index)", bundle: ".",
          table: "Localizable", key: "Key \(index)",
          message: "\(locale) label 'Key \(index)' is the English text | "
            + String(repeating: "long ", count: 20),
          position: SourcePosition(file: "Localizable.xcstrings", line: index + 1, column: 5))
      }
    }.sorted(by: Finding.reportOrder)
    let summary = ReportSummary(
      subjects: rows, locales: locales.count, errors: findings.count, warnings: 0, notes: 0, suppressed: 0)
    return Report(
      sourceLocale: LocaleID("en"), locales: locales, summary: summary, matrix: matrix,
      findings: findings, rules: [])
  }

  @Test func textShowsOnlyFailingRowsOfALargeCatalog() {
    let text = TextReporter().render(bigReport(rows: 20_000, failing: 2), options: ReportOptions())
    #expect(text.contains("Showing 2 of 20000 subjects"))
    #expect(!text.contains("Key 19999"))
    #expect(text.components(separatedBy: "\n").count < 50)
    #expect(text.hasSuffix("14 errors in 7 of 7 locales\n"))
  }

  @Test func markdownStaysUnderTheLimit() {
    let report = bigReport(rows: 20_000, failing: 600)
    let markdown = MarkdownReporter().render(report, options: ReportOptions())
    #expect(markdown.utf8.count < MarkdownReporter.characterLimit)
    #expect(markdown.contains("findings not shown"))
    // The rows cut for size and the subjects without findings are told apart (audit 94).
    let matrix = markdown.components(separatedBy: "### Matrix").last ?? ""
    #expect(matrix.contains("subjects not shown, to keep this summary short._"))
    #expect(
      matrix.contains(
        "Only subjects with findings have rows (600 of 20000 subjects); `--all` lists every subject."))
  }

  /// AltTab's summary left out its three placeholder errors behind 265 missing translations
  /// (audit 114): within a severity, a rarer rule's findings come first.
  @Test func aCutMarkdownSummaryStillShowsARareRulesFindings() {
    var report = bigReport(rows: 20_000, failing: 600)
    let last = report.findings.count - 1
    report.findings[last].rule = "format-mismatch"
    report.findings[last].message = "the placeholder %@ became %d"
    let markdown = MarkdownReporter().render(report, options: ReportOptions())
    #expect(markdown.contains("findings not shown"))
    let findings = markdown.components(separatedBy: "### Findings\n").last ?? ""
    #expect(findings.components(separatedBy: "\n").dropFirst(5).first?.contains("format-mismatch") == true)
    // The order of a cut table is told above it (audit 212).
    #expect(findings.hasPrefix("\n_Most severe first; the first 5 of each rule come before the rest._\n\n|"))
  }

  /// Sparkle's summary showed 2 placeholder errors and missing translations, and none of its
  /// 1,830 `english-fallback` errors, the commonest (review 100): each rule's first few come first.
  @Test func aCutMarkdownSummaryShowsSomeFindingsOfEveryRule() throws {
    var report = bigReport(rows: 20_000, failing: 600)
    for index in report.findings.indices where index % 3 == 0 {
      report.findings[index].rule = "missing-translation"
    }
    report.findings[report.findings.count - 1].rule = "format-mismatch"
    let markdown = MarkdownReporter().render(report, options: ReportOptions())
    #expect(markdown.contains("findings not shown"))
    let rows = (markdown.components(separatedBy: "### Findings\n").last ?? "").components(separatedBy: "\n")
    let rules = rows.dropFirst(5).prefix(11).map { $0.split(separator: "|").dropFirst().first ?? "" }
    #expect(rules.first?.contains("format-mismatch") == true, "\(rules)")
    #expect(rules.filter { $0.contains("missing-translation") }.count == 5, "\(rules)")
    #expect(rules.filter { $0.contains("english-fallback") }.count == 5, "\(rules)")
    // The note counts what it left out by rule, in the table's order, and says where to read it.
    let note = try #require(markdown.split(separator: "\n").first { $0.contains("findings not shown") })
    #expect(
      note.wholeMatch(
        of:
          #/_\d+ findings not shown, to keep this summary short: \d+ missing-translation, \d+ english-fallback; `--all` lists every one\._/#
      ) != nil, "\(note)")
  }

  /// A note's rule keeps its first few rows beside hundreds of errors (audit 164: every
  /// `length-expansion` note was cut).
  @Test func aCutMarkdownSummaryShowsANotesRuleToo() {
    var report = bigReport(rows: 20_000, failing: 600)
    report.findings[report.findings.count - 1].rule = "length-expansion"
    report.findings[report.findings.count - 1].severity = .note
    let markdown = MarkdownReporter().render(report, options: ReportOptions())
    #expect(markdown.contains("findings not shown"))
    let rows = (markdown.components(separatedBy: "### Findings\n").last ?? "").components(separatedBy: "\n")
    #expect(rows.dropFirst(5).prefix(6).contains { $0.contains("length-expansion") })
  }

  /// A summary that is not cut keeps each rule's findings together (review 101).
  @Test func anUncutMarkdownSummaryKeepsEachRulesFindingsTogether() {
    var report = bigReport(rows: 20, failing: 2)
    for index in report.findings.indices.prefix(8) { report.findings[index].rule = "missing-translation" }
    let markdown = MarkdownReporter().render(report, options: ReportOptions())
    #expect(!markdown.contains("not shown"))
    let rows = (markdown.components(separatedBy: "### Findings\n").last ?? "").components(separatedBy: "\n")
    let rules = rows.dropFirst(3).prefix(14).map { String($0.split(separator: "|").dropFirst().first ?? "") }
    let expected =
      Array(repeating: " english-fallback ", count: 6) + Array(repeating: " missing-translation ", count: 8)
    #expect(rules == expected)
  }

  @Test func markdownWithAllListsEverySubjectAndFinding() {
    // SPEC: `--all` shows every subject's row; a release document is no comment with a limit.
    let report = bigReport(rows: 20_000, failing: 600)
    let markdown = MarkdownReporter().render(report, options: ReportOptions(showAll: true))
    #expect(markdown.contains("| Key 19999 |"))
    #expect(!markdown.contains("not shown"))
    #expect(markdown.components(separatedBy: "\n").count > 20_000 + report.findings.count)
  }

  @Test func aFindingOfAWholeLicenceTextIsShownCutAndLeavesTheOthersShown() {
    var report = bigReport(rows: 3, failing: 3)
    report.findings[0].message = "de label is the English text: " + String(repeating: "Terms ", count: 12_000)
    let markdown = MarkdownReporter().render(report, options: ReportOptions())
    #expect(markdown.utf8.count < MarkdownReporter.characterLimit)
    #expect(markdown.contains("Key 2") && !markdown.contains("not shown"))
    #expect(markdown.contains("Terms … (71730 more characters)"))
  }

  @Test func aWideMatrixKeepsRowsBesideManyFindings() {
    // A hundred locales make a long table header: the findings must leave room for some rows.
    let locales = (0..<100).map { LocaleID("x\(String(format: "%02d", $0))") }
    let markdown = MarkdownReporter().render(
      bigReport(rows: 1_000, failing: 300, locales: locales), options: ReportOptions())
    #expect(markdown.utf8.count < MarkdownReporter.characterLimit)
    let matrix = markdown.components(separatedBy: "### Matrix").last ?? ""
    #expect(matrix.contains("| Key 0 |") && matrix.contains("| Key 9 |"), "\(matrix.prefix(3_000))")
  }

  /// A cut table of one rule has no other rule's findings to put first: no line says so, and the
  /// note names the rule (review 155).
  @Test func aCutSummaryOfOneRuleNamesIt() throws {
    let markdown = MarkdownReporter().render(bigReport(rows: 20_000, failing: 600), options: ReportOptions())
    let findings = markdown.components(separatedBy: "### Findings\n").last ?? ""
    #expect(findings.hasPrefix("\n| Severity |"), "\(findings.prefix(200))")
    #expect(markdown.contains("not shown, to keep this summary short: "))
    #expect(markdown.contains(" english-fallback; `--all` lists every one._"))
  }
}
