/// Compiler-style diagnostics that Xcode and CI log parsers turn into annotations.
///
/// One line per finding: `path:line:column: error: message [rule-id]` (severity word `error`,
/// `warning` or `note`); findings without a position are written as `labelcheck: error: ...`.
/// Line breaks inside a message become spaces so that every finding stays on one line.
public struct XcodeReporter: Reporter {
  /// Creates the reporter.
  public init() {}

  /// Renders `report` as diagnostic lines (empty output when there are no findings).
  public func render(_ report: Report, options: ReportOptions) -> String {
    LogCommandGuard.guarded(
      ReportText.sortedFindings(report).map { ReportText.diagnosticLine($0) + "\n" }.joined())
  }
}
