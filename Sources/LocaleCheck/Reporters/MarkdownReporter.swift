/// A summary for a pull-request comment or a CI step summary, kept under ``characterLimit``.
///
/// A heading, the one-line summary, a table of counts by rule per locale, then the findings (most
/// severe first, rarer rules first within a severity) as a table, cut to fit the limit with a note saying how many were left out, then
/// the matrix rows that have a finding, within the same limit. With `showAll` (a release
/// document, not a comment) every finding and every subject's row, however long.
public struct MarkdownReporter: Reporter {
  /// The output stays below this many UTF-8 bytes (so also below as many characters), under
  /// GitHub's 65,536-character limit for comments.
  public static let characterLimit = 65_000

  /// Creates the reporter.
  public init() {}

  /// Renders `report` as Markdown.
  public func render(_ report: Report, options: ReportOptions) -> String {
    var output = "## \(Report.toolName)\n\n\(MarkdownEscaping.cell(ReportText.summaryLine(report)))\n"
    output += unreadableFiles(
      report.inputErrors.filter { !report.partlyReadFiles.contains($0.position.file) })
    output += keysLeftOut(report.inputErrors(ofKind: "unreadable-key"))
    output += entriesLeftOut(report.inputErrors(ofKind: "unreadable-entry"))
    output += noticeList(report.notices)
    let findings = ReportText.sortedFindings(report)
    let rows: [MatrixRow]
    if options.showAll {
      rows = report.matrix
    } else {
      let flagged = SubjectIndex(report.matrix).rowsWithFindings(findings)
      rows = report.matrix.indices.filter(flagged.contains).map { report.matrix[$0] }
    }
    let matrixHeading =
      "\n### Matrix\n\n"
      + StatusGlyph.legend(
        sources: report.legendSourceLocales, shown: StatusGlyph.shownGlyphs(rows)) + "\n\n"
    let matrixHeader = ["Identifier", "Screen or table"] + report.locales.map(\.identifier)
    let matrixLines = matrixRows(rows, of: report)
    let limit = options.showAll ? Int.max / 2 : MarkdownReporter.characterLimit
    if !findings.isEmpty {
      output += "\n### Findings by locale\n\n" + countsTable(report, findings: findings)
      output += "\n### Findings\n\n"
      // Room for the matrix's first rows, however wide its header (100 locales make a long one).
      let matrixReserve =
        rows.isEmpty
        ? 0
        : matrixHeading.utf8.count
          + MarkdownTable.size(header: matrixHeader, rows: matrixLines.prefix(Self.matrixRowsKept))
      output += findingsTable(findings, budget: limit - output.utf8.count - matrixReserve)
    }
    if !rows.isEmpty {
      // As the text report says it: a reader must not take the rows shown for every subject.
      // Not "listed": the table may show fewer of them, cut to keep the summary short.
      let shownNote =
        options.showAll || rows.count == report.matrix.count
        ? ""
        : "\nOnly subjects with findings have rows (\(rows.count) of \(report.matrix.count) subjects); "
          + "`--all` lists every subject.\n"
      output += matrixHeading
      output += MarkdownTable.bounded(
        header: matrixHeader, rows: matrixLines, noun: "subject",
        budget: limit - output.utf8.count - shownNote.utf8.count)
      output += shownNote
    }
    return output
  }

  /// The files that could not be read, the first few listed: the report does not know their
  /// findings, which a summary without this line would hide.
  private func unreadableFiles(_ errors: [CatalogError]) -> String {
    guard !errors.isEmpty else { return "" }
    let count = ReportText.count(errors.count, "file")
    return errorList(
      errors,
      heading:
        "**\(count) could not be read**, so \(errors.count == 1 ? "its" : "their") findings are not here:")
  }

  /// The keys left out of files read in part (a `.stringsdict` key without a format): the
  /// report has the files' other findings, not these keys'.
  private func keysLeftOut(_ errors: [CatalogError]) -> String {
    guard !errors.isEmpty else { return "" }
    return errorList(
      errors,
      heading:
        "**\(ReportText.count(errors.count, "key")) could not be read** and \(errors.count == 1 ? "is" : "are")"
        + " left out of \(errors.count == 1 ? "its file" : "their files"):")
  }

  private func entriesLeftOut(_ errors: [CatalogError]) -> String {
    guard !errors.isEmpty else { return "" }
    return errorList(
      errors,
      heading:
        "**\(ReportText.count(errors.count, "label-map entry")) could not be read** and "
        + "\(errors.count == 1 ? "is" : "are") left out of the run:")
  }

  /// labelcheck's own warnings and notes about the run, some of each kind.
  private func noticeList(_ notices: [ProjectNotice]) -> String {
    guard !notices.isEmpty else { return "" }
    var text = "\n**labelcheck's \(ReportText.count(notices.count, "notice")) about the run:**\n\n"
    let shown = ProjectNotice.shortList(notices, limit: Self.unreadableFilesListed)
    for notice in shown {
      text += "- \(MarkdownEscaping.cell(notice.description))\n"
    }
    if notices.count > shown.count {
      text += "- _and \(notices.count - shown.count) more, on standard error (unless the run is quiet)_\n"
    }
    return text
  }

  /// `heading`, then the first errors as a list, and how many more there are.
  private func errorList(_ errors: [CatalogError], heading: String) -> String {
    var text = "\n" + heading + "\n\n"
    for error in errors.prefix(Self.unreadableFilesListed) {
      text += "- \(MarkdownEscaping.cell("\(error.position): \(error.message)"))\n"
    }
    if errors.count > Self.unreadableFilesListed {
      text += "- _and \(errors.count - Self.unreadableFilesListed) more_\n"
    }
    return text
  }

  private static let unreadableFilesListed = 20

  /// The longest message a findings row shows whole, in characters.
  private static let messageLimit = 300

  /// How many matrix rows the findings table leaves room for, at least.
  private static let matrixRowsKept = 10

  /// How many findings of each rule come before the rest of their severity's.
  private static let sampledPerRule = 5

  /// Per locale (rows) and rule that fired (columns), how many findings, with totals.
  private func countsTable(_ report: Report, findings: [Finding]) -> String {
    let rules = Set(findings.map(\.rule)).sorted()
    var counts: [LocaleID?: [String: Int]] = [:]
    for finding in findings { counts[finding.locale, default: [:]][finding.rule, default: 0] += 1 }
    var locales: [LocaleID?] = report.locales + ReportText.extraLocales(report)
    if counts[nil] != nil { locales.append(nil) }
    var lines = [
      MarkdownEscaping.row(["Locale"] + rules.map(MarkdownEscaping.cell) + ["Total"]),
      MarkdownEscaping.row(["---"] + rules.map { _ in "---:" } + ["---:"]),
    ]
    for locale in locales {
      let byRule = counts[locale] ?? [:]
      let cells = rules.map { String(byRule[$0] ?? 0) } + [String(byRule.values.reduce(0, +))]
      lines.append(MarkdownEscaping.row([MarkdownEscaping.cell(locale?.identifier ?? "(no locale)")] + cells))
    }
    let totals = rules.map { rule in String(findings.filter { $0.rule == rule }.count) }
    lines.append(MarkdownEscaping.row(["**Total**"] + totals + ["**\(findings.count)**"]))
    return lines.joined(separator: "\n") + "\n"
  }

  /// The findings in the order a cut table keeps them (``FindingPriority``), with `sampling`
  /// each rule's first few before the rest.
  private func topFindings(_ findings: [Finding], sampling: Bool) -> [Finding] {
    FindingPriority.ranked(findings, sampledPerRule: sampling ? Self.sampledPerRule : nil).map {
      findings[$0]
    }
  }

  /// The findings table, cut to `budget` UTF-8 bytes; only a table that is cut shows each rule's
  /// first few ahead of the rest (an uncut one keeps its plain order).
  private func findingsTable(_ findings: [Finding], budget: Int) -> String {
    let header = ["Severity", "Rule", "Locale", "Identifier", "Message", "Location"]
    var ranked = topFindings(findings, sampling: false)
    var rows = ranked.map(findingRow)
    var order = ""
    // The rules in the order an uncut table shows them: most severe first, rarer first.
    var ruleOrder: [String] = []
    if MarkdownTable.size(header: header, rows: rows[...]) > budget {
      ruleOrder = ranked.map(\.rule).uniquedInOrder()
      ranked = topFindings(findings, sampling: true)
      rows = ranked.map(findingRow)
      // One rule's findings have no other rule's to come before (review 155).
      order =
        ruleOrder.count > 1
        ? "_Most severe first; the first \(Self.sampledPerRule) of each rule come before the rest._\n\n" : ""
    }
    return order
      + MarkdownTable.bounded(
        header: header, rows: rows, noun: "finding", budget: budget - order.utf8.count,
        kinds: ranked.map(\.rule), kindOrder: ruleOrder, elsewhere: "`--all` lists every one")
  }

  private func findingRow(_ finding: Finding) -> String {
    let location = ReportText.location(finding) ?? "-"
    return MarkdownEscaping.row(
      [
        finding.severity.rawValue, finding.rule, finding.locale?.identifier ?? "-",
        (finding.identifier ?? finding.key).map(ReportText.shownIdentifier) ?? "-",
        // Short enough that no error row is left out for its length.
        finding.message.isEmpty
          ? "-"
          : ReportText.shortened(
            finding.message, to: Self.messageLimit, quoting: ReportText.quotedTexts(of: finding)),
        location,
      ].map(MarkdownEscaping.cell))
  }

  /// One row per subject: identifier, group, and a glyph per locale.
  private func matrixRows(_ rows: [MatrixRow], of report: Report) -> [String] {
    let severities = ReportText.ruleSeverities(report)
    return rows.map { row in
      let cells = report.locales.map { locale -> String in
        guard let cell = row.cells[locale] else { return "" }
        if let special = StatusGlyph.specialGlyph(of: cell) { return special }
        return StatusGlyph.glyph(for: cell.status, severity: severities[cell.status])
      }
      let label = [ReportText.shownIdentifier(row.identifier), ReportText.groupName(row)].map(
        MarkdownEscaping.cell)
      return MarkdownEscaping.row(label + cells)
    }
  }
}
