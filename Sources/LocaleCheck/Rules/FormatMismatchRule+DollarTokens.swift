extension FormatMismatchRule {
  /// The problem of a translation of a format that writes a MediaWiki parameter (`$1`) the
  /// source does not: the app shows it as written (see ``DollarTokens``), and the source's
  /// placeholder of that argument is what to write. Only where the source is a format (it has a
  /// placeholder) or the translation has variables: prose may name a price.
  static func dollarTokenProblem(in text: String, source: String, hasVariables: Bool) -> String? {
    let added = DollarTokens.added(in: text, besides: source)
    guard !added.isEmpty else { return nil }
    let placeholders = FormatSpecifierParser.parse(source)
    guard hasVariables || !placeholders.isEmpty else { return nil }
    let named = added.map { "'\($0)'" }.joined(separator: ", ")
    let meant = added.compactMap { token in placeholders.first { "$\($0.argument)" == token } }
    let advice =
      meant.count != added.count
      ? "; an argument is written %1$@ or %1$d"
      : meant.allSatisfy { $0.substitutionName == nil }
        ? "; the source writes " + meant.map(\.text).joined(separator: ", ")
        : "; the source shows "
          + meant.map { "argument \($0.argument) \($0.substitutionName == nil ? "as" : "with") \($0.text)" }
          .joined(separator: ", ")
    return added.count == 1
      ? "\(named) here is no placeholder, so the app shows it as written" + advice
      : "\(named) here are no placeholders, so the app shows them as written" + advice
  }
}
