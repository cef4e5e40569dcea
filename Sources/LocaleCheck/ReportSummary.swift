/// The counts of a report (SPEC section 6 `summary`).
public struct ReportSummary: Hashable, Sendable {
  /// How many subjects the run checked: the matrix's rows.
  public var subjects: Int
  /// How many locales the matrix has: its columns.
  public var locales: Int
  /// How many findings of severity `error` (after configuration) remain after ignores and the
  /// baseline.
  public var errors: Int
  /// How many findings of severity `warning` remain after ignores and the baseline.
  public var warnings: Int
  /// How many findings of severity `note` remain after ignores and the baseline.
  public var notes: Int
  /// Findings hidden by ignores or the baseline.
  public var suppressed: Int

  /// The counts, as a run makes them.
  public init(subjects: Int, locales: Int, errors: Int, warnings: Int, notes: Int, suppressed: Int) {
    self.subjects = subjects
    self.locales = locales
    self.errors = errors
    self.warnings = warnings
    self.notes = notes
    self.suppressed = suppressed
  }

  /// The count for one severity.
  public func count(_ severity: Severity) -> Int {
    switch severity {
    case .error: errors
    case .warning: warnings
    case .note: notes
    }
  }
}
