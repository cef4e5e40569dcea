/// The report formats of `--format` and `--report FORMAT:FILE`.
public enum OutputFormat: String, CaseIterable, Hashable, Sendable {
  case text, xcode, json, junit, sarif, markdown, github, html

  /// Whether the format tells a dashboard about files that could not be read (SARIF's failed
  /// invocation, JUnit's test case in error, GitHub's annotation, Markdown's list), so that its
  /// report is worth writing when no file could be read at all; the others would only show an
  /// empty matrix, as if all were well.
  public var recordsUnreadableFiles: Bool {
    switch self {
    case .junit, .sarif, .markdown, .github: true
    case .text, .xcode, .json, .html: false
    }
  }
}
