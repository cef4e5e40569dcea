/// Arguments a translation moves between its format and its variables' forms.
///
/// Foundation puts the chosen form in place of `%#@name@` before it formats, so an argument may
/// be written in either: German `%2$#@count@` with the forms `%1$@ hat %arg Fotos` shows what
/// `%1$@ has %2$#@count@` with `%arg photos` does. Compared part by part, the format would miss
/// argument 1 and each form would add it.
extension FormatMismatchRule {
  /// `problems` of the leaf at `path` of `value` without those about an argument moved between
  /// the format and the forms, and with a type problem where a moved one reads another type.
  ///
  /// `language`: the value's (`""` where unknown), whose plural forms of categories it never uses
  /// are never shown (a Korean `one` need not write what the format left to the forms).
  func withoutMovedArguments(
    _ problems: [FormatMismatch], path: String, value: LocalizedValue, source: LocalizedValue,
    language: String
  ) -> [FormatMismatch] {
    guard !problems.isEmpty, value.substitutions != nil || source.substitutions != nil else {
      return problems
    }
    let isForm = LeafPath.variableName(in: path) != nil
    guard path.isEmpty || isForm else { return problems }
    let ownFormat = Self.formatSpecifiers(of: value)
    let sourceFormat = Self.formatSpecifiers(of: source)
    // Each value's forms parsed once, not once per problem; a form's problems need neither.
    let ownEveryForm = isForm ? [] : Self.argumentsOfEveryForm(of: value, shownIn: language)
    let sourceEveryForm = isForm ? [] : Self.argumentsOfEveryForm(of: source)
    return problems.compactMap { problem in
      switch (problem.kind, isForm) {
      case (.missingArgument, false):
        // Left out of the format, written in every form instead.
        return ownEveryForm.contains(problem.argument) ? nil : problem
      case (.extraArgument, false):
        // Written in the format where the source writes it in every form.
        return sourceEveryForm.contains(problem.argument) ? nil : problem
      case (.extraArgument, true):
        // Written in a form where the source writes it in the format; or repeated there from the
        // translation's own format, as printf lets a numbered argument be used again ("%1$@ hat
        // %2$#@photos@" with "%arg Fotos, %1$@"). Not where the format reads the argument through
        // a variable (wire's Russian `%2$#@knocks@` beside a form's `%2$@`).
        guard let expected = sourceFormat[problem.argument],
          ownFormat[problem.argument].map({ $0.substitutionName == nil && $0.isPositional }) ?? true
        else {
          return problem
        }
        return Self.typeProblem(problem.argument, source: expected, translation: problem.translation)
      case (.missingArgument, true):
        // Left out of a form, written in the format where the source writes it in its forms.
        guard let written = ownFormat[problem.argument], sourceFormat[problem.argument] == nil else {
          return problem
        }
        return Self.typeProblem(problem.argument, source: problem.source, translation: written)
      default:
        return problem
      }
    }
  }

  /// A type mismatch where `source` and `translation` read `argument` as incompatible types.
  private static func typeProblem(_ argument: Int, source: FormatSpecifier?, translation: FormatSpecifier?)
    -> FormatMismatch?
  {
    guard let source, let translation, !source.type.isCompatible(with: translation.type) else { return nil }
    return FormatMismatch(kind: .typeMismatch, argument: argument, source: source, translation: translation)
  }

  /// The first placeholder of each argument of `value`'s format (its own text, not a form's).
  private static func formatSpecifiers(of value: LocalizedValue) -> [Int: FormatSpecifier] {
    var result: [Int: FormatSpecifier] = [:]
    for specifier in FormatSpecifierParser.parse(value.value ?? "", substitutions: value.substitutions)
    where result[specifier.argument] == nil {
      result[specifier.argument] = specifier
    }
    return result
  }

  /// The arguments that every form of `value`'s variables writes (none without forms).
  ///
  /// `shownIn` (a translation's language, `""` where unknown): only the forms shown, of variables
  /// its format names ("Файлы" beside `count` is not) and of categories the language uses; all
  /// variables where the format names one the value lacks (`%#@anzahl@` for `files`), which is
  /// reported as such.
  private static func argumentsOfEveryForm(of value: LocalizedValue, shownIn language: String? = nil)
    -> Set<Int>
  {
    var common: Set<Int>?
    let shown = language == nil ? nil : namedVariables(of: value)
    for (path, leaf) in value.leaves {
      guard let name = LeafPath.variableName(in: path), let text = leaf.value, !text.isEmpty,
        shown?.contains(name.lowercased()) ?? true,
        !(language.map { !$0.isEmpty && LeafPath.isUnusedPluralForm(path, in: $0) } ?? false)
      else { continue }
      let arguments = Set(
        FormatSpecifierParser.parse(text, placeholder: value.substitutions?[name]).map(\.argument))
      common = common.map { $0.intersection(arguments) } ?? arguments
    }
    return common ?? []
  }

  /// The variables `value`'s format names (lowercased), where it has a format and each name is
  /// one of its variables; else `nil`.
  private static func namedVariables(of value: LocalizedValue) -> Set<String>? {
    guard let format = value.value, !format.isEmpty else { return nil }
    let names = LeafPath.variablesNamed(in: [format])
    let known = Set((value.substitutions ?? [:]).keys.map { $0.lowercased() })
    return names.isSubset(of: known) ? names : nil
  }
}
