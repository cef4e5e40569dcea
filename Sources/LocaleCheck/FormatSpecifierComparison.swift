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
    let expected = argumentUses(source)
    let actual = argumentUses(translation)
    var mismatches: [FormatMismatch] = []
    for argument in Set(expected.keys).union(actual.keys).sorted() {
      switch (expected[argument], actual[argument]) {
      case (let want?, let got?):
        if !want.type.isCompatible(with: got.type) {
          mismatches.append(
            FormatMismatch(
              kind: .typeMismatch, argument: argument, source: want.specifier,
              translation: got.specifier))
        }
      case (let want?, nil):
        mismatches.append(
          FormatMismatch(kind: .missingArgument, argument: argument, source: want.specifier))
      case (nil, let got?):
        mismatches.append(
          FormatMismatch(kind: .extraArgument, argument: argument, translation: got.specifier))
      case (nil, nil):
        break
      }
    }
    return mismatches
  }

  /// Each argument's type and the placeholder that first uses it. A `*` width or precision
  /// uses its argument as an integer.
  private static func argumentUses(
    _ specifiers: [FormatSpecifier]
  ) -> [Int: (type: FormatArgumentType, specifier: FormatSpecifier)] {
    var uses: [Int: (type: FormatArgumentType, specifier: FormatSpecifier)] = [:]
    for specifier in specifiers {
      for (argument, type) in specifier.consumedArguments where uses[argument] == nil {
        uses[argument] = (type, specifier)
      }
    }
    return uses
  }
}
