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
  /// accepts, and the fingerprints of the entries that accepted the others or match a part of
  /// one that is new (a plural that lacks another category now): none of them is fixed. `bundleName`: a
  /// finding's bundle as fingerprints name it.
  func filter(_ findings: [Finding], bundleName: (String) -> String) -> (
    kept: [Finding], matched: Set<String>
  ) {
    guard !orphans.isEmpty else { return (findings, []) }
    var matched: Set<String> = []
    let kept = findings.filter { finding in
      guard Self.textRules.contains(finding.rule) else { return true }
      let bundle = finding.bundle.map(bundleName)
      let candidates = orphans[[finding.rule, finding.locale?.identifier, bundle, finding.table]] ?? []
      let unmatched = Set(candidates.map(\.fingerprint)).subtracting(matched)
      // Under each identifier the entries name, the finding's fingerprints (its parts', where it
      // is recorded as its parts) must all be entries that no other finding took.
      for identifier in Set(candidates.compactMap(\.identifier)).sorted() {
        let fingerprints = Self.fingerprints(of: finding, bundle: bundle, identifier: identifier)
        let found = fingerprints.filter(unmatched.contains)
        // Parts the finding still has are no fixed entries, though it lacks another now and is
        // new (review 146).
        matched.formUnion(found)
        if !found.isEmpty && found.count == fingerprints.count { return false }
      }
      return true
    }
    return (kept, matched)
  }

  /// The fingerprints `finding` would have under `identifier`: its own, or its parts'.
  private static func fingerprints(of finding: Finding, bundle: String?, identifier: String) -> [String] {
    let make = { (part: String?) in
      Fingerprint.make(
        rule: finding.rule, locale: (finding.ownerLocale ?? finding.locale)?.identifier, bundle: bundle,
        table: finding.table, key: finding.key, identifier: identifier, part: part)
    }
    return finding.facetParts.isEmpty ? [make(finding.fingerprintPart)] : finding.facetParts.map(make)
  }
}
