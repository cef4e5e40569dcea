/// The `ignore` entries whose `key` (or `identifier`) is a pattern, found by the text before their
/// first `*`: thousands of patterns asked about every finding made a run of 24,000 findings take
/// 50 s (audit 219). Each pattern is split once, and each name is matched once.
final class IgnorePatternIndex {
  /// Entry indices by their pattern's text before its first `*`.
  private var byPrefix: [String: [Int]] = [:]
  /// The lengths, in characters, of those texts.
  private var prefixLengths: [Int] = []
  /// Each entry's pattern, split at its `*`s.
  private var parts: [Int: [String]] = [:]
  /// The entries each name asked about matches.
  private var matched: [String: [Int]] = [:]

  /// An index of `patterns`, each an entry's index and its pattern.
  init(_ patterns: [(entry: Int, pattern: String)]) {
    var lengths = Set<Int>()
    for (entry, pattern) in patterns {
      let split = IgnorePattern.parts(of: pattern)
      parts[entry] = split
      let prefix = split.first ?? ""
      byPrefix[prefix, default: []].append(entry)
      lengths.insert(prefix.count)
    }
    prefixLengths = lengths.sorted()
  }

  /// Whether the index holds no pattern.
  var isEmpty: Bool { parts.isEmpty }

  /// The entries whose pattern `name` matches, in the configuration's order.
  func entries(matching name: String?) -> [Int] {
    guard let name, !parts.isEmpty else { return [] }
    if let known = matched[name] { return known }
    let length = name.count
    var found: [Int] = []
    for prefixLength in prefixLengths where prefixLength <= length {
      for entry in byPrefix[String(name.prefix(prefixLength))] ?? []
      where IgnorePattern.matches(parts: parts[entry] ?? [], name) {
        found.append(entry)
      }
    }
    found.sort()
    matched[name] = found
    return found
  }
}
