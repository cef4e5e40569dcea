extension Finding {
  /// Report order: file, line, column, rule, locale (SPEC section 6).
  public static func reportOrder(_ lhs: Finding, _ rhs: Finding) -> Bool {
    let left = (lhs.position?.file ?? "", lhs.position?.line ?? 0, lhs.position?.column ?? 0)
    let right = (rhs.position?.file ?? "", rhs.position?.line ?? 0, rhs.position?.column ?? 0)
    if left != right { return left < right }
    if lhs.rule != rhs.rule { return lhs.rule < rhs.rule }
    if lhs.locale?.identifier != rhs.locale?.identifier {
      return (lhs.locale?.identifier ?? "") < (rhs.locale?.identifier ?? "")
    }
    return (lhs.identifier ?? "", lhs.message) < (rhs.identifier ?? "", rhs.message)
  }

  /// `findings` sorted by `reportOrder(_:_:)`; findings that tie keep their order.
  ///
  /// Sorted by keys of numbers made once per finding (the rank of its file, rule and locale among
  /// all of them): a sort compares each finding many times, and a matrix can have a hundred
  /// thousand findings, whose texts would otherwise be copied and compared at every step.
  public static func sortedInReportOrder(_ findings: [Finding]) -> [Finding] {
    let keys = sortKeys(findings)
    let order = findings.withUnsafeBufferPointer { buffer in
      keys.indices.sorted { left, right in
        if keys[left] != keys[right] { return keys[left] < keys[right] }
        return (buffer[left].identifier ?? "", buffer[left].message)
          < (buffer[right].identifier ?? "", buffer[right].message)
      }
    }
    if order.elementsEqual(findings.indices) { return findings }
    return order.map { findings[$0] }
  }

  /// A finding's place in report order up to its identifier and message, as numbers.
  private struct SortKey: Comparable {
    var file: Int
    var line: Int
    var column: Int
    var rule: Int
    var locale: Int

    static func < (lhs: SortKey, rhs: SortKey) -> Bool {
      (lhs.file, lhs.line, lhs.column, lhs.rule, lhs.locale) < (
        rhs.file, rhs.line, rhs.column, rhs.rule, rhs.locale
      )
    }
  }

  private static func sortKeys(_ findings: [Finding]) -> [SortKey] {
    let files = ranks(findings.map { $0.position?.sourceFile }) { $0?.path ?? "" }
    let rules = ranks(findings.map(\.rule)) { $0 }
    let locales = ranks(findings.map(\.locale)) { $0?.identifier ?? "" }
    return findings.indices.map { index in
      let position = findings[index].position
      return SortKey(
        file: files[index], line: position?.line ?? 0, column: position?.column ?? 0, rule: rules[index],
        locale: locales[index])
    }
  }

  /// Each key's rank among the distinct keys in the `<` order of their texts (keys with equal
  /// texts share a rank); the keys are files and locales, hashed as numbers, so each text is
  /// looked at once per distinct key, not once per finding.
  private static func ranks<Key: Hashable>(_ keys: [Key], text: (Key) -> String) -> [Int] {
    // Findings come in runs of one file, rule or locale: a key equal to the one before is not
    // looked up again.
    var rankOf: [Key: Int] = [:]
    var previousKey: Key?
    for key in keys where key != previousKey {
      previousKey = key
      if rankOf[key] == nil { rankOf[key] = 0 }
    }
    var rank = -1
    var previous: String?
    for (key, keyText) in rankOf.keys.map({ ($0, text($0)) }).sorted(by: { $0.1 < $1.1 }) {
      if keyText != previous {
        rank += 1
        previous = keyText
      }
      rankOf[key] = rank
    }
    previousKey = nil
    var previousRank = 0
    return keys.map { key in
      if key != previousKey {
        previousKey = key
        previousRank = rankOf[key] ?? 0
      }
      return previousRank
    }
  }
}
