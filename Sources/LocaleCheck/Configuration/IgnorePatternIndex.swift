/// The `ignore` entries whose `key` (or `identifier`) is a pattern, found by the first characters
/// of the longest text between their `*`s, which a name they match holds somewhere: thousands of
/// patterns asked about every finding made a run of 24,000 findings take 50 s (audit 219), also
/// where they share their start (`f*eed0.cell_0*`, review 159), and a look-up per length of those
/// texts at every place of long sentence keys took 25 s where patterns start with `*` (audit 222).
/// Each pattern is split once, each name matched once.
final class IgnorePatternIndex {
  /// How many characters of a pattern's longest text find it: each place of a name is looked up
  /// at most this many times, however many lengths the patterns' texts have.
  private static let gramLength = 3
  /// Up to this many patterns are each asked about every name, without the index.
  private static let fewPatterns = 8

  /// Entries with their pattern's longest text, by that text's first ``gramLength`` characters
  /// (all of a shorter text).
  private var byGram: [Substring: [(entry: Int, longest: String)]] = [:]
  /// The lengths, in characters, of those keys.
  private var gramLengths: [Int] = []
  /// Entries whose pattern is `*`s alone, asked about every name.
  private var always: [Int] = []
  /// Each entry's pattern, split at its `*`s.
  private var parts: [Int: [String]] = [:]
  /// The entries each name asked about matches.
  private var matched: [String: [Int]] = [:]

  /// An index of `patterns`, each an entry's index and its pattern split at its `*`s
  /// (``IgnorePattern/parts(of:)``).
  init(_ patterns: [(entry: Int, parts: [String])]) {
    var lengths = Set<Int>()
    for (entry, split) in patterns {
      parts[entry] = split
      guard let longest = split.max(by: { $0.count < $1.count }), !longest.isEmpty else {
        always.append(entry)
        continue
      }
      let gram = longest.prefix(Self.gramLength)
      byGram[gram, default: []].append((entry, longest))
      lengths.insert(gram.count)
    }
    gramLengths = lengths.sorted()
  }

  /// The entries whose pattern `name` matches, in the configuration's order.
  func entries(matching name: String?) -> [Int] {
    guard let name, !parts.isEmpty else { return [] }
    if let known = matched[name] { return known }
    let candidates = parts.count <= Self.fewPatterns ? Array(parts.keys) : indexedCandidates(for: name)
    let found = candidates.filter { IgnorePattern.matches(parts: parts[$0] ?? [], name) }.sorted()
    matched[name] = found
    return found
  }

  /// The entries whose longest text `name` holds somewhere, and those of `*`s alone.
  private func indexedCandidates(for name: String) -> [Int] {
    var found = Set(always)
    let bounds = Array(name.indices) + [name.endIndex]
    let count = bounds.count - 1
    for length in gramLengths where length <= count {
      for start in 0...(count - length) {
        guard let bucket = byGram[name[bounds[start]..<bounds[start + length]]] else { continue }
        let rest = name[bounds[start]...]
        for (entry, longest) in bucket where !found.contains(entry) && rest.hasPrefix(longest) {
          found.insert(entry)
        }
      }
    }
    return Array(found)
  }
}
