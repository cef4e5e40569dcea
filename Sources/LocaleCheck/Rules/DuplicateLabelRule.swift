/// Two controls of one screen differ in the source language but sound the same in a locale.
public struct DuplicateLabelRule: Rule {
  public static let descriptor = RuleDescriptor(
    id: "duplicate-label", name: "Duplicate label on a screen",
    summary: "Two identifiers of one screen have different source labels but the same label in the locale.",
    rationale: "A VoiceOver user of that locale cannot tell the two controls apart.",
    defaultSeverity: .warning,
    triggeringExamples: ["de: 'Sign in' and 'Log in' both 'Anmelden' on login"],
    nonTriggeringExamples: [
      "two controls with the same source label", "same label on different screens",
      "source labels that differ only in case ('Enter Music Mode', 'Enter music mode')",
    ])

  public init() {}

  public func check(_ context: CheckContext) -> [Finding] {
    var findings: [Finding] = []
    for (localeIndex, locale) in context.locales.enumerated() {
      var seen: [String: (subject: Subject, source: String, isJudged: Bool, inheritedFrom: LocaleID?)] = [:]
      // Without a screen (an identifier without a dot, `closeButton`) it is not known which
      // controls share one.
      for (subjectIndex, subject) in context.subjects.enumerated() where subject.isRealIdentifier {
        guard let screen = subject.screen else { continue }
        let resolution = context.resolutions[subjectIndex][localeIndex]
        guard let label = resolution.label.map(LabelText.trimmed), !label.isEmpty,
          let entry = context.entries[subjectIndex],
          let source = context.sourceValue(of: entry, subject: subject, resolution: resolution)
            .flatMap(LabelText.readableText(of:))
        else { continue }
        let isJudged = context.judgesValue(of: resolution)
        let slot = screen + "\u{0}" + label.lowercased()
        guard let earlier = seen[slot] else {
          seen[slot] = (subject, source, isJudged, resolution.inheritedFrom)
          continue
        }
        // Compared as the labels are: source texts that differ only in case ("Enter Music Mode",
        // "Enter music mode") already sound the same, so the locale takes nothing away. Two labels
        // a locale inherits from a checked parent are reported once, at the parent.
        guard LabelText.trimmed(earlier.source).lowercased() != LabelText.trimmed(source).lowercased(),
          isJudged || earlier.isJudged
        else { continue }
        let message =
          "\(locale): \(subject.displayName) and \(earlier.subject.displayName) on \(screen) "
          + "both read '\(label)' (source: '\(source)' and '\(earlier.source)')"
        // Both labels a parent's that the run leaves out: the parent's finding, with its fingerprint.
        let owner = resolution.inheritedFrom == earlier.inheritedFrom ? resolution.inheritedFrom : nil
        findings.append(
          finding(
            message, subject: subject, locale: locale, position: resolution.value?.position, actual: label,
            inheritedFrom: owner))
      }
    }
    return findings
  }
}
