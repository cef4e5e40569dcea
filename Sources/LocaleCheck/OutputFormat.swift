/// The report formats of `--format` and `--report FORMAT:FILE`.
public enum OutputFormat: String, CaseIterable, Hashable, Sendable {
  case text, xcode, json, junit, sarif, markdown, github, html
}
