/// Renders a ``Report`` in one output format.
///
/// Renderers are pure and deterministic: the same report and options give the same text, with no
/// dates or machine-specific paths, so outputs can be compared in tests and diffed in CI.
public protocol Reporter: Sendable {
  /// The complete output for `report`, ending with a newline unless it is empty.
  func render(_ report: Report, options: ReportOptions) -> String
  /// The same output as UTF-8 bytes: what a tool writes out, without making a `String` of a
  /// report that may be hundreds of megabytes.
  func renderUTF8(_ report: Report, options: ReportOptions) -> [UInt8]
}

extension Reporter {
  /// `render(_:options:)`'s text as UTF-8.
  public func renderUTF8(_ report: Report, options: ReportOptions) -> [UInt8] {
    Array(render(report, options: options).utf8)
  }
}
