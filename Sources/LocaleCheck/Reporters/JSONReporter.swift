/// The machine-readable report of SPEC section 6, with its key order and every field present.
///
/// Pretty-printed with a two-space indent and a trailing newline; fields without a value are
/// `null`, never dropped; matrix cells follow `report.locales` (a locale without a cell is `null`).
public struct JSONReporter: Reporter {
  /// Creates the reporter.
  public init() {}

  /// Renders `report` as JSON.
  public func render(_ report: Report, options: ReportOptions) -> String {
    String(decoding: renderUTF8(report, options: options), as: UTF8.self)
  }

  /// The same, as UTF-8 bytes.
  public func renderUTF8(_ report: Report, options: ReportOptions) -> [UInt8] {
    LogCommandGuard.guarded(parts(report).utf8(), notation: .json)
  }

  /// The report as an ordered JSON value.
  public func document(_ report: Report) -> JSONValue {
    parts(report).value
  }

  /// The report, with its matrix rows and findings made and written on all cores.
  private func parts(_ report: Report) -> JSONDocument {
    let matrix = report.matrix
    let locales = report.locales
    let findings = ReportText.sortedFindings(report)
    return .object([
      ("schemaVersion", .value(1)),
      (
        "tool",
        .value(.object([("name", .string(Report.toolName)), ("version", .string(Report.toolVersion))]))
      ),
      ("sourceLocale", .value(.string(report.sourceLocale.identifier))),
      ("locales", .value(.array(locales.map { .string($0.identifier) }))),
      ("summary", .value(summary(report.summary))),
      ("matrix", .elements(count: matrix.count) { row(matrix[$0], locales: locales) }),
      ("findings", .elements(count: findings.count) { finding(findings[$0]) }),
    ])
  }

  private func summary(_ summary: ReportSummary) -> JSONValue {
    .object([
      ("subjects", .int(summary.subjects)), ("locales", .int(summary.locales)),
      ("error", .int(summary.errors)), ("warning", .int(summary.warnings)),
      ("note", .int(summary.notes)), ("suppressed", .int(summary.suppressed)),
    ])
  }

  private func row(_ row: MatrixRow, locales: [LocaleID]) -> JSONValue {
    let cells = locales.map { locale -> (String, JSONValue) in
      guard let cell = row.cells[locale] else { return (locale.identifier, .null) }
      return (
        locale.identifier, .object([("status", .string(cell.status)), ("label", .optional(cell.label))])
      )
    }
    return .object([
      ("identifier", .string(row.identifier)), ("table", .string(row.table)), ("key", .string(row.key)),
      ("screen", .optional(row.screen)), ("bundle", .string(row.bundle)), ("cells", .object(cells)),
    ])
  }

  private func finding(_ finding: Finding) -> JSONValue {
    .object([
      ("rule", .string(finding.rule)), ("severity", .string(finding.severity.rawValue)),
      ("locale", .optional(finding.locale?.identifier)), ("identifier", .optional(finding.identifier)),
      ("bundle", .optional(finding.bundle)), ("table", .optional(finding.table)),
      ("key", .optional(finding.key)), ("message", .string(ReportText.visibleControls(finding.message))),
      ("expected", .optional(finding.expected)), ("actual", .optional(finding.actual)),
      ("file", .optional(finding.position?.file)), ("line", .optional(finding.position?.line)),
      ("column", .optional(finding.position?.column)), ("fingerprint", .string(finding.fingerprint)),
    ])
  }
}
