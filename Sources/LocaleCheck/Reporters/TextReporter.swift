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
    String(decoding: renderUTF8(report, options: options), as: UTF8.self)
  }

  /// The same, as UTF-8 bytes: each line copied once into one buffer (a large matrix's report
  /// is tens of megabytes).
  public func renderUTF8(_ report: Report, options: ReportOptions) -> [UInt8] {
    let sections = self.sections(report, options: options).filter { !$0.isEmpty }
    guard !sections.isEmpty else { return [0x0A] }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(sections.reduce(sections.count) { $0 + $1.reduce(0) { $0 + $1.utf8.count + 1 } })
    // Each line ends with a new line, and a blank line separates the sections.
    for (index, lines) in sections.enumerated() {
      if index > 0 { bytes.append(0x0A) }
      for line in lines {
        bytes.append(contentsOf: line.utf8)
        bytes.append(0x0A)
      }
    }
    return LogCommandGuard.guarded(bytes, notation: .swift)
  }

  /// The matrix, the counts per locale, the finding lines and the summary, as lines.
  private func sections(_ report: Report, options: ReportOptions) -> [[String]] {
    let style = ANSIStyle(enabled: options.color)
    let findings = ReportText.sortedFindings(report)
    // The sections do not depend on each other: on a large matrix, laying them out at the same
    // time saves a good part of the report's time.
    return ParallelMap.map(4, chunkSize: 1) { section -> [String] in
      switch section {
      case 0: matrixSection(report, findings: findings, options: options, style: style)
      case 1: localeSection(report, findings: findings)
      case 2: findings.map { findingLine($0, style: style) }
      default: [style.bold(ReportText.summaryLine(report))]
      }
    }
  }

  private func matrixSection(
    _ report: Report, findings: [Finding], options: ReportOptions, style: ANSIStyle
  ) -> [String] {
    let flagged = SubjectIndex(report.matrix).rowsWithFindings(findings)
    let rows =
      options.showAll
      ? report.matrix : report.matrix.indices.filter(flagged.contains).map { report.matrix[$0] }
    let matrix = TextMatrix(
      locales: report.locales, sourceLocales: report.legendSourceLocales, width: options.width,
      severities: ReportText.ruleSeverities(report), style: style)
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
    let cellCounts = cellCounts(report)
    let rows = (locales + (hasUnlocalized ? [nil] : [])).map { locale -> [String] in
      let bySeverity = counts[locale] ?? [:]
      let ok = locale.flatMap { cellCounts[$0] }.map { "\($0.ok)/\($0.total)" } ?? "-"
      return [locale?.identifier ?? "(no locale)", ok]
        + Severity.allCases.reversed().map { String(bySeverity[$0] ?? 0) }
    }
    let table = TextTable(header: ["locale", "ok", "errors", "warnings", "notes"], rows: rows)
    guard report.inheritedStatusCells > 0 else { return table.lines() }
    return table.lines() + [
      "",
      "A locale that shows its parent's value or gap (es-419 showing es's) takes its status; "
        + "the findings are the parent's.",
    ]
  }

  /// Per matrix locale, how many subjects resolve to a label without a finding there, of all it
  /// has text for; a cell no rule could judge (`?`, its file unread) is not counted ok,
  /// and one without text (`–`, a key only another locale's file holds) not at all.
  private func cellCounts(_ report: Report) -> [LocaleID: (ok: Int, total: Int)] {
    // One pass over the matrix for all locales, with no array of cells per locale.
    let locales = report.locales
    var ok = [Int](repeating: 0, count: locales.count)
    var total = ok
    for row in report.matrix {
      for (index, locale) in locales.enumerated() {
        // A key only another locale's file holds (`–`) is no subject of this locale's.
        guard let cell = row.cells[locale], StatusGlyph.specialGlyph(of: cell) != StatusGlyph.noText else {
          continue
        }
        total[index] += 1
        if cell.status == "ok" && !cell.isUnchecked { ok[index] += 1 }
      }
    }
    let counts = locales.indices.map { (locales[$0], (ok: ok[$0], total: total[$0])) }
    return Dictionary(counts, uniquingKeysWith: { first, _ in first })
  }

  private func findingLine(_ finding: Finding, style: ANSIStyle) -> String {
    let word = style.paint(finding.severity.rawValue, severity: finding.severity)
    return ReportText.diagnosticLine(finding, severityWord: word)
  }
}
