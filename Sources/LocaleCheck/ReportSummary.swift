/// The counts of a report (SPEC section 6 `summary`).
public struct ReportSummary: Hashable, Sendable {
  public var subjects: Int
  public var locales: Int
  public var errors: Int
  public var warnings: Int
  public var notes: Int
  /// Findings hidden by ignores or the baseline.
  public var suppressed: Int

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
