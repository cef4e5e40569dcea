import CatalogParser

extension FormatMismatchRule {
  /// The `%2$#@files@` references of a String Catalog translation whose argument number is not
  /// the variable's `argNum`, where the source's agree: the form is chosen by one argument and
  /// its `%arg` prints another ("1 Dateien in 5 Ordner" for 1 file in 5 folders). A
  /// translation that reorders its variables keeps each reference's number and moves it whole
  /// (`%2$#@folders@ … %1$#@files@`).
  func misnumberedReferences(
    in value: LocalizedValue, source: LocalizedValue, subject: Subject, resolution: Resolution
  ) -> [Finding] {
    guard let variables = value.substitutions, let sourceVariables = source.substitutions,
      !value.isFromXLIFF, let format = value.value, format.containsUTF8("$#@")
    else { return [] }
    let sourceReferences = FormatSpecifierParser.parse(source.value ?? "").filter {
      $0.substitutionName != nil
    }
    let found = FormatSpecifierParser.parse(format).compactMap { reference -> (String, String, Int)? in
      guard let name = reference.substitutionName, reference.isPositional,
        let argument = variables[name]?.argNum, reference.argument != argument,
        let sourceArgument = sourceVariables[name]?.argNum, sourceArgument == argument,
        // The source's own reference agrees with its argNum (or names no position).
        sourceReferences.allSatisfy({
          $0.substitutionName != name || !$0.isPositional || $0.argument == argument
        })
      else { return nil }
      return (reference.text, name, argument)
    }
    // A reference the format writes twice is told once.
    var seen: Set<String> = []
    let misnumbered = found.filter { seen.insert($0.1).inserted }
    guard let first = misnumbered.first else { return [] }
    let fixes = misnumbered.map { "%\($0.2)$#@\($0.1)@" }.joined(separator: " and ")
    let message =
      misnumbered.count == 1
      ? "\(resolution.locale) value of \(subject.displayName): \(first.0) chooses its form by another argument "
        + "than its forms print (argument \(first.2), its argNum, as in the source), so the word does not "
        + "agree with the number; write \(fixes)"
      : "\(resolution.locale) value of \(subject.displayName): "
        + misnumbered.map(\.0).joined(separator: " and ")
        + " choose their forms by other arguments than their forms print (their argNum, as in the source), "
        + "so the words do not agree with the numbers; write \(fixes)"
    return [
      finding(
        message, subject: subject, resolution: resolution, position: value.position, expected: source.value,
        actual: format, part: "variables.references")
    ]
  }
}
