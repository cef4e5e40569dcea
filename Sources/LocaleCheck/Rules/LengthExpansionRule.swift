/// A translation is much longer than the source: it may be truncated at large text sizes.
public struct LengthExpansionRule: Rule {
  public static let descriptor = RuleDescriptor(
    id: "length-expansion", name: "Length expansion",
    summary: "The locale's label is more than 1.6 times and 12 characters longer than the source label.",
    rationale:
      "Long labels truncate at large Dynamic Type sizes; VoiceOver users with low vision rely on both.",
    defaultSeverity: .note,
    triggeringExamples: ["'Save' -> 'Änderungen dauerhaft speichern'"],
    nonTriggeringExamples: ["'Save' -> 'Speichern' (fewer than 12 more characters)"])

  public init() {}

  public func check(_ context: CheckContext) -> [Finding] {
    var findings: [Finding] = []
    context.forEachCell { subject, entry, resolution in
      guard resolution.isOwnValue, resolution.locale != context.sourceLocale,
        let value = resolution.value,
        let label = resolution.label,
        let source = entry.localizations[context.sourceLocale].flatMap(LabelText.displayText(of:))
      else { return }
      let length = label.count
      let sourceLength = source.count
      guard Double(length) > Double(sourceLength) * 1.6, length > sourceLength + 12 else { return }
      let message =
        "\(resolution.locale) label of \(subject.identifier) has \(length) characters, the source \(sourceLength): "
        + "it may be truncated at large text sizes"
      findings.append(
        finding(
          message, subject: subject, locale: resolution.locale, position: value.position, expected: source,
          actual: label))
    }
    return findings
  }
}
