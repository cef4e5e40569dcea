/// The machine-readable report of SPEC section 6, with its key order and every field present.
///
/// Pretty-printed with a two-space indent and a trailing newline; fields without a value are
/// `null`, never dropped; matrix cells follow `report.locales` (a locale without a cell is `null`).
public struct JSONReporter: Reporter {
  /// Creates the reporter.
  public init() {}

  /// Renders `report` as JSON.
  public func render(_ report: Report, options: ReportOptions) -> String {
    document(report).serialized(pretty: true) + "\n"
  }

  /// The report as an ordered JSON value.
  public func document(_ report: Report) -> JSONValue {
    .object([
      ("schemaVersion", 1),
      ("tool", .object([("name", .string(Report.toolName)), ("version", .string(Report.toolVersion))])),
      ("sourceLocale", .string(report.sourceLocale.identifier)),
      ("locales", .array(report.locales.map { .string($0.identifier) })),
      ("summary", summary(report.summary)),
      ("matrix", .array(report.matrix.map { row($0, locales: report.locales) })),
      ("findings", .array(ReportText.sortedFindings(report).map(finding))),
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
      ("key", .optional(finding.key)), ("message", .string(finding.message)),
      ("expected", .optional(finding.expected)), ("actual", .optional(finding.actual)),
      ("file", .optional(finding.position?.file)), ("line", .optional(finding.position?.line)),
      ("column", .optional(finding.position?.column)), ("fingerprint", .string(finding.fingerprint)),
    ])
  }
}
