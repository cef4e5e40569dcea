/// The configuration's `ignore` entries, found by key: a list of thousands (one per key and
/// locale) is asked about every finding, and a scan of it each time made a run take seconds.
struct IgnoreIndex {
  private var byKey: [String: [IgnoreEntry]] = [:]
  private var byIdentifier: [String: [IgnoreEntry]] = [:]
  private var others: [IgnoreEntry] = []

  init(_ entries: [IgnoreEntry]) {
    for entry in entries {
      if let key = entry.key {
        byKey[key, default: []].append(entry)
      } else if let identifier = entry.identifier {
        byIdentifier[identifier, default: []].append(entry)
      } else {
        others.append(entry)
      }
    }
  }

  /// Whether an entry hides `finding`.
  func hides(_ finding: Finding) -> Bool {
    if let key = finding.key, byKey[key]?.contains(where: { $0.matches(finding) }) == true { return true }
    if let identifier = finding.identifier,
      byIdentifier[identifier]?.contains(where: { $0.matches(finding) }) == true
    {
      return true
    }
    return others.contains { $0.matches(finding) }
  }
}
