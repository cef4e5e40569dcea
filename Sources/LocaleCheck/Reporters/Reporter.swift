/// Renders a ``Report`` in one output format.
///
/// Renderers are pure and deterministic: the same report and options give the same text, with no
/// dates or machine-specific paths, so outputs can be compared in tests and diffed in CI.
public protocol Reporter {
  /// The complete output for `report`, ending with a newline unless it is empty.
  func render(_ report: Report, options: ReportOptions) -> String
}
