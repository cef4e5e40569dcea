/// The resolved label is empty or only white space (or characters VoiceOver does not read).
public struct EmptyLabelRule: Rule {
  /// `empty-label`, an error by default; see ``Rule/descriptor``.
  public static let descriptor = RuleDescriptor(
    id: "empty-label", name: "Empty label",
    summary: "The resolved label is empty or only white space.",
    rationale: "VoiceOver then reads nothing, or falls back to the image name or the control's class.",
    defaultSeverity: .error,
    triggeringExamples: ["\"Close\" = \" \";", "source value \"\" with no translation"],
    nonTriggeringExamples: [
      "\"Close\" = \"Schließen\";",
      "catalog key \"\" with shouldTranslate: false, checked as its own subject",
      "catalog key \"\" (SwiftUI's Text(\"\")) without source text, checked as its own subject",
      "a blank German `few` form (German never uses `few`: no count shows it)",
    ])

  /// `true`: a subject's findings depend on its own cells only; see
  /// ``Rule/checksSubjectsIndependently``.
  public static let checksSubjectsIndependently = true

  /// Creates the rule, which holds no state.
  public init() {}

  /// See ``Rule/check(_:)``.
  public func check(_ context: CheckContext) -> [Finding] {
    var findings: [Finding] = []
    context.forEachShownCell { subject, entry, resolution in
      // A catalog key marked not to translate, or the key "" that Xcode extracts from `Text("")`
      // and `TextField("", text:)` with no source text of its own, is the developer's text as it
      // is, not a label of a control; a real identifier's still counts.
      if !subject.isRealIdentifier
        && (!entry.shouldTranslate || Self.isExtractedEmptyText(entry, source: resolution.sourceLocale))
      {
        return
      }
      // A blank label reached from the source language is reported once, in the source
      // language's cell: no translator of this locale can fill a storyboard's blank text.
      if resolution.isSourceFallback, let from = resolution.resolvedFrom, context.locales.contains(from) {
        return
      }
      if let value = resolution.value {
        // One a regional locale inherits (`de-AT` showing `de`'s, `en-GB` the source's) is its
        // parent's, reported once where the run judges that value; the child's cell shows it.
        if !resolution.isSourceFallback, !context.judgesValue(of: resolution, entry: entry) { return }
        let language = resolution.locale.identifier
        let source = entry.localizations[resolution.sourceLocale]
        // A form the source leaves blank too is the source's choice (nothing on Apple TV), told
        // once, at the source, where the run checks it (audit 253), as a plural's is.
        let sourceTellsBlankForms =
          resolution.locale != resolution.sourceLocale && context.locales.contains(resolution.sourceLocale)
        for (path, text, position) in blankForms(
          of: value, in: language, source: source, key: entry.key,
          leavingOutBlankInSource: sourceTellsBlankForms)
        {
          let where_ = path.isEmpty ? "" : " (\(path))"
          let blank =
            text.isEmpty
            ? "empty"
            : LabelText.trimmed(text).isEmpty
              ? "only white space"
              : LabelText.isBlank(text)
                ? Self.invisibleDescription(of: text) : Self.privateUseDescription(of: text)
          let message = "\(resolution.locale) label of \(subject.displayName)\(where_) is \(blank)"
          findings.append(
            finding(
              message, subject: subject, locale: resolution.locale, position: position ?? value.position,
              actual: text, part: path, inheritedFrom: resolution.inheritedFrom))
        }
      } else if let source = entry.localizations[resolution.sourceLocale],
        !LabelText.isUsable(source, asSourceText: true), !LabelText.isUntranslatedState(source.state),
        (LabelText.isBlank(source.value ?? "") && source.variations == nil) || Self.isBlankVariable(source),
        // A locale without a value of its own shows the source's nothing: the source's cell says
        // so. An export's unit without `<target>` gives the locale no value of its own either.
        resolution.ownValue.map({ !$0.isWithoutText }) == true
          || !context.locales.contains(resolution.sourceLocale)
      {
        let message =
          "\(resolution.locale) label of \(subject.displayName) is empty in every locale of its fallback chain"
        findings.append(
          finding(
            message, subject: subject, locale: resolution.locale,
            position: resolution.ownValue.flatMap { $0.position ?? $0.leaves.first?.leaf.position }
              ?? source.position ?? source.leaves.first?.leaf.position, actual: ""))
      }
    }
    return findings
  }

  /// Whether `entry` is an empty text in code (`Text("")`): a blank key whose source-language
  /// text, where it has one, is blank too.
  private static func isExtractedEmptyText(_ entry: StringEntry, source: LocaleID) -> Bool {
    guard LabelText.isBlank(entry.key) else { return false }
    guard let value = entry.localizations[source] else { return true }
    return value.variations == nil && value.substitutions == nil && LabelText.isBlank(value.value ?? "")
  }

  /// Whether `value` is a format of variables alone whose every form is blank (Tangem's
  /// `%#@format@` with `one` and `other` empty): no value is shown, and no form is a translator's
  /// gap (`plural-coverage` leaves a form the source leaves empty), so the label is empty.
  private static func isBlankVariable(_ value: LocalizedValue) -> Bool {
    // Device forms are each a label of their own, reported one by one.
    guard value.variations?.plural != nil || value.substitutions != nil, value.variations?.device == nil,
      !hasTextBesideVariables(value.value)
    else {
      return false
    }
    let leaves = value.leaves.filter { !$0.path.isEmpty }
    return !leaves.isEmpty && leaves.allSatisfy { LabelText.isBlank($0.leaf.value ?? "") }
  }

  /// Whether a format (`%1$@ called%2$#@calls@`) shows something besides its `%#@name@` variables.
  private static func hasTextBesideVariables(_ format: String?) -> Bool {
    guard let format else { return false }
    let variables = FormatSpecifierParser.parse(format).filter { $0.substitutionName != nil }
    return !LabelText.isBlank(FormatSpecifierParser.text(format, without: variables))
  }

  /// The forms of a shown value that VoiceOver would read as nothing: a plain value only white
  /// space (an empty one is not shown: the locale falls back), or each plural, device or width
  /// form that is blank, at its own position. An empty plural form is `plural-coverage`'s, and
  /// a form in an untranslated state `missing-translation`'s; a plural form no count reaches in
  /// `language` (German `few`) is never read.
  private func blankForms(
    of value: LocalizedValue, in language: String, source: LocalizedValue?, key: String,
    leavingOutBlankInSource: Bool
  )
    -> [(path: String, text: String, position: SourcePosition?)]
  {
    guard value.variations != nil || value.substitutions != nil else {
      guard let text = value.value, LabelText.isBlank(text) || Self.isOnlyPrivateUse(text) else { return [] }
      return [("", text, value.position)]
    }
    let formatHasText = Self.hasTextBesideVariables(value.value)
    if !formatHasText, Self.isBlankVariable(value), source.map(Self.isBlankVariable) ?? true {
      return [("", "", value.position ?? value.leaves.first?.leaf.position)]
    }
    return value.leaves.compactMap { path, leaf in
      // A variable's form is a fragment of the label ("Alice called" + " "): blank only where the
      // format around it has nothing else to say.
      guard !path.isEmpty, !(formatHasText && path.hasPrefix("substitutions.")),
        let text = leaf.value, LabelText.isBlank(text) || Self.isOnlyPrivateUse(text),
        !(text.isEmpty && LeafPath.pluralCategory(in: path) != nil),
        !LabelText.isUntranslatedState(leaf.state),
        !LeafPath.isNeverShownPluralForm(path, of: value, in: language, source: source, key: key),
        !(leavingOutBlankInSource && Self.isBlank(path, in: source))
      else { return nil }
      return (path, text, leaf.position)
    }
  }

  /// Whether `source` has a blank form at `path` (a device or width form left empty on purpose)
  /// that is told there: not one in an untranslated state, which no rule tells at the source
  /// (review 176).
  private static func isBlank(_ path: String, in source: LocalizedValue?) -> Bool {
    guard let form = source?.leaves.first(where: { $0.path == path }) else { return false }
    return LabelText.isBlank(form.leaf.value ?? "") && !LabelText.isUntranslatedState(form.leaf.state)
  }
}
