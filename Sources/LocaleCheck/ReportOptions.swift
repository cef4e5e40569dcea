/// How a report is rendered, beyond its content.
public struct ReportOptions: Hashable, Sendable {
  /// ANSI colour (only on a terminal, never with `NO_COLOR` / `--no-color`).
  public var color: Bool
  /// Show every subject's row in text and markdown, not only rows with a finding.
  public var showAll: Bool
  /// Terminal width for the text matrix.
  public var width: Int
  /// The lowest severity that fails the run (`--fail-on`): JUnit reports such findings as
  /// failures, so that the test dashboard agrees with the exit status.
  public var failOn: FailThreshold

  public init(color: Bool = false, showAll: Bool = false, width: Int = 120, failOn: FailThreshold = .error) {
    self.color = color
    self.showAll = showAll
    self.width = width
    self.failOn = failOn
  }
}
