/// A translation is marked for review, or its key is no longer extracted from the code.
public struct StaleTranslationRule: Rule {
  public static let descriptor = RuleDescriptor(
    id: "stale-translation", name: "Stale translation",
    summary:
      "The value is in state needs_review (XLIFF needs-review-*) or the key's extraction state is stale.",
    rationale:
      "The source text changed after translation, so the label may no longer say what the control does.",
    defaultSeverity: .warning,
    triggeringExamples: ["state: needs_review", "state=\"needs-review-l10n\"", "extractionState: stale"],
    nonTriggeringExamples: ["state: translated", "state=\"final\""])

  public init() {}

  /// Whether a state marks a translation for review.
  public static func isReviewState(_ state: String?) -> Bool {
    guard let state else { return false }
    return state == "needs_review" || state == "stale" || state.hasPrefix("needs-review")
  }

  // Not `checksSubjectsIndependently`: a stale extraction state is reported once per identifier,
  // across subjects.
  public func check(_ context: CheckContext) -> [Finding] {
    var findings: [Finding] = []
    var reportedExtraction = Set<String>()
    context.forEachCell { subject, entry, resolution in
      if entry.extractionState == "stale", reportedExtraction.insert(subject.identifier).inserted {
        let message = "'\(subject.key)' is no longer found in the source code (extraction state stale)"
        findings.append(finding(message, subject: subject, locale: nil, position: entry.keyPosition))
      }
      guard let own = resolution.ownValue else { return }
      // The value itself, then its leaves; without building an array of both for every cell.
      let stale =
        Self.isReviewState(own.state)
        ? own : own.leaves.lazy.map(\.leaf).first { Self.isReviewState($0.state) }
      guard let stale else { return }
      let message =
        "\(resolution.locale) translation of \(subject.displayName) needs review (state \(stale.state ?? "")): "
        + "the source text changed after it was translated"
      findings.append(
        finding(
          message, subject: subject, locale: resolution.locale, position: stale.position ?? own.position,
          actual: LabelText.displayText(of: own)))
    }
    return findings
  }
}
