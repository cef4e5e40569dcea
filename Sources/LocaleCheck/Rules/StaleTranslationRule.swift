/// A translation is marked for review, or its key is no longer extracted from the code.
public struct StaleTranslationRule: Rule {
  /// `stale-translation`, a warning by default; see ``Rule/descriptor``.
  public static let descriptor = RuleDescriptor(
    id: "stale-translation", name: "Stale translation",
    summary:
      "The value is in state needs_review (XLIFF needs-review-*, needs-adaptation), the key's extraction state is "
      + "stale, an XLIFF export's translation was made from a source text the project has changed since, or a "
      + "storyboard's or XIB's .strings file was generated from an older version of it (its comments record other "
      + "texts than the storyboard, or the source language's file, now has).",
    rationale:
      "The source text changed after translation, so the label may no longer say what the control does.",
    defaultSeverity: .warning,
    triggeringExamples: [
      "state: needs_review", "state=\"needs-review-l10n\"", "state=\"needs-adaptation\"",
      "extractionState: stale",
      "<source>Abort</source> in fr.xliff, where en.lproj now says \"Cancel\"",
      "de.lproj/Main.strings's comment records title = \"Hidden\", where en.lproj's now records \"Folded\"",
      "de.lproj/Main.strings's comment records title = \"Hidden\", where Base.lproj/Main.storyboard now says \"Folded\"",
    ],
    nonTriggeringExamples: ["state: translated", "state=\"final\""])

  /// Creates the rule, which holds no state.
  public init() {}

  /// Whether a state marks a translation for review: also XLIFF 1.2's `needs-adaptation`, whose
  /// text is done but whose non-textual information (length, layout) still needs adapting; and
  /// `fuzzy`, translatewiki.net's `// Fuzzy` mark in a `.strings` export.
  public static func isReviewState(_ state: String?) -> Bool {
    guard let state else { return false }
    return state == "needs_review" || state == "stale" || state.hasPrefix("needs-review")
      || state == "needs-adaptation" || state == "fuzzy"
  }

  // Not `checksSubjectsIndependently`: a stale extraction state is reported once per identifier,
  // across subjects.
  /// See ``Rule/check(_:)``.
  public func check(_ context: CheckContext) -> [Finding] {
    var findings: [Finding] = []
    var reportedExtraction = Set<String>()
    // The keys of storyboards' tables with a locale's file generated from an older storyboard.
    let olderTextKeys = Set(context.catalog.tables.flatMap { $0.olderInterfaceBuilderTexts.keys })
    context.forEachCell { subject, entry, resolution in
      // A table's data cell that shows its data source's text: no one sees Interface Builder's.
      if entry.isInterfaceBuilderPlaceholder { return }
      if entry.extractionState == "stale" {
        // Once for the key, however many controls show it.
        if reportedExtraction.insert(subject.bundle + "\u{0}" + subject.table + "\u{0}" + subject.key)
          .inserted
        {
          // An `InfoPlist` catalog's keys come from the target's Info.plist, not from code (audit 137).
          let source = subject.table == StringTable.infoPlistName ? "Info.plist" : "the source code"
          // Bound to a control, the app shows it: Xcode does not see how the code names it.
          let shown =
            subject.isRealIdentifier
            ? ", though \(subject.displayName) shows it: the code names it in a way Xcode does not see" : ""
          let message =
            "'\(subject.key)' is no longer found in \(source) (extraction state stale)\(shown)"
            + Self.extractionAdvice(
              infoPlist: subject.table == StringTable.infoPlistName, shown: !shown.isEmpty)
          findings.append(finding(message, subject: subject, locale: nil, position: entry.keyPosition))
        }
        // Its translations are shown to no one: reviewing them is no work to ask for (audit 89);
        // but where a control shows it, they are, as any key's (review 139).
        if !subject.isRealIdentifier { return }
      }
      guard let own = resolution.ownValue else { return }
      let source = { context.sourceValue(of: entry, subject: subject, resolution: resolution) }
      if let found = reviewFinding(own, subject: subject, resolution: resolution, source: source) {
        findings.append(found)
      } else if entry.replacedExportSources != nil,  // rare: looked up only then
        let found = changedSourceFinding(own, entry: entry, subject: subject, resolution: resolution)
      {
        findings.append(found)
      } else if !olderTextKeys.isEmpty, olderTextKeys.contains(entry.key), resolution.isOwnValue,
        let index = context.tableIndex(for: subject),  // rare: looked up only then
        let found = olderInterfaceBuilderTextFinding(
          own, entry: entry, subject: subject, resolution: resolution, table: context.catalog.tables[index])
      {
        findings.append(found)
      }
    }
    return findings
  }

  /// One finding per value: the value in review, or those of its forms that are, named in the
  /// message. One, with one fingerprint, however many forms a translator has still to review, so
  /// that reviewing some of them does not make the rest a new finding.
  /// The message quotes the text in review and the source's text to compare it with (audit 212).
  private func reviewFinding(
    _ own: LocalizedValue, subject: Subject, resolution: Resolution, source: () -> LocalizedValue?
  ) -> Finding? {
    // translatewiki.net marks translations only: a source text under `// Fuzzy` is a comment.
    if own.state == "fuzzy" && resolution.locale == resolution.sourceLocale { return nil }
    var stale = own
    var forms: [String] = []  // named only where some forms are in review, not all
    var formInReview: String?  // the first, where the value's own state is no review state
    if !Self.isReviewState(own.state) {
      guard own.variations != nil || own.substitutions != nil else { return nil }
      let leaves = own.leaves.filter { !$0.path.isEmpty }
      let inReview = leaves.filter { Self.isReviewState($0.leaf.state) }
      guard let first = inReview.first else { return nil }
      stale = first.leaf
      formInReview = first.path
      if inReview.count < leaves.count { forms = inReview.map(\.path) }
    }
    // Looked up for a finding only: most cells are in no review.
    let sourceValue = source()
    var sourceText = sourceValue.flatMap(LabelText.displayText(of:))
    if let path = formInReview {
      // A form the source language lacks (English `few`) is compared with the one standing for it.
      sourceText = sourceValue.flatMap { LeafPath.sourceText(standingFor: path, in: $0, translation: own) }
    }
    let what =
      forms.isEmpty
      ? "" : forms.count == 1 ? "the \(forms[0]) form of " : "the \(forms.joined(separator: ", ")) forms of "
    // The source language's own text is no translation: someone marked it to review (Xcode's
    // "Mark for Review" on the source, or a tool's import), not a change of a source under it.
    let isSource = resolution.locale == resolution.sourceLocale
    let reason =
      isSource && stale.state == "needs_review"
      ? "someone marked it for review" : Self.reason(for: stale.state, isSource: isSource)
    // The text at the position: the value's, or the first form in review's.
    let actual = Self.isReviewState(own.state) ? LabelText.displayText(of: own) : stale.value
    // An empty translation has nothing to review: `missing-translation` tells it, state and all.
    if !isSource, formInReview == nil, actual?.isEmpty ?? true { return nil }
    // Quoted where the key does not already say it ("Sign in" of Sign in).
    let quoted = actual.flatMap { $0 == subject.displayName ? nil : " '\($0)'" } ?? ""
    // The source's text, to compare with, where the key does not already say it.
    let compared =
      isSource ? nil : sourceText.flatMap { $0 == subject.displayName || $0 == actual ? nil : $0 }
    let message =
      "\(resolution.locale) \(isSource ? "source text" : "translation")\(quoted) of \(what)\(subject.displayName) "
      + "needs review (state \(stale.state ?? "")): \(reason)"
      + (compared.map { "; compare it with the \(resolution.sourceLocale) text '\($0)'" } ?? "")
    return finding(
      message, subject: subject, locale: resolution.locale, position: stale.position ?? own.position,
      expected: isSource ? nil : sourceText, actual: actual)
  }

  /// What to do with a key Xcode no longer extracts: delete it, or keep it where code names it
  /// in a way Xcode does not see (`String(localized:)` of a variable), which `manual` tells Xcode.
  private static func extractionAdvice(infoPlist: Bool, shown: Bool) -> String {
    if infoPlist { return ": delete the entry, or add the key back to Info.plist if the app needs it" }
    if shown { return "; set its extraction state to manual so that Xcode keeps it" }
    return ": delete the entry if no code uses it; where code builds the key at run time, set its "
      + "extraction state to manual so that Xcode keeps it"
  }

  /// Why a translation in `state` needs review. Xcode marks one `needs_review` (exported as
  /// `needs-review-l10n`) when its source text changes; translation tools write
  /// `needs-review-translation` for text not yet confirmed (a machine translation, a
  /// translation-memory match); XLIFF 1.2's `*-adaptation` states are about what goes with the
  /// text, not the text.
  private static func reason(for state: String?, isSource: Bool) -> String {
    switch state {
    case "needs-adaptation": "what goes with its text (length, layout) is still to adapt"
    case "needs-review-adaptation": "what goes with its text (length, layout) is still to review"
    // Xcode exports its `needs_review` so; XLIFF 1.2 puts the text and what goes with it under review.
    case "needs-review-l10n" where !isSource:
      "the source text changed after it was translated, or someone marked it for review; its text and "
        + "what goes with it (length, layout) are to review"
    case "fuzzy":
      "its file marks it Fuzzy (translatewiki.net, POEditor): the source text changed since, or "
        + "someone flagged it"
    case "needs-review-translation":
      "its text is not confirmed yet (a machine translation, a translation-memory match, or a translator's doubt)"
    // The source's own text has no source under it to change.
    case _ where isSource: "its file marks it so"
    // Xcode's own mark, and also its "Mark for Review" and a tool's import: no cause is sure.
    default: "the source text changed after it was translated, or someone marked it for review"
    }
  }
}
