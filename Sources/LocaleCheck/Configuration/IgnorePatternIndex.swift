/// The `ignore` entries whose `key` (or `identifier`) is a pattern, found by the longest text
/// between their `*`s, which a name they match holds somewhere: thousands of patterns asked about
/// every finding made a run of 24,000 findings take 50 s (audit 219), also where they share
/// their start (`f*eed0.cell_0*`, review 159). Each pattern is split once, each name matched once.
final class IgnorePatternIndex {
  /// Entry indices by their pattern's longest text between `*`s.
  private var byPart: [Substring: [Int]] = [:]
  /// The lengths, in characters, of those texts.
  private var partLengths: [Int] = []
  /// Entries whose pattern is `*`s alone, asked about every name.
  private var always: [Int] = []
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
      guard let longest = split.max(by: { $0.count < $1.count }), !longest.isEmpty else {
        always.append(entry)
        continue
      }
      byPart[Substring(longest), default: []].append(entry)
      lengths.insert(longest.count)
    }
    partLengths = lengths.sorted()
  }

  /// The entries whose pattern `name` matches, in the configuration's order.
  func entries(matching name: String?) -> [Int] {
    guard let name, !parts.isEmpty else { return [] }
    if let known = matched[name] { return known }
    let bounds = Array(name.indices) + [name.endIndex]
    let count = bounds.count - 1
    // Each length looks at every place in the name: where that costs more than asking every
    // pattern (long sentence keys, parts of many lengths; review 160), every pattern is asked.
    let lengths = partLengths.filter { $0 <= count }
    let candidates: [Int]
    if lengths.count * count > parts.count {
      candidates = Array(parts.keys)
    } else {
      var found = Set(always)
      for length in lengths {
        for start in 0...(count - length) {
          for entry in byPart[name[bounds[start]..<bounds[start + length]]] ?? [] { found.insert(entry) }
        }
      }
      candidates = Array(found)
    }
    let found = candidates.filter { IgnorePattern.matches(parts: parts[$0] ?? [], name) }.sorted()
    matched[name] = found
    return found
  }
}
