/// The default report: a locale matrix a person reads at a glance, then the findings and a summary.
///
/// Sections, separated by blank lines: a legend and the matrix (by default only subjects with a
/// finding, every subject with `showAll`), the counts per locale, one line per finding
/// (`path:line:column: severity: message [rule-id]`), and a one-line summary. ANSI colour only with
/// `options.color`.
public struct TextReporter: Reporter {
  /// Creates the reporter.
  public init() {}

  /// Renders `report` as text.
  public func render(_ report: Report, options: ReportOptions) -> String {
    let style = ANSIStyle(enabled: options.color)
    let findings = ReportText.sortedFindings(report)
    let sections = [
      matrixSection(report, findings: findings, options: options, style: style),
      localeSection(report, findings: findings),
      findings.map { findingLine($0, style: style) },
      [style.bold(ReportText.summaryLine(report))],
    ]
    return sections.filter { !$0.isEmpty }.map { $0.joined(separator: "\n") }.joined(separator: "\n\n")
      + "\n"
  }

  private func matrixSection(
    _ report: Report, findings: [Finding], options: ReportOptions, style: ANSIStyle
  ) -> [String] {
    let flagged = SubjectIndex(report.matrix).rowsWithFindings(findings)
    let rows =
      options.showAll
      ? report.matrix : report.matrix.indices.filter(flagged.contains).map { report.matrix[$0] }
    let matrix = TextMatrix(
      locales: report.locales, width: options.width, severities: ReportText.ruleSeverities(report),
      style: style)
    var lines = matrix.lines(for: rows)
    if !options.showAll && !rows.isEmpty && rows.count < report.matrix.count {
      lines.append("")
      lines.append(
        "Showing \(rows.count) of \(ReportText.count(report.matrix.count, "subject")) "
          + "(those with findings); --all shows every subject.")
    }
    return lines
  }

  /// Counts per locale: subjects that are fine, and findings by severity.
  private func localeSection(_ report: Report, findings: [Finding]) -> [String] {
    let locales: [LocaleID?] = report.locales + ReportText.extraLocales(report)
    let hasUnlocalized = findings.contains { $0.locale == nil }
    guard !locales.isEmpty || hasUnlocalized else { return [] }
    var counts: [LocaleID?: [Severity: Int]] = [:]
    for finding in findings { counts[finding.locale, default: [:]][finding.severity, default: 0] += 1 }
    let columns = Set(report.locales)
    let rows = (locales + (hasUnlocalized ? [nil] : [])).map { locale -> [String] in
      let bySeverity = counts[locale] ?? [:]
      let ok = locale.flatMap { columns.contains($0) ? okCount(report, locale: $0) : nil } ?? "-"
      return [locale?.identifier ?? "(none)", ok]
        + Severity.allCases.reversed().map { String(bySeverity[$0] ?? 0) }
    }
    let table = TextTable(header: ["locale", "ok", "errors", "warnings", "notes"], rows: rows)
    return table.lines()
  }

  /// `ok/total`: how many subjects resolve to a label without a finding in `locale`.
  private func okCount(_ report: Report, locale: LocaleID) -> String {
    let cells = report.matrix.compactMap { $0.cells[locale] }
    return "\(cells.filter { $0.status == "ok" }.count)/\(cells.count)"
  }

  private func findingLine(_ finding: Finding, style: ANSIStyle) -> String {
    let word = style.paint(finding.severity.rawValue, severity: finding.severity)
    return ReportText.diagnosticLine(finding, severityWord: word)
  }
}
