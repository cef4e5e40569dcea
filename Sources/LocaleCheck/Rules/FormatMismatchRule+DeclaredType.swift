import CatalogParser

extension FormatMismatchRule {
  /// The source's plural forms that read their variable's own argument as another type than the
  /// variable declares (`NSStringFormatValueTypeKey` `d` with the form "%s objects"): the app
  /// passes one value, so either the plural rule or the form reads it wrongly, and `%s` or `%@`
  /// given an integer crashes. Reported once, in the source; a translation that writes the
  /// declared type is not reported for differing from the broken form.
  func declaredTypeMismatches(_ value: LocalizedValue, subject: Subject, resolution: Resolution) -> [Finding]
  {
    guard let substitutions = value.substitutions else { return [] }
    let sentence = value.value.map { FormatSpecifierParser.parse($0, substitutions: substitutions) } ?? []
    var findings: [(path: String, finding: Finding)] = []
    for (path, leaf) in value.leaves {
      guard LeafPath.pluralCategory(in: path) != nil, let name = LeafPath.variableName(in: path),
        var variable = substitutions[name], let declared = Self.declaredType(of: variable),
        let text = leaf.value, text.containsUTF8Byte(UInt8(ascii: "%"))
      else { continue }
      // CoreFoundation numbers a form's unnumbered placeholders from its variable's argument.
      let own = variable.argNum ?? sentence.first { $0.substitutionName == name }?.argument ?? 1
      variable.argNum = own
      let specifiers = FormatSpecifierParser.parse(text, substitutions: substitutions, placeholder: variable)
      guard let read = specifiers.first(where: { $0.argument == own }),
        !read.type.isCompatible(with: declared)
      else { continue }
      let message =
        "\(resolution.locale) value of \(subject.displayName) (\(path)): argument \(own) is \(read.text) "
        + "(\(Self.withArticle(read.type))) in this form but the variable '\(name)' is declared "
        + "\(Self.written(variable.formatSpecifier ?? "?")) (\(Self.withArticle(declared))); the app passes one "
        + "value, which one of them reads as the wrong type: a crash or garbage"
      let found = finding(
        message, subject: subject, resolution: resolution, position: leaf.position ?? value.position,
        expected: variable.formatSpecifier ?? "", actual: text, part: path)
      findings.append((path, found))
    }
    return findings.sorted { $0.path < $1.path }.map(\.finding)
  }

  /// Whether `problem`, found in a translation's form, is only that the translation reads the
  /// variable's own argument as the variable declares it where the source's form does not: the
  /// source's mistake, which ``declaredTypeMismatches(_:subject:resolution:)`` reports.
  static func followsDeclaredType(_ problem: FormatMismatch, variable: Substitution?) -> Bool {
    guard problem.kind == .typeMismatch, let variable, let declared = declaredType(of: variable),
      problem.argument == (variable.argNum ?? 1), let sourceType = problem.source?.type,
      let translationType = problem.translation?.type
    else { return false }
    return !sourceType.isCompatible(with: declared) && translationType.isCompatible(with: declared)
  }

  /// The type a variable declares for its argument, where it declares one.
  private static func declaredType(of variable: Substitution) -> FormatArgumentType? {
    guard let type = variable.formatSpecifier.flatMap(FormatSpecifierParser.argumentType(ofFormatSpecifier:)),
      type != .unknown
    else { return nil }
    return type
  }

  /// A format specifier as a placeholder: `d` (a `.stringsdict` value type) as `%d`.
  private static func written(_ specifier: String) -> String {
    specifier.hasPrefix("%") ? specifier : "%" + specifier
  }

  /// `an integer`, `a C string`.
  private static func withArticle(_ type: FormatArgumentType) -> String {
    ("aeiou".contains(type.displayName.first ?? "x") ? "an " : "a ") + type.displayName
  }
}
