/// The configuration's `ignore` entries, found by key: a list of thousands (one per key and
/// locale) is asked about every finding, and a scan of it each time made a run take seconds.
struct IgnoreIndex {
  private let entries: [IgnoreEntry]
  /// Each entry's key and identifier split at their `*`s, once.
  private let splitNames: [(key: [String]?, identifier: [String]?)]
  private var byKey: [String: [Int]] = [:]
  private var byIdentifier: [String: [Int]] = [:]
  /// Entries whose key is a pattern (`cell_*`), and those without a key whose identifier is.
  private let keyPatterns: IgnorePatternIndex
  private let identifierPatterns: IgnorePatternIndex
  /// Entries of neither key nor identifier (a rule, a locale): asked about every finding.
  private var others: [Int] = []

  init(_ entries: [IgnoreEntry]) {
    self.entries = entries
    splitNames = entries.map {
      ($0.key.map(IgnorePattern.parts(of:)), $0.identifier.map(IgnorePattern.parts(of:)))
    }
    var keyPatterns: [(entry: Int, parts: [String])] = []
    var identifierPatterns: [(entry: Int, parts: [String])] = []
    for (index, split) in splitNames.enumerated() {
      if let key = split.key {
        if key.count == 1 {
          byKey[key[0], default: []].append(index)
        } else {
          keyPatterns.append((index, key))
        }
      } else if let identifier = split.identifier {
        if identifier.count == 1 {
          byIdentifier[identifier[0], default: []].append(index)
        } else {
          identifierPatterns.append((index, identifier))
        }
      } else {
        others.append(index)
      }
    }
    self.keyPatterns = IgnorePatternIndex(keyPatterns)
    self.identifierPatterns = IgnorePatternIndex(identifierPatterns)
  }

  /// Whether an entry hides `finding`.
  func hides(_ finding: Finding) -> Bool {
    forEachCandidate(for: finding) { matches($0, finding) }
  }

  /// The entries that hide none of `findings`, in the configuration's order.
  func entries(hidingNoneOf findings: [Finding]) -> [IgnoreEntry] {
    var used = Set<Int>()
    // Entries of no key or identifier are asked about every finding: those found used are
    // dropped from the list, and the scan ends once every entry is used.
    var openOthers = others
    for finding in findings {
      _ = forEachCandidate(for: finding, includingOthers: false) { index in
        if matches(index, finding) { used.insert(index) }
        return false
      }
      openOthers.removeAll { index in
        guard matches(index, finding) else { return false }
        used.insert(index)
        return true
      }
      if used.count == entries.count { break }
    }
    return entries.indices.filter { !used.contains($0) }.map { entries[$0] }
  }

  /// Whether entry `index` hides `finding`, its names split once.
  private func matches(_ index: Int, _ finding: Finding) -> Bool {
    entries[index].matches(
      finding, keyParts: splitNames[index].key, identifierParts: splitNames[index].identifier)
  }

  /// Calls `stop` with each entry that may hide `finding` (those of its key or identifier, by name
  /// or pattern, and, unless `includingOthers` is `false`, those of neither) until it returns
  /// `true`; `false` if it never did. No list is built for the names: this runs for every finding.
  private func forEachCandidate(for finding: Finding, includingOthers: Bool = true, _ stop: (Int) -> Bool)
    -> Bool
  {
    for index in finding.key.flatMap({ byKey[$0] }) ?? [] where stop(index) { return true }
    for index in finding.identifier.flatMap({ byIdentifier[$0] }) ?? [] where stop(index) { return true }
    for index in keyPatterns.entries(matching: finding.key) where stop(index) { return true }
    for index in identifierPatterns.entries(matching: finding.identifier) where stop(index) { return true }
    for index in others where includingOthers && stop(index) { return true }
    return false
  }
}
