import CatalogParser

extension FormatMismatchRule {
  /// `problem`, judged where a variable's form shows the variable's own count and the source's
  /// forms leave it out ("эти %d фотографии" for "these photos" in "Delete %#@photos@?"):
  /// CoreFoundation gives a form's placeholder the variable's argument, so a number is no
  /// problem (`nil`), and another type is the variable's type against it.
  static func judgingItsOwnCount(
    _ problem: FormatMismatch, sourceVariable: String?, of source: LocalizedValue
  ) -> FormatMismatch? {
    guard problem.kind == .extraArgument, let name = sourceVariable,
      let variable = source.substitutions?[name], variable.argNum == problem.argument,
      let shown = problem.translation?.type
    else { return problem }
    let counted = variable.formatSpecifier.flatMap(FormatSpecifierParser.argumentType(ofFormatSpecifier:))
    if counted.map(shown.isCompatible(with:)) ?? (shown == .integer || shown == .floating) { return nil }
    let sentence = source.value.map { FormatSpecifierParser.parse($0, substitutions: source.substitutions) }
    guard var placeholder = sentence?.first(where: { $0.substitutionName == name }) else { return problem }
    // A plural variable without a value type takes a number all the same.
    if placeholder.type == .unknown { placeholder.type = .integer }
    return FormatMismatch(
      kind: .typeMismatch, argument: problem.argument, source: placeholder, translation: problem.translation)
  }
}
