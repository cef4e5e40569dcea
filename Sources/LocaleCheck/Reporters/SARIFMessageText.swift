/// A SARIF plain-text message string (SARIF 2.1.0 section 3.11), from text that may hold what
/// viewers would read as placeholders or links.
///
/// Keys and labels such as `Delete {0} items?` or a SwiftUI `[Terms](1)` are quoted in messages:
/// as written, a viewer would fill `{0}` with an argument the result does not have, and turn
/// `[Terms](1)` into a link to a location that does not exist.
enum SARIFMessageText {
  /// `text` with `{` and `}` doubled (section 3.11.5: "SHALL be represented by `{{` and `}}`"),
  /// and, where it holds what reads as an embedded link (`[text](target)`, section 3.11.6), its
  /// brackets and backslashes escaped with a backslash, which the specification allows anywhere.
  static func plain(_ text: String) -> String {
    let escapesLinks = looksLikeEmbeddedLink(text)
    guard escapesLinks || text.contains(where: { $0 == "{" || $0 == "}" }) else { return text }
    var escaped = ""
    escaped.reserveCapacity(text.utf8.count + 8)
    for character in text {
      switch character {
      case "{": escaped += "{{"
      case "}": escaped += "}}"
      case "[", "]",
        "\\" where escapesLinks:
        escaped += "\\" + String(character)
      default: escaped.append(character)
      }
    }
    return escaped
  }

  /// Whether `text` has a `[` that a `](` follows: the shape of an embedded link.
  private static func looksLikeEmbeddedLink(_ text: String) -> Bool {
    guard let open = text.firstIndex(of: "[") else { return false }
    return text[open...].contains("](")
  }
}
