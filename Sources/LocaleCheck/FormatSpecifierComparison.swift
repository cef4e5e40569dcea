/// Compares the placeholders of a translation with its source by argument number and type,
/// for the `format-mismatch` rule.
///
/// Arguments are matched by number, so a legal reordering (`%1$@ ... %2$@` against
/// `%2$@ ... %1$@`) passes. Integer widths are one class (`%d`, `%ld`, `%lld` agree); `%@`
/// and `%s`, or `%@` and `%d`, do not.
public enum FormatSpecifierComparison {
  /// The mismatches between `source` and `translation`, ordered by argument number.
  ///
  /// - Parameters:
  ///   - substitutions: the source value's substitutions (types `%#@name@` in the source).
  ///   - translationSubstitutions: the translation's own substitutions; `substitutions` when
  ///     `nil`.
  ///   - placeholder: the substitution whose variations are compared (types `%arg`).
  public static func compare(
    source: String, translation: String, substitutions: [String: Substitution]? = nil,
    translationSubstitutions: [String: Substitution]? = nil, placeholder: Substitution? = nil
  ) -> [FormatMismatch] {
    // Every placeholder starts with `%`: most labels have none on either side.
    let percent = UInt8(ascii: "%")
    guard source.containsUTF8Byte(percent) || translation.containsUTF8Byte(percent) else { return [] }
    return compare(
      source: FormatSpecifierParser.parse(
        source, substitutions: substitutions, placeholder: placeholder),
      translation: FormatSpecifierParser.parse(
        translation, substitutions: translationSubstitutions ?? substitutions,
        placeholder: placeholder))
  }

  /// The mismatches between `source` and `translation`, with `%#@name@` typed by
  /// `substitutionFormat` (the substitution's format specifier, e.g. `lld`).
  public static func compare(
    source: String, translation: String, substitutionFormat: (String) -> String?
  ) -> [FormatMismatch] {
    compare(
      source: FormatSpecifierParser.parse(source, substitutionFormat: substitutionFormat),
      translation: FormatSpecifierParser.parse(translation, substitutionFormat: substitutionFormat))
  }

  /// The mismatches between two lists of parsed placeholders.
  public static func compare(
    source: [FormatSpecifier], translation: [FormatSpecifier]
  ) -> [FormatMismatch] {
    let translation = boundByName(translation, to: source)
    let (expected, sourceConflicts) = firstUses(source)
    let (actual, conflicts) = firstUses(translation)
    var mismatches = argumentMismatches(
      expected: expected, actual: actual, source: source, translation: translation)
    // One argument read as two types (`%1$@ (%1$d)`): String(format:) reads it once, with one
    // of them, and the other crashes or prints garbage. A source that does so is not repeated.
    for (first, other) in conflicts
    where !sourceConflicts.contains(where: { $0.first.argument == first.argument }) {
      mismatches.append(
        FormatMismatch(
          kind: .conflictingTypes, argument: first.argument, source: translation[first.placeholder],
          translation: translation[other.placeholder]))
    }
    return conflicts.isEmpty
      ? mismatches
      : mismatches.enumerated().sorted {
        ($0.element.argument, $0.offset) < ($1.element.argument, $1.offset)
      }.map(\.element)
  }

  /// The arguments the translation leaves out, adds or reads as another type, walking both
  /// argument-ordered lists of first uses side by side.
  private static func argumentMismatches(
    expected: [ArgumentUse], actual: [ArgumentUse], source: [FormatSpecifier], translation: [FormatSpecifier]
  ) -> [FormatMismatch] {
    var mismatches: [FormatMismatch] = []
    var (sourceIndex, translationIndex) = (0, 0)
    while sourceIndex < expected.count || translationIndex < actual.count {
      let want = sourceIndex < expected.count ? expected[sourceIndex] : nil
      let got = translationIndex < actual.count ? actual[translationIndex] : nil
      if let want, let got, want.argument == got.argument {
        if !want.type.isCompatible(with: got.type) {
          mismatches.append(
            FormatMismatch(
              kind: .typeMismatch, argument: want.argument, source: source[want.placeholder],
              translation: translation[got.placeholder]))
        }
        sourceIndex += 1
        translationIndex += 1
      } else if let want, got.map({ want.argument < $0.argument }) ?? true {
        mismatches.append(
          FormatMismatch(kind: .missingArgument, argument: want.argument, source: source[want.placeholder]))
        sourceIndex += 1
      } else if let got {
        mismatches.append(
          FormatMismatch(
            kind: .extraArgument, argument: got.argument, translation: translation[got.placeholder]))
        translationIndex += 1
      }
    }
    return mismatches
  }

  /// `translation` with each named argument (`%(limit)lld`) numbered as the source's argument of
  /// that name, wherever the translator put it; a name the source lacks gets a number past every
  /// argument, so it is told as one the source does not pass. Unchanged where the source names no
  /// argument.
  static func boundByName(_ translation: [FormatSpecifier], to source: [FormatSpecifier]) -> [FormatSpecifier]
  {
    guard translation.contains(where: { $0.argumentName != nil }) else { return translation }
    var numbers: [String: Int] = [:]
    for specifier in source {
      if let name = specifier.argumentName, numbers[name] == nil { numbers[name] = specifier.argument }
    }
    guard !numbers.isEmpty else { return translation }
    var unknown = (source + translation).map(\.argument).max() ?? 0
    return translation.map { specifier in
      guard let name = specifier.argumentName else { return specifier }
      var bound = specifier
      if let number = numbers[name] {
        bound.argument = number
      } else {
        unknown += 1
        numbers[name] = unknown
        bound.argument = unknown
      }
      return bound
    }
  }

  /// An argument, the type its first use gives it, and which placeholder that is.
  private struct ArgumentUse {
    var argument: Int
    var type: FormatArgumentType
    /// The index of the placeholder in its list.
    var placeholder: Int
    /// The order in which the placeholders consume their arguments.
    var order: Int
  }

  /// Each argument's first use, in argument order (a `*` width or precision uses its argument as
  /// an integer; see `FormatSpecifier.consumedArguments`). (A sorted array, not a dictionary: a text has a few placeholders, and this runs
  /// for every translated cell that has one.)
  /// `conflicts`: an argument's first use with each later use of a type that does not fit it.
  private static func firstUses(_ specifiers: [FormatSpecifier]) -> (
    first: [ArgumentUse], conflicts: [(first: ArgumentUse, other: ArgumentUse)]
  ) {
    var uses: [ArgumentUse] = []
    uses.reserveCapacity(specifiers.count)
    for (placeholder, specifier) in specifiers.enumerated() {
      specifier.forEachConsumedArgument { argument, type in
        uses.append(ArgumentUse(argument: argument, type: type, placeholder: placeholder, order: uses.count))
      }
    }
    let sorted = uses.sorted { ($0.argument, $0.order) < ($1.argument, $1.order) }
    var first: [ArgumentUse] = []
    first.reserveCapacity(sorted.count)
    var conflicts: [(first: ArgumentUse, other: ArgumentUse)] = []
    for use in sorted {
      guard let earlier = first.last, earlier.argument == use.argument else {
        first.append(use)
        continue
      }
      if !earlier.type.isCompatible(with: use.type) { conflicts.append((earlier, use)) }
    }
    return (first, conflicts)
  }
}
