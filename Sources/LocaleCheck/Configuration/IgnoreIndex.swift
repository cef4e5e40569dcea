/// The configuration's `ignore` entries, found by key: a list of thousands (one per key and
/// locale) is asked about every finding, and a scan of it each time made a run take seconds.
struct IgnoreIndex {
  private let entries: [IgnoreEntry]
  /// Each entry's names split at their `*`s, once.
  private let splitNames: [IgnoreEntry.SplitNames]
  private var byKey: [String: [Int]] = [:]
  private var byIdentifier: [String: [Int]] = [:]
  /// Entries whose key is a pattern (`cell_*`), and those without a key whose identifier is.
  private let keyPatterns: IgnorePatternIndex
  private let identifierPatterns: IgnorePatternIndex
  /// Entries of neither key nor identifier (a rule, a locale): asked about every finding.
  private var others: [Int] = []
  /// A finding's bundle as the project names it (see ``IgnoreEntry/matches(_:projectBundle:)``).
  private let projectBundle: (String) -> String

  init(_ entries: [IgnoreEntry], projectBundle: @escaping (String) -> String = { $0 }) {
    self.entries = entries
    self.projectBundle = projectBundle
    splitNames = entries.map(\.splitNames)
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
    forEachCandidate(for: finding) { matches($0, finding, nameFound: $1) }
  }

  /// The entries that hide none of `findings`, in the configuration's order.
  func entries(hidingNoneOf findings: [Finding]) -> [IgnoreEntry] {
    var used = Set<Int>()
    // Entries of no key or identifier are asked about every finding: those found used are
    // dropped from the list, and the scan ends once every entry is used.
    var openOthers = others
    for finding in findings {
      _ = forEachCandidate(for: finding, includingOthers: false) { index, nameFound in
        if matches(index, finding, nameFound: nameFound) { used.insert(index) }
        return false
      }
      openOthers.removeAll { index in
        guard matches(index, finding, nameFound: .none) else { return false }
        used.insert(index)
        return true
      }
      if used.count == entries.count { break }
    }
    return entries.indices.filter { !used.contains($0) }.map { entries[$0] }
  }

  /// Which of an entry's names the index found the entry by: it matches already.
  private enum FoundName {
    case key, identifier, none
  }

  /// Whether entry `index` hides `finding`, its names split once; the name the index found it by
  /// is not matched again (a pattern's match costs a walk of the name).
  private func matches(_ index: Int, _ finding: Finding, nameFound: FoundName) -> Bool {
    var names = splitNames[index]
    if nameFound == .key { names.key = nil }
    if nameFound == .identifier { names.identifier = nil }
    return entries[index].matches(finding, names: names, projectBundle: projectBundle)
  }

  /// Calls `stop` with each entry that may hide `finding` (those of its key or identifier, by name
  /// or pattern, and, unless `includingOthers` is `false`, those of neither) until it returns
  /// `true`; `false` if it never did. No list is built for the names: this runs for every finding.
  private func forEachCandidate(
    for finding: Finding, includingOthers: Bool = true, _ stop: (Int, FoundName) -> Bool
  ) -> Bool {
    for index in finding.key.flatMap({ byKey[$0] }) ?? [] where stop(index, .key) { return true }
    for index in finding.identifier.flatMap({ byIdentifier[$0] }) ?? [] where stop(index, .identifier) {
      return true
    }
    for index in keyPatterns.entries(matching: finding.key) where stop(index, .key) { return true }
    for index in identifierPatterns.entries(matching: finding.identifier) where stop(index, .identifier) {
      return true
    }
    for index in others where includingOthers && stop(index, .none) { return true }
    return false
  }
}
