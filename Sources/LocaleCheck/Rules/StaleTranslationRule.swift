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
      findings += reviewFindings(own, subject: subject, resolution: resolution)
    }
    return findings
  }

  /// A value in review is one finding; so is a varied value all of whose forms are. Where only
  /// some forms are, each is its own finding: the translator revisits those, and their text is heard.
  private func reviewFindings(_ own: LocalizedValue, subject: Subject, resolution: Resolution) -> [Finding] {
    if Self.isReviewState(own.state) {
      return [reviewFinding(own, of: own, part: nil, subject: subject, resolution: resolution)]
    }
    guard own.variations != nil || own.substitutions != nil else { return [] }
    let forms = own.leaves.filter { !$0.path.isEmpty }
    let inReview = forms.filter { Self.isReviewState($0.leaf.state) }
    guard let first = inReview.first else { return [] }
    if inReview.count == forms.count {
      return [reviewFinding(first.leaf, of: own, part: nil, subject: subject, resolution: resolution)]
    }
    return inReview.map {
      reviewFinding($0.leaf, of: own, part: $0.path, subject: subject, resolution: resolution)
    }
  }

  /// The finding for a value, or one of its forms (`part`), whose state asks for review.
  private func reviewFinding(
    _ stale: LocalizedValue, of own: LocalizedValue, part: String?, subject: Subject, resolution: Resolution
  ) -> Finding {
    let form = part.map { "the \($0) form of " } ?? ""
    let message =
      "\(resolution.locale) translation of \(form)\(subject.displayName) needs review "
      + "(state \(stale.state ?? "")): the source text changed after it was translated"
    return finding(
      message, subject: subject, locale: resolution.locale, position: stale.position ?? own.position,
      actual: part == nil ? LabelText.displayText(of: own) : stale.value, part: part)
  }
}
