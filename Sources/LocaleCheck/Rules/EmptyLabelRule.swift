/// The resolved label is empty or only white space.
public struct EmptyLabelRule: Rule {
  public static let descriptor = RuleDescriptor(
    id: "empty-label", name: "Empty label",
    summary: "The resolved label is empty or only white space.",
    rationale: "VoiceOver then reads nothing, or falls back to the image name or the control's class.",
    defaultSeverity: .error,
    triggeringExamples: ["\"Close\" = \" \";", "source value \"\" with no translation"],
    nonTriggeringExamples: ["\"Close\" = \"Schließen\";"])

  public static let checksSubjectsIndependently = true

  public init() {}

  public func check(_ context: CheckContext) -> [Finding] {
    var findings: [Finding] = []
    context.forEachCell { subject, entry, resolution in
      if let value = resolution.value {
        guard let label = resolution.label, LabelText.isBlank(label) else { return }
        let message = "\(resolution.locale) label of \(subject.displayName) is only white space"
        findings.append(
          finding(
            message, subject: subject, locale: resolution.locale, position: value.position, actual: label))
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
}
