/// The label names the control's role, which VoiceOver already speaks as a trait.
public struct RoleInLabelRule: Rule {
  public static let descriptor = RuleDescriptor(
    id: "role-in-label", name: "Role word in label",
    summary:
      "The label names the control's role in the locale's language (\"Save button\", \"Botón guardar\").",
    rationale: "VoiceOver already speaks the trait, so the user hears \"Save button, button\".",
    defaultSeverity: .warning,
    triggeringExamples: ["en: 'Save button'", "es: 'Botón guardar'", "de: 'Schaltfläche'"],
    nonTriggeringExamples: ["en: 'Save'", "en: 'Buttons and more'", "en: 'Linked accounts'"])

  public static let checksSubjectsIndependently = true

  public init() {}

  public func check(_ context: CheckContext) -> [Finding] {
    var findings: [Finding] = []
    context.forEachCell { subject, _, resolution in
      guard resolution.isOwnValue,
        let value = resolution.value, let label = resolution.label,
        let word = RoleWords.roleWord(in: label, language: resolution.locale.language)
      else { return }
      let message =
        "\(resolution.locale) label of \(subject.identifier) '\(LabelText.trimmed(label))' names the role "
        + "'\(word)'; VoiceOver already speaks it"
      findings.append(
        finding(message, subject: subject, locale: resolution.locale, position: value.position, actual: label)
      )
    }
    return findings
  }
}
