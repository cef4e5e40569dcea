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

  /// Whether `written` is a slip of `known`: the same in another case, or one letter added, left
  /// out, changed, or swapped with the next ("lable", "identifer", "Label").
  public static func isSlip(_ written: String, of known: String) -> Bool {
    let (typed, meant) = (Array(written.lowercased()), Array(known.lowercased()))
    if typed == meant { return written != known }
    guard abs(typed.count - meant.count) <= 1 else { return false }
    // The first difference decides which one edit could explain the rest.
    var at = 0
    while at < typed.count && at < meant.count && typed[at] == meant[at] { at += 1 }
    if typed.count == meant.count {
      let swapped =
        at + 1 < typed.count && typed[at] == meant[at + 1] && typed[at + 1] == meant[at]
        && typed[(at + 2)...] == meant[(at + 2)...]
      return swapped || typed[(at + 1)...] == meant[(at + 1)...]
    }
    return typed.count < meant.count ? typed[at...] == meant[(at + 1)...] : typed[(at + 1)...] == meant[at...]
  }

  /// The Levenshtein distance of two strings of scalar values (or bytes) where it is at most
  /// `limit`, else `nil`: only the band of the table within `limit` of its diagonal is computed,
  /// and a row past the limit ends it, so comparing one key with every key of a big table stays
  /// cheap.
  public static func distance<Unit: Equatable>(_ lhs: [Unit], _ rhs: [Unit], atMost limit: Int) -> Int? {
    guard abs(lhs.count - rhs.count) <= limit else { return nil }
    guard !lhs.isEmpty, !rhs.isEmpty else { return max(lhs.count, rhs.count) }
    let beyond = limit + 1
    var previous = (0...rhs.count).map { min($0, beyond) }
    var current = [Int](repeating: beyond, count: rhs.count + 1)
    for row in 1...lhs.count {
      let (first, last) = (max(1, row - limit), min(rhs.count, row + limit))
      current[0] = min(row, beyond)
      current[first - 1] = first == 1 ? current[0] : beyond
      var best = current[first - 1]
      for column in first...last {
        let substitution = previous[column - 1] + (lhs[row - 1] == rhs[column - 1] ? 0 : 1)
        current[column] = min(previous[column] + 1, current[column - 1] + 1, substitution, beyond)
        best = min(best, current[column])
      }
      if last < rhs.count { current[last + 1] = beyond }
      guard best <= limit else { return nil }
      swap(&previous, &current)
    }
    return previous[rhs.count] <= limit ? previous[rhs.count] : nil
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
