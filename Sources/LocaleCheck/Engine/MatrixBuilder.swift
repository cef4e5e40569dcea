/// Builds the matrix rows: each subject's resolved label and status in every locale.
enum MatrixBuilder {
  static func rows(subjects: [Subject], context: CheckContext, findings: [Finding]) -> [MatrixRow] {
    var worst: [String: Finding] = [:]
    let order = Dictionary(uniqueKeysWithValues: RuleRegistry.descriptors.enumerated().map { ($1.id, $0) })
    for finding in findings {
      guard let locale = finding.locale, let identifier = finding.identifier else { continue }
      let slot = cellID(identifier: identifier, bundle: finding.bundle, table: finding.table, locale: locale)
      if let current = worst[slot] {
        let better =
          finding.severity > current.severity
          || (finding.severity == current.severity
            && order[finding.rule, default: 99] < order[current.rule, default: 99])
        if !better { continue }
      }
      worst[slot] = finding
    }
    var rows: [MatrixRow] = []
    rows.reserveCapacity(subjects.count)
    for (subjectIndex, subject) in subjects.enumerated() {
      var cells: [LocaleID: MatrixCell] = [:]
      for (localeIndex, locale) in context.locales.enumerated() {
        let resolution = context.resolutions[subjectIndex][localeIndex]
        let slot = cellID(
          identifier: subject.identifier, bundle: subject.bundle, table: subject.table, locale: locale)
        cells[locale] = MatrixCell(status: worst[slot]?.rule ?? "ok", label: resolution.label)
      }
      rows.append(
        MatrixRow(
          identifier: subject.identifier, table: subject.table, key: subject.key, screen: subject.screen,
          bundle: subject.bundle, cells: cells))
    }
    return rows
  }

  private static func cellID(identifier: String, bundle: String?, table: String?, locale: LocaleID) -> String
  {
    [identifier, bundle ?? "", table ?? "", locale.identifier].joined(separator: "\u{0}")
  }
}
