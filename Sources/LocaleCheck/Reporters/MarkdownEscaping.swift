/// Escaping for GitHub-flavoured Markdown table cells.
enum MarkdownEscaping {
  /// `text` safe inside one table cell: `|` and Markdown punctuation are backslash-escaped, HTML
  /// markup characters and `$` (math) become entities, and line breaks become `<br>` so the row stays one line.
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
      default:
        if ControlCharacters.contains(scalar) {
          result += " "
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
