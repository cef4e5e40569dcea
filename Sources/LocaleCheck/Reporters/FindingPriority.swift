/// The order in which a report cut to a limit keeps findings: most severe first; within a
/// severity, those of rarer rules first, each rule's in report order. A cut report then keeps
/// every kind of problem: three `format-mismatch` errors are not left out behind 25,000 missing
/// translations, and those do not hide the commonest rule's.
enum FindingPriority {
  /// The offsets of `findings` in the order they are kept. With `sampledPerRule`, each rule's
  /// first few come before every other finding, of any severity: a note's rule is not cut behind
  /// hundreds of errors (audit 164).
  static func ranked(_ findings: [Finding], sampledPerRule: Int? = nil) -> [Int] {
    var perRule: [String: Int] = [:]
    var rankInRule: [Int] = []
    rankInRule.reserveCapacity(findings.count)
    for finding in findings {
      rankInRule.append(perRule[finding.rule, default: 0])
      perRule[finding.rule, default: 0] += 1
    }
    return findings.indices.sorted { first, second in
      let (a, b) = (findings[first], findings[second])
      if let sampled = sampledPerRule {
        let (sampledA, sampledB) = (rankInRule[first] < sampled, rankInRule[second] < sampled)
        if sampledA != sampledB { return sampledA }
      }
      if a.severity != b.severity { return a.severity > b.severity }
      let (countA, countB) = (perRule[a.rule] ?? 0, perRule[b.rule] ?? 0)
      if countA != countB { return countA < countB }
      return (a.rule, first) < (b.rule, second)
    }
  }
}
