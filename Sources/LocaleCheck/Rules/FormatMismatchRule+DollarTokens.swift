extension FormatMismatchRule {
  /// The problem of a translation of a format that writes a MediaWiki parameter (`$1`) the
  /// source does not: the app shows it as written (see ``DollarTokens``), and the source's
  /// placeholder of that argument is what to write. Only for an argument the source has, which
  /// the translation loses or shows through a variable: a price ("$10", "US$1" respelt "$1")
  /// beside the arguments it keeps is text (review 185).
  static func dollarTokenProblem(in text: String, source: String, hasVariables: Bool) -> String? {
    let candidates = DollarTokens.added(in: text, besides: source)
    guard !candidates.isEmpty else { return nil }
    let placeholders = FormatSpecifierParser.parse(source)
    let shown = hasVariables ? [] : Set(FormatSpecifierParser.parse(text).map(\.argument))
    let added = candidates.filter { token in
      guard let number = Int(token.dropFirst()) else { return false }
      return placeholders.contains { $0.argument == number } && !shown.contains(number)
    }
    guard !added.isEmpty else { return nil }
    let named = added.map { "'\($0)'" }.joined(separator: ", ")
    let meant = added.compactMap { token in placeholders.first { "$\($0.argument)" == token } }
    let advice =
      meant.allSatisfy { $0.substitutionName == nil }
      ? "; the source writes " + meant.map(\.text).joined(separator: ", ")
      : "; the source shows "
        + meant.map { "argument \($0.argument) \($0.substitutionName == nil ? "as" : "with") \($0.text)" }
        .joined(separator: ", ")
    return added.count == 1
      ? "\(named) here is no placeholder, so the app shows it as written" + advice
      : "\(named) here are no placeholders, so the app shows them as written" + advice
  }
}
