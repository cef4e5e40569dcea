/// The resolved label is empty or only white space.
public struct EmptyLabelRule: Rule {
  public static let descriptor = RuleDescriptor(
    id: "empty-label", name: "Empty label",
    summary: "The resolved label is empty or only white space.",
    rationale: "VoiceOver then reads nothing, or falls back to the image name or the control's class.",
    defaultSeverity: .error,
    triggeringExamples: ["\"Close\" = \" \";", "source value \"\" with no translation"],
    nonTriggeringExamples: [
      "\"Close\" = \"Schließen\";",
      "catalog key \"\" with shouldTranslate: false, checked as its own subject",
    ])

  public static let checksSubjectsIndependently = true

  public init() {}

  public func check(_ context: CheckContext) -> [Finding] {
    var findings: [Finding] = []
    context.forEachCell { subject, entry, resolution in
      // A catalog key marked not to translate (`Text("")` extracted as the key "") is the
      // developer's text as it is, not a label of a control; a real identifier's still counts.
      if !entry.shouldTranslate && !subject.isRealIdentifier { return }
      if let value = resolution.value {
        for (path, text, position) in blankForms(of: value) {
          let where_ = path.isEmpty ? "" : " (\(path))"
          let blank = text.isEmpty ? "empty" : "only white space"
          let message = "\(resolution.locale) label of \(subject.displayName)\(where_) is \(blank)"
          findings.append(
            finding(
              message, subject: subject, locale: resolution.locale, position: position ?? value.position,
              actual: text, part: path))
        }
      } else if let source = entry.localizations[resolution.sourceLocale],
        !LabelText.isUsable(source, asSourceText: true), !LabelText.isUntranslatedState(source.state),
        LabelText.isBlank(source.value ?? ""), source.variations == nil
      {
        let message =
          "\(resolution.locale) label of \(subject.displayName) is empty in every locale of its fallback chain"
        findings.append(
          finding(
            message, subject: subject, locale: resolution.locale,
            position: resolution.ownValue?.position ?? source.position, actual: ""))
      }
    }
    return findings
  }

  /// The forms of a shown value that VoiceOver would read as nothing: a plain value only white
  /// space (an empty one is not shown: the locale falls back), or each plural, device or width
  /// form that is blank, at its own position. An empty plural form is `plural-coverage`'s, and
  /// a form in an untranslated state `missing-translation`'s.
  private func blankForms(of value: LocalizedValue) -> [(
    path: String, text: String, position: SourcePosition?
  )] {
    guard value.variations != nil || value.substitutions != nil else {
      guard let text = value.value, LabelText.isBlank(text) else { return [] }
      return [("", text, value.position)]
    }
    return value.leaves.compactMap { path, leaf in
      guard !path.isEmpty, let text = leaf.value, LabelText.isBlank(text),
        !(text.isEmpty && LeafPath.pluralCategory(in: path) != nil),
        !LabelText.isUntranslatedState(leaf.state)
      else { return nil }
      return (path, text, leaf.position)
    }
  }
}
