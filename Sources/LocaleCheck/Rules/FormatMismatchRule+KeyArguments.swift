import CatalogParser

extension FormatMismatchRule {
  /// `problems` of a form of the translation's variable `name` without the arguments that the
  /// translation's format formats itself where the source's format does not: a translator who
  /// moved the count out of the forms ("%1$d %#@v1@" with `one` "историческое событие" for
  /// "%#@v0@" with "%1$d historical event") shows it once, before the word, as the source does
  /// (audit 281, Wikipedia). The format's own placeholders are compared with the source's there.
  static func withoutArgumentsItsFormatShows(
    _ problems: [FormatMismatch], variable name: String?, in comparison: LeafComparison
  ) -> [FormatMismatch] {
    guard name != nil, problems.contains(where: { $0.kind == .missingArgument }),
      let format = comparison.value.value
    else { return problems }
    let shown = plainArguments(of: format, substitutions: comparison.value.substitutions)
    guard !shown.isEmpty else { return problems }
    let sourceShown = plainArguments(
      of: comparison.source.value ?? "", substitutions: comparison.source.substitutions)
    return problems.filter {
      $0.kind != .missingArgument || !shown.contains($0.argument) || sourceShown.contains($0.argument)
    }
  }

  /// The arguments that `format`'s own placeholders print, not its variables (`%#@name@`).
  private static func plainArguments(of format: String, substitutions: [String: Substitution]?) -> Set<Int> {
    Set(
      FormatSpecifierParser.parse(format, substitutions: substitutions).lazy.filter {
        $0.substitutionName == nil
      }.map(\.argument))
  }
}
