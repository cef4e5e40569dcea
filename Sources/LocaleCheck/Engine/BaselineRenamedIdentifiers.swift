/// Baseline entries that match no finding of a run as they are, which still accept the same
/// defect of the catalog's text under the identifier a label map now gives its key (audit 193).
///
/// A translation's defect (a gap, a copied English text, a placeholder changed) is the key's, not
/// the control's: a developer who renames `editor.save.button` to `document.save.button` in code and
/// in the label map changes no translation, so the gate should not fail on it as new, nor count
/// the old entry as fixed. A finding is matched by its fingerprint made with the entry's
/// identifier, so only the same rule, locale, bundle, table and key match.
struct BaselineRenamedIdentifiers {
  /// The rules whose findings are about a key's text in a locale, whatever identifier shows it.
  static let textRules: Set<String> = [
    MissingTranslationRule.descriptor.id, EnglishFallbackRule.descriptor.id, FormatMismatchRule.descriptor.id,
    PluralCoverageRule.descriptor.id, StaleTranslationRule.descriptor.id, EmptyLabelRule.descriptor.id,
    LengthExpansionRule.descriptor.id, RoleInLabelRule.descriptor.id,
  ]

  /// Entries that match no finding, by rule, locale, bundle and table.
  private var orphans: [[String?]: [BaselineEntry]] = [:]

  /// The entries of `baseline` of text rules that none of `findings` (or their parts) matches.
  init(_ baseline: Baseline, findings: [Finding]) {
    let present = Set(findings.flatMap { [$0.fingerprint] + $0.facets })
    for entry in baseline.entries where Self.textRules.contains(entry.rule) {
      guard entry.identifier != nil, !present.contains(entry.fingerprint) else { continue }
      orphans[[entry.rule, entry.locale, entry.bundle, entry.table], default: []].append(entry)
    }
  }

  /// Of `findings` (none of which the baseline accepts as they are), those no orphaned entry
  /// accepts, and the fingerprints of the entries that accepted the others. `bundleName`: a
  /// finding's bundle as fingerprints name it.
  func filter(_ findings: [Finding], bundleName: (String) -> String) -> (
    kept: [Finding], matched: Set<String>
  ) {
    guard !orphans.isEmpty else { return (findings, []) }
    var matched: Set<String> = []
    let kept = findings.filter { finding in
      // A finding made of parts is recorded as its parts, which hash what this cannot rebuild.
      guard finding.facets.isEmpty, Self.textRules.contains(finding.rule) else { return true }
      let bundle = finding.bundle.map(bundleName)
      let candidates = orphans[[finding.rule, finding.locale?.identifier, bundle, finding.table]] ?? []
      let accepting = candidates.first { entry in
        entry.fingerprint
          == Fingerprint.make(
            rule: finding.rule, locale: finding.locale?.identifier, bundle: bundle, table: finding.table,
            key: finding.key, identifier: entry.identifier)
      }
      // Each entry stands for one finding.
      guard let accepting, matched.insert(accepting.fingerprint).inserted else { return true }
      return false
    }
    return (kept, matched)
  }
}
