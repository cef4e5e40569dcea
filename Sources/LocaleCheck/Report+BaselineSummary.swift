/// The line a run shows about its baseline.
extension Report {
  /// What the baseline hid and how many of its entries are gone: "3 findings hidden by the
  /// baseline; 1 baseline entry is fixed", or why none matched. `afterInputErrors`: some files
  /// could not be read, so their entries look fixed.
  public func baselineSummary(afterInputErrors: Bool) -> String {
    let hidden = baselineHidden
    let fixed = baselineFixed
    let fixedNote =
      afterInputErrors && fixed > 0
      ? "\(fixed) baseline \(fixed == 1 ? "entry was" : "entries were") not found, in part perhaps "
        + "because of the \(inputErrors(ofKind: "unreadable-entry").count == inputErrors.count ? "label-map entries" : "files") "
        + "that could not be read"
        // Entries that name their bundle are counted only where the run read it (review 145).
      : hidden == 0 && fixed > 0 && !findings.isEmpty && baselineFixedWithoutBundle == fixed
        ? "none of its \(fixed) \(fixed == 1 ? "entry" : "entries") matched a finding (if the findings are "
          + "the same, the baseline was written for other paths: it names bundles relative to the "
          + "configuration's folder, without one to its own folder)"
        : "\(fixed) baseline \(fixed == 1 ? "entry is" : "entries are") fixed"
    return "\(hidden) \(hidden == 1 ? "finding" : "findings") hidden by the baseline; \(fixedNote)"
  }
}
