/// Runs the rules over the locale matrix and builds the report.
public struct LocaleChecker: Sendable {
  public var configuration: Configuration

  public init(configuration: Configuration = Configuration()) { self.configuration = configuration }

  /// The matrix locales: the configured ones, else every locale found in the catalog.
  public func matrixLocales(for catalog: Catalog) -> [LocaleID] {
    configuration.locales.isEmpty ? catalog.locales : configuration.locales
  }

  /// Checks `subjects` (or every catalog key when `nil`) in every matrix locale.
  public func check(
    _ catalog: Catalog, subjects explicitSubjects: [Subject]? = nil, unbound: [LabelMapEntry] = [],
    baseline: Baseline? = nil
  ) -> Report {
    let subjects = explicitSubjects ?? SubjectBinder.catalogKeySubjects(in: catalog)
    let locales = matrixLocales(for: catalog)
    let context = CheckContext(
      catalog: catalog, subjects: subjects, locales: locales, configuration: configuration,
      unboundEntries: unbound)
    let raw = runRules(context)
    let afterIgnores = raw.filter { finding in !configuration.ignore.contains { $0.matches(finding) } }
    var kept = afterIgnores
    var hidden = 0
    var fixed = 0
    if let baseline {
      kept = afterIgnores.filter { !baseline.fingerprints.contains($0.fingerprint) }
      hidden = afterIgnores.count - kept.count
      fixed = baseline.fingerprints.subtracting(afterIgnores.map(\.fingerprint)).count
    }
    kept.sort(by: Finding.reportOrder)
    let matrix = MatrixBuilder.rows(subjects: subjects, context: context, findings: kept)
    let summary = ReportSummary(
      subjects: subjects.count, locales: locales.count, errors: kept.filter { $0.severity == .error }.count,
      warnings: kept.filter { $0.severity == .warning }.count,
      notes: kept.filter { $0.severity == .note }.count,
      suppressed: raw.count - kept.count)
    return Report(
      sourceLocale: catalog.sourceLocale, locales: locales, summary: summary, matrix: matrix, findings: kept,
      rules: RuleRegistry.descriptors, baselineHidden: hidden, baselineFixed: fixed)
  }

  /// Every enabled rule's findings, at the configured severity, without exact duplicates.
  func runRules(_ context: CheckContext) -> [Finding] {
    var findings: [Finding] = []
    var seen = Set<Finding>()
    for rule in RuleRegistry.all where configuration.isEnabled(rule.descriptor.id) {
      let severity = configuration.severity(of: rule.descriptor.id, default: rule.descriptor.defaultSeverity)
      for var finding in rule.init().check(context) {
        finding.severity = severity
        if seen.insert(finding).inserted { findings.append(finding) }
      }
    }
    return findings
  }
}
