/// The `ignore` entries whose `key` (or `identifier`) is a pattern, found by a few characters of
/// a text between their `*`s, which a name they match holds somewhere: thousands of patterns
/// asked about every finding made a run of 24,000 findings take 50 s (audit 219), and a look-up
/// per length of those texts at every place of long sentence keys 25 s (audit 222). Each pattern
/// is found by the run of characters of its texts that the fewest patterns share, so that
/// patterns sharing their start (`feed.cell_12_*`, review 161) are told apart at once.
/// Each pattern is split once, each name matched once.
final class IgnorePatternIndex {
  /// How many characters of a pattern's text find it: each place of a name is looked up
  /// at most this many times, however many lengths the patterns' texts have.
  private static let gramLength = 3
  /// Up to this many patterns are each asked about every name, without the index.
  private static let fewPatterns = 8

  /// A pattern as the index finds it: one of its texts between `*`s, and where the characters it
  /// is found by start in that text.
  private struct Located {
    let entry: Int
    let text: String
    let offset: Int
  }

  /// Patterns by the run of characters they are found by.
  private var byGram: [Substring: [Located]] = [:]
  /// The lengths, in characters, of those runs.
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
    var grams: [(entry: Int, grams: [(gram: Substring, offset: Int, text: String)])] = []
    var patternsWithGram: [Substring: Int] = [:]
    for (entry, split) in patterns {
      parts[entry] = split
      // Every text between the `*`s: the one that tells patterns apart may be a short one
      // (`feed.*_12_*`, review 162).
      let own = split.filter { !$0.isEmpty }.flatMap { text in
        Self.grams(of: text).map { (gram: $0.gram, offset: $0.offset, text: text) }
      }
      guard !own.isEmpty else {
        always.append(entry)
        continue
      }
      grams.append((entry, own))
      for gram in Set(own.map(\.gram)) { patternsWithGram[gram, default: 0] += 1 }
    }
    var lengths = Set<Int>()
    for (entry, own) in grams {
      // The run fewest patterns share; of those, the longest.
      guard
        let rarest = own.min(by: { lhs, rhs in
          let (left, right) = (patternsWithGram[lhs.gram, default: 0], patternsWithGram[rhs.gram, default: 0])
          return left != right ? left < right : lhs.gram.count > rhs.gram.count
        })
      else { continue }
      byGram[rarest.gram, default: []].append(Located(entry: entry, text: rarest.text, offset: rarest.offset))
      lengths.insert(rarest.gram.count)
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

  /// The entries whose chosen text `name` holds somewhere, and those of `*`s alone.
  private func indexedCandidates(for name: String) -> [Int] {
    var found = Set(always)
    let bounds = Array(name.indices) + [name.endIndex]
    let count = bounds.count - 1
    for length in gramLengths where length <= count {
      for start in 0...(count - length) {
        guard let bucket = byGram[name[bounds[start]..<bounds[start + length]]] else { continue }
        for located in bucket where start >= located.offset && !found.contains(located.entry) {
          if name[bounds[start - located.offset]...].hasPrefix(located.text) {
            found.insert(located.entry)
          }
        }
      }
    }
    return Array(found)
  }

  /// Each run of ``gramLength`` characters of `text` with where it starts, in characters (of its
  /// first 256 characters: a long text has rare runs enough there); the whole text where it is no
  /// longer.
  private static func grams(of text: String) -> [(gram: Substring, offset: Int)] {
    let head = text.prefix(256 + gramLength)
    let bounds = Array(head.indices) + [head.endIndex]
    let count = bounds.count - 1
    guard count > gramLength else { return [(head, 0)] }
    return (0...(count - gramLength)).map { (head[bounds[$0]..<bounds[$0 + gramLength]], $0) }
  }
}
