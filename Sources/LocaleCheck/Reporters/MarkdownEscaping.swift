import CatalogParser

/// Escaping for GitHub-flavoured Markdown table cells.
enum MarkdownEscaping {
  /// `text` safe inside one table cell: `|` and Markdown punctuation are backslash-escaped, HTML
  /// markup characters, `$` (math), `@` (mentions) and `#` (issue links) become entities,
  /// line breaks become `<br>` so the row stays one line, and other controls are written `\u{200B}`.
  static func cell(_ text: String) -> String {
    var result = ""
    var previousWasCR = false
    for scalar in text.unicodeScalars {
      defer { previousWasCR = scalar == "\r" }
      switch scalar {
      case "\n" where previousWasCR: continue
      case "\n", "\r": result += "<br>"
      case "\\", "|", "`", "*", "_", "~", "[", "]": result += "\\" + String(scalar)
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "&": result += "&amp;"
      // `$…$` is inline math on GitHub and GitLab: "%1$@ … %2$d" would render as a formula. A
      // backslash does not reliably stop it there; an entity does.
      case "$": result += "&#36;"
      // Posted as a pull request comment, `@x` ("Speed: %@x") mentions a user and `#1` links an
      // issue; entities are shown as the characters but match neither.
      case "@": result += "&#64;"
      case "#": result += "&#35;"
      default:
        if scalar == "\t" {
          result += " "
        } else if ControlCharacters.contains(scalar) {
          // Shown as the other reports show it ("'Cancel\u{200B}'" says why it differs from
          // "'Cancel'"), its backslash escaped for Markdown.
          result += "\\" + CodePoint.escape(scalar)
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }

  /// One table row from already-escaped cells.
  static func row(_ cells: [String]) -> String {
    "| " + cells.joined(separator: " | ") + " |"
  }
}
