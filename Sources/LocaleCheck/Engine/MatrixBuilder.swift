/// Builds the matrix rows: each subject's resolved label and status in every locale.
enum MatrixBuilder {
  static func rows(subjects: [Subject], context: CheckContext, findings: [Finding]) -> [MatrixRow] {
    let worst = worstRules(subjects: subjects, context: context, findings: findings)
    // The worst status of each cell's value itself, which the cells that inherit it show.
    let worstOfValue = worstRules(
      subjects: subjects, context: context, findings: findings, among: statusesOfTheValue)
    let width = context.locales.count
    return ParallelMap.map(subjects.count) { subjectIndex in
      let subject = subjects[subjectIndex]
      var cells: [LocaleID: MatrixCell] = [:]
      cells.reserveCapacity(width)
      for (localeIndex, locale) in context.locales.enumerated() {
        let resolution = context.resolutions[subjectIndex][localeIndex]
        let status =
          worst[subjectIndex * width + localeIndex]
          ?? inheritedStatus(of: resolution, in: worstOfValue, row: subjectIndex, context: context)
        cells[locale] = MatrixCell(status: status ?? "ok", label: resolution.label)
      }
      return MatrixRow(
        identifier: subject.identifier, table: subject.table, key: subject.key, screen: subject.screen,
        bundle: subject.bundle, cells: cells)
    }
  }

  /// Rules that judge a value where it is written: a locale that inherits it from a parent of
  /// the matrix (`es-419` showing `es`'s text) is not reported again, but shows what it inherits.
  /// (Not `duplicate-label`: it judges a value beside the locale's other labels, which may differ.)
  private static let statusesOfTheValue: Set<String> = [
    "english-fallback", "format-mismatch", "plural-coverage", "stale-translation", "role-in-label",
    "length-expansion", "label-is-identifier",
  ]

  /// The status a cell without findings of its own takes from the parent locale whose value it
  /// shows: a dashboard must not show as fine a regional locale that reads `es`'s English copy.
  private static func inheritedStatus(
    of resolution: Resolution, in worst: [String?], row: Int, context: CheckContext
  )
    -> String?
  {
    guard !resolution.isOwnValue, !resolution.isSourceFallback, let owner = resolution.resolvedFrom,
      let column = context.locales.firstIndex(of: owner)
    else { return nil }
    return worst[row * context.locales.count + column]
  }

  /// The most severe rule per cell (ties go to the registry order), in a flat subject-by-locale array.
  private static func worstRules(
    subjects: [Subject], context: CheckContext, findings: [Finding], among rules: Set<String>? = nil
  ) -> [String?] {
    let width = context.locales.count
    // Each cell holds the index of its worst finding: a cell per key and locale is hundreds of
    // thousands of cells, too many to hold a copy of a finding each.
    var worst = [Int](repeating: -1, count: subjects.count * width)
    let order = Dictionary(uniqueKeysWithValues: RuleRegistry.descriptors.enumerated().map { ($1.id, $0) })
    var subjectIndex: [SubjectKey: Int] = [:]
    for (index, subject) in subjects.enumerated() {
      subjectIndex[SubjectKey(identifier: subject.identifier, bundle: subject.bundle, table: subject.table)] =
        index
    }
    let localeIndex = Dictionary(
      context.locales.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    // Findings are read field by field, not copied whole: a matrix can have a hundred thousand.
    for index in findings.indices {
      guard rules.map({ $0.contains(findings[index].rule) }) ?? true, let locale = findings[index].locale,
        let identifier = findings[index].identifier,
        let column = localeIndex[locale],
        let row = subjectIndex[
          SubjectKey(
            identifier: identifier, bundle: findings[index].bundle ?? "", table: findings[index].table ?? "")]
      else { continue }
      let slot = row * width + column
      if worst[slot] >= 0 {
        let current = worst[slot]
        let severity = findings[index].severity
        let better =
          severity > findings[current].severity
          || (severity == findings[current].severity
            && order[findings[index].rule, default: 99] < order[findings[current].rule, default: 99])
        if !better { continue }
      }
      worst[slot] = index
    }
    return worst.map { $0 >= 0 ? findings[$0].rule : nil }
  }

  private struct SubjectKey: Hashable {
    var identifier: String
    var bundle: String
    var table: String
  }
}
