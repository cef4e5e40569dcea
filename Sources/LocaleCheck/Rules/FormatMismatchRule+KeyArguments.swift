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
    guard let name, problems.contains(where: { $0.kind == .missingArgument }) else { return problems }
    // Each format that names the variable (the value's, or each device's: review 192) must show it.
    let formats = formats(of: comparison.value, naming: name)
    let shown = formats.dropFirst().reduce(
      formats.first.map { plainArguments(of: $0, of: comparison.value) } ?? []
    ) {
      $0.intersection(plainArguments(of: $1, of: comparison.value))
    }
    guard !shown.isEmpty else { return problems }
    let sourceShown = Self.formats(of: comparison.source, naming: nil).reduce(into: Set<Int>()) {
      $0.formUnion(plainArguments(of: $1, of: comparison.source))
    }
    return problems.filter {
      $0.kind != .missingArgument || !shown.contains($0.argument) || sourceShown.contains($0.argument)
    }
  }

  /// The formats of `value` outside its variables' forms: its own, or its device and width
  /// cases'; with `name`, only those that name the variable (`%#@name@`).
  private static func formats(of value: LocalizedValue, naming name: String?) -> [String] {
    if let format = value.value { return [format] }
    return value.leaves.compactMap { path, leaf in
      guard !path.containsUTF8("substitutions."), let format = leaf.value,
        name.map({ format.contains("%#@\($0)@") || format.contains("$#@\($0)@") }) ?? true
      else { return nil }
      return format
    }
  }

  /// The arguments that `format`'s own placeholders print, not its variables (`%#@name@`).
  private static func plainArguments(of format: String, of value: LocalizedValue) -> Set<Int> {
    Set(
      FormatSpecifierParser.parse(format, substitutions: value.substitutions).lazy.filter {
        $0.substitutionName == nil
      }.map(\.argument))
  }
}
