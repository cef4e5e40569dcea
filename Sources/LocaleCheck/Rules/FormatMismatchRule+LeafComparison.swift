import CatalogParser

extension FormatMismatchRule {
  /// One translated value and its source, whose leaves are compared one by one.
  struct LeafComparison {
    var value: LocalizedValue
    var source: LocalizedValue
    var language: String
    var sourceLanguage: String
    /// Whether the source language is checked too, so a form that follows a broken source form is
    /// left to the source's finding.
    var defersToSource: Bool
    var brokenOwners: Set<String>
    /// The variables the format key no longer names: they show no argument.
    var unusedVariables: Set<String>
    /// Whether the value is an App Shortcut's phrase (a line of `AppShortcuts.strings`), which
    /// may name the app and one parameter (see `PhraseSlots`).
    var isShortcutPhrase = false
  }

  /// The first problem of one leaf of the compared value, if its placeholders do not fit the
  /// source's leaf at the same path.
  func leafMismatch(
    _ leaf: LocalizedValue, at path: String, in comparison: LeafComparison,
    parsedSource: inout ParsedFormatSource?
  ) -> Mismatch? {
    let value = comparison.value
    let source = comparison.source
    let category = LeafPath.pluralCategory(in: path)
    guard let text = shownText(of: leaf, at: path, in: comparison) else { return nil }
    let name = LeafPath.variableName(in: path)
    // A variable the format key no longer names shows no argument: the key's lost one is reported.
    if let name, comparison.unusedVariables.contains(name) { return nil }
    guard let (sourcePath, sourceText) = sourceForm(of: path, in: comparison) else { return nil }
    let placeholder = name.flatMap { value.substitutions?[$0] ?? source.substitutions?[$0] }
    let mayLeaveOut =
      category.map {
        PluralRules.coversOneNumber($0, in: comparison.language, withZeroForm: hasZeroForm(path, value))
      } == true
    let problems = leafProblems(
      of: text, at: path, against: (sourcePath, sourceText), placeholder: placeholder, in: comparison,
      mayLeaveOut: mayLeaveOut, parsedSource: &parsedSource)
    if !problems.isEmpty && category != nil && comparison.defersToSource,
      followsBrokenSourceForm(
        text, path: path, sourcePath: sourcePath, otherText: sourceText, placeholder: placeholder,
        value: value, source: source, mayLeaveOut: mayLeaveOut, sourceLanguage: comparison.sourceLanguage,
        parsedSource: &parsedSource)
    {
      return nil
    }
    let message = describedProblem(
      problems, in: text, source: sourceText, path: path, comparison: comparison, mayLeaveOut: mayLeaveOut,
      parsedSource: parsedSource)
    return message.map { message in
      Mismatch(
        path: path, problem: message,
        position: Self.declaredTypePosition(of: problems, in: comparison) ?? leaf.position ?? value.position,
        text: text, sourceText: sourceText,
        isTypeProblem: problems.contains { $0.kind == .typeMismatch || $0.kind == .conflictingTypes })
    }
  }

  /// The problems of a leaf's shown `text` against the source form it is compared with, less those
  /// that its own count or a type declared elsewhere accounts for.
  private func leafProblems(
    of text: String, at path: String, against sourceForm: (path: String, text: String),
    placeholder: Substitution?,
    in comparison: LeafComparison, mayLeaveOut: Bool, parsedSource: inout ParsedFormatSource?
  ) -> [FormatMismatch] {
    let source = comparison.source
    let found = formProblems(
      of: text, against: sourceForm.text, path: path, placeholder: placeholder, value: comparison.value,
      source: source, mayLeaveOut: mayLeaveOut, language: comparison.language, parsedSource: &parsedSource)
    let variable = LeafPath.variableName(in: path)
    let judged = Self.withoutArgumentsItsFormatShows(
      Self.withoutArgumentsOfItsFormat(
        found, variable: variable, sourcePath: sourceForm.path, in: comparison),
      variable: variable, in: comparison
    ).compactMap {
      Self.judgingItsOwnCount($0, sourceVariable: LeafPath.variableName(in: sourceForm.path), of: source)
    }
    return Self.withoutDeclaredTypeFollowers(
      judged, path: path, sourcePath: sourceForm.path, source: source,
      defersToSource: comparison.defersToSource,
      brokenOwners: comparison.brokenOwners)
  }

  /// The source's path and text that a leaf at `path` is compared with: a variable the
  /// translator renamed (`%#@anzahl@` for `%#@files@`) is the source's, and a plural form is
  /// compared with the source's `other` form (its own `one` may leave the number out, "One file"),
  /// also where the source nests plural and device forms the other way round (review 167).
  private func sourceForm(of path: String, in comparison: LeafComparison) -> (path: String, text: String)? {
    let source = comparison.source
    let sourcePath = LeafPath.renamingVariable(in: path, of: comparison.value, toMatch: source)
    let paths =
      (LeafPath.pluralCategory(in: path) == nil ? [] : [LeafPath.otherForm(of: sourcePath)]) + [sourcePath]
    let sourceLeaf =
      (paths + paths.compactMap(LeafPath.crossedNesting(of:))).lazy.compactMap { source.leaf(at: $0) }.first
      ?? source
    return (sourceLeaf.value ?? LabelText.displayText(of: source)).map { (sourcePath, $0) }
  }

  /// The text of a leaf that is shown. A form without usable text is not (the source's is): an
  /// empty plural form is `plural-coverage`'s to report, an empty or untranslated other form
  /// `missing-translation`'s. Nor is a form of a category the language never uses (German `few`).
  private func shownText(of leaf: LocalizedValue, at path: String, in comparison: LeafComparison) -> String? {
    guard let text = leaf.value, !text.isEmpty,
      !Self.isBlankFormOfWordedSource(text, at: path, in: comparison),
      path.isEmpty
        || !(LabelText.isUntranslatedState(leaf.state)
          || LeafPath.isNeverShownPluralForm(
            path, of: comparison.value, in: comparison.language, source: comparison.source))
    else { return nil }
    return text
  }

  /// Whether `text`, a plural form at `path`, is white space where the source's form says
  /// something: `plural-coverage` reports that empty form, and a lost argument would be a second
  /// finding of it. Not where the source's form is blank too (Wire's " " for one
  /// knock, which drops the count that Lithuanian's `one` shows for 21, 31, …: only this rule
  /// tells it).
  private static func isBlankFormOfWordedSource(
    _ text: String, at path: String, in comparison: LeafComparison
  )
    -> Bool
  {
    guard LeafPath.pluralCategory(in: path) != nil, text.trimmingWhitespace.isEmpty,
      let sourceText = comparison.source.leaf(at: path)?.value
    else { return false }
    return !sourceText.trimmingWhitespace.isEmpty
  }

  /// Where the translation declares the type of a variable whose type differs from the source's
  /// (`NSStringFormatValueTypeKey`, `formatSpecifier`): what is fixed, not the `%#@name@` that
  /// only names the variable.
  private static func declaredTypePosition(
    of problems: [FormatMismatch], in comparison: LeafComparison
  ) -> SourcePosition? {
    guard let first = problems.first, first.kind == .typeMismatch,
      let name = first.translation?.substitutionName,
      let variable = comparison.value.substitutions?[name], variable.formatSpecifier != nil
    else { return nil }
    return variable.formatSpecifierPosition
  }

  /// The message for a leaf's problems, or for what the placeholders' count and types leave
  /// unsaid: the `'` flag, App Intents parameters, a stray `%`, the app's own tokens.
  private func describedProblem(
    _ problems: [FormatMismatch], in text: String, source sourceText: String, path: String,
    comparison: LeafComparison, mayLeaveOut: Bool, parsedSource: ParsedFormatSource?
  ) -> String? {
    let category = LeafPath.pluralCategory(in: path)
    // A wrong type or count first: it is what removing the `'` flag would still leave wrong.
    let firstDescribed =
      Self.unknownNameSentence(problems) ?? Self.swappedArgumentsSentence(
        problems, in: text, source: sourceText)
      ?? Self.misnumberedArgumentSentence(
        problems, in: text, inForm: category != nil, sourceFormat: comparison.source.value)
      ?? describe(
        problems, category: category, language: comparison.language, sourceFormat: comparison.source.value,
        withZeroForm: category != nil && hasZeroForm(path, comparison.value),
        lacking: category == .other
          ? lackedForms(at: path, of: comparison.value, language: comparison.language) : [])
    // A parameter the translation lost for a placeholder ("%@ senden" for "Send ${signal}") is
    // told with the placeholder: one finding names them all (audit 137).
    let parameters = IntentParameters.problem(
      source: sourceText, translation: text, mayLeaveOut: mayLeaveOut, isPhrase: comparison.isShortcutPhrase)
    // A MediaWiki parameter the translation kept ("$1 %#@v0@") is shown as written (audit 271).
    let dollars = Self.dollarTokenProblem(
      in: text, source: sourceText, hasVariables: comparison.value.substitutions != nil)
    let wiki = Self.wikiMarkupProblem(in: text, source: sourceText)
    // A lost argument whose placeholder the translator wrote wrong ("%I64d", "%ll") names it.
    let malformed: String =
      (Self.malformedPlaceholderRemark(problems, in: text, source: sourceText) ?? "")
      + (dollars.map { "; " + $0 } ?? "") + (wiki.map { "; " + $0 } ?? "")
    let described: String? = firstDescribed.map { first in
      (parameters.map { first + "; " + $0 } ?? first) + malformed
    }
    let problem =
      described ?? Self.groupingFlagProblem(in: text, source: sourceText) ?? parameters
      ?? unsaidProblem(
        in: text, source: sourceText, comparison: comparison, mayLeaveOut: mayLeaveOut,
        parsedSource: parsedSource)
      ?? dollars.map { dollars in wiki.map { dollars + "; " + $0 } ?? dollars } ?? wiki
    let told = Self.withRightToLeftSlip(
      Self.withLookalikePercent(problem, in: text, source: sourceText), in: text, source: sourceText)
    // Right-to-left typing's own remark names a backwards placeholder with its cause.
    guard let told, !told.contains("backwards") else { return told }
    return told + (Self.reversedPlaceholderRemark(problems, in: text) ?? "")
  }

  /// What the placeholders' count and types and the App Intents parameters leave unsaid: a stray
  /// `%`, the app's own tokens.
  private func unsaidProblem(
    in text: String, source sourceText: String, comparison: LeafComparison, mayLeaveOut: Bool,
    parsedSource: ParsedFormatSource?
  ) -> String? {
    Self.strayPercentProblem(in: text, source: sourceText)
      ?? appTokenProblem(
        in: text, source: sourceText, sourceLanguage: comparison.sourceLanguage, parsed: parsedSource,
        mayLeaveOut: mayLeaveOut)
      ?? ownTokenProblem(in: text, source: sourceText, mayLeaveOut: mayLeaveOut)
  }

  /// The tokens an app replaces itself that a translation loses: in braces (`{DATE}`) or
  /// between percent signs (`%count%`).
  private func ownTokenProblem(in text: String, source: String, mayLeaveOut: Bool) -> String? {
    BraceTokens.problem(source: source, translation: text, mayLeaveOut: mayLeaveOut)
      ?? PercentNameTokens.problem(source: source, translation: text, mayLeaveOut: mayLeaveOut)
  }

  /// Where every problem is a lost argument and the translation writes a `%` printf does not
  /// read as a placeholder (the source none), that text named: the placeholder written wrong.
  private static func malformedPlaceholderRemark(
    _ problems: [FormatMismatch], in text: String, source: String
  )
    -> String?
  {
    guard !problems.isEmpty, problems.allSatisfy({ $0.kind == .missingArgument }),
      !FormatSpecifierParser.hasStrayPercentSign(source),
      let written = FormatSpecifierParser.firstStrayPlaceholder(in: text), written.count > 1
    else { return nil }
    // A right-to-left slip ("%\u{200F}@", "%١$@") is named as such (`withRightToLeftSlip`).
    guard written.allSatisfy(\.isASCII) else {
      // A placeholder that lost its conversion before a word of another script ("%を押しながら"
      // for "%@ pressed", audit 272): the '%' is left, named with the placeholder it was.
      let next = written.dropFirst().first
      // Not a placeholder written backwards ("@%님"), which its own remark names.
      guard let next, next.isLetter, !next.isASCII, let lost = problems.first?.source?.text,
        reversedPlaceholderRemark(problems, in: text) == nil
      else { return nil }
      return "; the '%' before '\(next)' here is no placeholder: was it \(lost)?"
    }
    return
      "; '\(ControlCharacters.escaped(written))' here is no placeholder, so formatting drops its '%' and "
      + "the character after it"
  }
}
