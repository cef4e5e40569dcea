extension FormatMismatchRule {
  /// The plural forms of a source value whose placeholders do not fit its own `other` form: an
  /// English `one` that leaves the count out ("Send the file to %@?" beside "Send %d files to
  /// %@?") makes `%@` read the count. Reported once here; a translation that follows the form is
  /// not reported again, as its translator cannot fix it (unless the run leaves the source
  /// language out, `--locales de`: then each translation is).
  ///
  /// `brokenOwners`: the plurals (by the path that holds them) whose `other` form contradicts its
  /// variable's declared type: a form's count is not compared with that `other`'s type (see
  /// ``declaredTypeMismatches(_:subject:resolution:)``). Each finding with its form's path.
  func sourceFormMismatches(
    _ value: LocalizedValue, subject: Subject, resolution: Resolution, brokenOwners: Set<String> = []
  ) -> [(path: String, finding: Finding)] {
    guard value.variations != nil || value.substitutions != nil else { return [] }
    // A form's prose percent sign ("50% off") is told on its own (`sourcePercentFindings`); the
    // forms are compared once it is mended, not as printf misreads them.
    let hasProsePercent = value.leaves.contains { _, leaf in
      leaf.value.map {
        ParsedFormatSource.mayHoldProsePercent($0) && !ParsedFormatSource($0).prosePercentSigns.isEmpty
      }
        ?? false
    }
    guard !hasProsePercent else { return [] }
    var parsedSource: ParsedFormatSource?
    let found = mismatches(
      value, source: value, language: resolution.locale.identifier,
      sourceLanguage: resolution.locale.identifier, parsedSource: &parsedSource, brokenOwners: brokenOwners)
    return found.filter {
      LeafPath.pluralCategory(in: $0.path) != nil
    }.map { found in
      let problem = found.problem.replacingOccurrences(of: " in the source", with: " in the other form")
      // Where the count is left out, the next argument reads it unless it is numbered; a form
      // that reads no fewer arguments and still shows a number keeps the count.
      let leavesOut =
        Self.takesFewerArguments(found.text, than: found.sourceText)
        || Self.showsNoNumber(found.text, besideOneIn: found.sourceText)
      let hint =
        problem.contains(" is missing here") || !leavesOut
        ? ""
        : "; a form that leaves out the count gives the arguments after it their numbers (as in "
          + Self.numberedExample(problem) + ")"
      let message = "\(resolution.locale) value of \(subject.displayName) (\(found.path)): \(problem)\(hint)"
      return (
        found.path,
        finding(
          message, subject: subject, resolution: resolution, position: found.position,
          expected: found.sourceText, actual: found.text, part: found.path)
      )
    }
  }

  /// Whether a translation's form `text` at `path` is written as the source's own form of its
  /// category (at `sourcePath`) where that form does not fit the source's `other` form
  /// (`otherText`): its `one` leaves the count out, so the next argument reads it. That is the
  /// source's problem, reported there once.
  func followsBrokenSourceForm(
    _ text: String, path: String, sourcePath: String, otherText: String, placeholder: Substitution?,
    value: LocalizedValue, source: LocalizedValue, mayLeaveOut: Bool, sourceLanguage: String,
    parsedSource: inout ParsedFormatSource?
  ) -> Bool {
    guard let sourceForm = source.leaf(at: sourcePath)?.value,
      sourcePath != LeafPath.otherForm(of: sourcePath)
    else { return false }
    let followsIt = formProblems(
      of: text, against: sourceForm, path: path, placeholder: placeholder, value: value, source: source,
      mayLeaveOut: mayLeaveOut, parsedSource: &parsedSource
    ).isEmpty
    return followsIt
      && !formProblems(
        of: sourceForm, against: otherText, path: path, placeholder: placeholder, value: source,
        source: source,
        mayLeaveOut: sourceMayLeaveOut(path, source: source, in: sourceLanguage), parsedSource: &parsedSource
      ).isEmpty
  }

  /// Whether `text` reads fewer arguments than `otherText` (a form than its plural's `other`
  /// form, a translation than its source): it left something out, usually the count.
  static func takesFewerArguments(_ text: String, than otherText: String) -> Bool {
    let arguments = { (text: String) in Set(FormatSpecifierParser.parse(text).map(\.argument)).count }
    return arguments(text) < arguments(otherText)
  }

  /// Whether `text` has no number placeholder where `otherText` has one (the count): "Send the
  /// file to %@ via %@?" beside "Send %d files to %@?".
  private static func showsNoNumber(_ text: String, besideOneIn otherText: String) -> Bool {
    let isNumber = { (specifier: FormatSpecifier) in specifier.type == .integer || specifier.type == .floating
    }
    return FormatSpecifierParser.parse(otherText).contains(where: isNumber)
      && !FormatSpecifierParser.parse(text).contains(where: isNumber)
  }

  /// The placeholder a problem names ("... but %s here") with argument number 2 written (`%2$s`),
  /// the usual fix; `%2$@` where it names none.
  private static func numberedExample(_ problem: String) -> String {
    guard let but = problem.range(of: " but %", options: .backwards),
      let here = problem.range(of: " here", range: but.upperBound..<problem.endIndex)
    else { return "%2$@" }
    var specifier = problem[but.upperBound..<here.lowerBound]
    guard !specifier.contains(" ") else { return "%2$@" }
    // `%1$s` names its argument already: the example gives it the next one's number.
    if let dollar = specifier.firstIndex(of: "$") { specifier = specifier[specifier.index(after: dollar)...] }
    return "%2$" + specifier
  }
}
