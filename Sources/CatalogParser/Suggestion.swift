/// "Did you mean ...?" suggestions by edit distance.
public enum Suggestion {
  /// The candidate closest to `word`, if it is close enough to be a likely typo.
  public static func closest(to word: String, among candidates: [String]) -> String? {
    let scored = candidates.map { ($0, distance(word.lowercased(), $0.lowercased())) }
    guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
    let limit = max(2, word.count / 3)
    if best.1 <= limit { return best.0 }
    return candidates.first { $0.hasPrefix(word) && word.count >= 3 }
  }

  /// The Levenshtein distance between two strings.
  public static func distance(_ lhs: String, _ rhs: String) -> Int {
    let left = Array(lhs)
    let right = Array(rhs)
    guard !left.isEmpty else { return right.count }
    guard !right.isEmpty else { return left.count }
    var previous = Array(0...right.count)
    for (i, leftCharacter) in left.enumerated() {
      var current = [i + 1] + Array(repeating: 0, count: right.count)
      for (j, rightCharacter) in right.enumerated() {
        let cost = leftCharacter == rightCharacter ? 0 : 1
        current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + cost)
      }
      previous = current
    }
    return previous[right.count]
  }
}
