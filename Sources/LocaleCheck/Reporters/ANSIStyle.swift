/// ANSI terminal colours for the text report; every function returns its input unchanged when disabled.
struct ANSIStyle {
  /// Whether escape sequences are written at all.
  let enabled: Bool

  private static let reset = "\u{1B}[0m"

  /// `text` in the colour of `severity` (red, yellow, cyan), or green for `nil` (no problem).
  func paint(_ text: String, severity: Severity?) -> String {
    guard enabled else { return text }
    let code: String
    switch severity {
    case .error?: code = "\u{1B}[31m"
    case .warning?: code = "\u{1B}[33m"
    case .note?: code = "\u{1B}[36m"
    case nil: code = "\u{1B}[32m"
    }
    return code + text + ANSIStyle.reset
  }

  /// `text` in bold.
  func bold(_ text: String) -> String {
    enabled ? "\u{1B}[1m" + text + ANSIStyle.reset : text
  }
}
