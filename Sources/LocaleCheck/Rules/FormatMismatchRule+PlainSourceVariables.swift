import CatalogParser

extension FormatMismatchRule {
  /// `problems` of a form of the translation's variable `name`, where the source has no such
  /// variable and the form was compared with its whole text ("%1$lld edits since %2$@" against
  /// "%arg правка" of "%#@v0@ с %2$@"): the form stands for the variable's argument only, so the
  /// other arguments it lacks are the format's to show, and the format is compared for them
  /// (audit 271). Problems of other kinds, and of the variable's own argument, stay.
  static func withoutArgumentsOfItsFormat(
    _ problems: [FormatMismatch], variable name: String?, sourcePath: String, in comparison: LeafComparison
  ) -> [FormatMismatch] {
    guard let name, problems.contains(where: { $0.kind == .missingArgument }),
      comparison.source.substitutions?[LeafPath.variableName(in: sourcePath) ?? name] == nil
    else { return problems }
    // The format, or each device's where the value varies by device (review 185).
    let value = comparison.value
    let formats =
      [value.value].compactMap { $0 }
      + value.leaves.filter { !$0.path.isEmpty && LeafPath.variableName(in: $0.path) == nil }.compactMap(
        \.leaf.value)
    let own = formats.lazy.compactMap { format in
      FormatSpecifierParser.parse(format, substitutions: value.substitutions).first {
        $0.substitutionName == name
      }?.argument
    }.first
    guard let own else { return problems }
    return problems.filter { $0.kind != .missingArgument || $0.argument == own }
  }
}
