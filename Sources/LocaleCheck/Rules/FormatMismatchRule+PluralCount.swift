import CatalogParser

extension FormatMismatchRule {
  /// The argument a plural form's category is chosen by, which a form for one number may write
  /// as a word ("ملفان", "one file"): its variable's (`argNum`), else the source form's first
  /// number, else its first argument (a `%@` count). Any other argument the form leaves out (the
  /// folder of "%d files in %@") is lost to its reader (audit 227, review 164).
  static func countArgument(sourceText: String, placeholder: Substitution?, source: LocalizedValue) -> Int? {
    if let own = placeholder?.argNum { return own }
    let specifiers = FormatSpecifierParser.parse(
      sourceText, substitutions: source.substitutions, placeholder: placeholder)
    let number = specifiers.first { $0.type == .integer || $0.type == .floating }
    return (number ?? specifiers.first)?.argument
  }
}
