import Foundation

/// Distributes a report's findings over JUnit suites (locales) and test cases (subjects).
///
/// Each matrix locale gets a test case for every subject. Findings about a locale outside the
/// matrix, or without a locale, go to suites that list only the subjects they concern; findings
/// about no subject of the matrix become test cases of their own (named by identifier, key or rule).
struct JUnitSuiteBuilder {
  let report: Report
  /// Where the repository's root is: class names name bundles from it, as SARIF does, so that a
  /// test keeps its name and history whatever folder the command runs in (audit 244).
  let options: ReportOptions
  /// The report's bundles that are folders (from the folder the command runs in), which are
  /// named from the repository's root; an XLIFF `original`'s bundle is a name, kept as it is
  /// (review 174).
  private let folderBundles: Set<String>

  init(report: Report, options: ReportOptions) {
    self.report = report
    self.options = options
    let bundles = Set(report.matrix.map(\.bundle) + report.findings.compactMap(\.bundle))
    folderBundles = bundles.filter { bundle in
      var isFolder: ObjCBool = false
      return FileManager.default.fileExists(atPath: bundle, isDirectory: &isFolder) && isFolder.boolValue
    }
  }

  /// Where a finding belongs inside a suite: a matrix row, or a subject outside the matrix.
  private enum CaseRef: Hashable {
    case row(Int)
    case other(name: String, classname: String)
  }

  /// The suites in order: matrix locales, other locales (sorted), then `labelcheck` if needed.
  func suites() -> [JUnitSuite] {
    let assigned = assign()
    var suites = report.locales.map { locale in
      suite(named: locale.identifier, refs: assigned[locale] ?? [:], everyRow: true, locale: locale)
    }
    for locale in ReportText.extraLocales(report) {
      suites.append(
        suite(named: locale.identifier, refs: assigned[locale] ?? [:], everyRow: false, locale: locale))
    }
    if let unlocalized = assigned[nil] {
      suites.append(suite(named: Report.toolName, refs: unlocalized, everyRow: false, locale: nil))
    }
    return suites
  }

  /// The findings grouped by locale and then by test case.
  private func assign() -> [LocaleID?: [CaseRef: [Finding]]] {
    let index = SubjectIndex(report.matrix)
    var assigned: [LocaleID?: [CaseRef: [Finding]]] = [:]
    for finding in ReportText.sortedFindings(report) {
      // A finding about two controls fails both their test cases, as both their cells show it.
      let rows = index.subjectRows(for: finding)
      for ref in rows.isEmpty ? [otherRef(finding)] : rows.map(CaseRef.row) {
        assigned[finding.locale, default: [:]][ref, default: []].append(finding)
      }
    }
    return assigned
  }

  private func otherRef(_ finding: Finding) -> CaseRef {
    let name = (finding.identifier ?? finding.key).map(ReportText.shownIdentifier) ?? finding.rule
    let tableClass = finding.table.map { tableClassname(bundle: finding.bundle ?? ".", table: $0) }
    // An identifier without a row is grouped with its screen's, as its row would be.
    let file = finding.position.map { RepositoryPath.path(of: $0.file, options: options) }
    let classname = finding.screen ?? tableClass ?? file ?? Report.toolName
    return .other(name: name, classname: classname)
  }

  /// The class name of a table's test cases, its bundle named from the repository's root.
  private func tableClassname(bundle: String, table: String) -> String {
    let named = folderBundles.contains(bundle) ? RepositoryPath.bundle(bundle, options: options) : bundle
    return JUnitCase.classname(bundle: named, table: table)
  }

  /// A suite's test cases are named with their locale (`login.submit.button [de]`, as pytest names
  /// a parameterized test): Jenkins and GitLab list failed tests by class and name alone, where eight
  /// locales' `login.submit.button` would read as one test failing eight times.
  private func suite(named name: String, refs: [CaseRef: [Finding]], everyRow: Bool, locale: LocaleID?)
    -> JUnitSuite
  {
    let suffix = locale.map { " [\($0.identifier)]" } ?? ""
    var cases: [JUnitCase] = []
    for (position, row) in report.matrix.enumerated() where everyRow || refs[.row(position)] != nil {
      // A key only another locale's file holds (`–`) is no test of this locale's, as the text
      // report's "ok" column does not count it (audit 164).
      if refs[.row(position)] == nil, let cell = locale.flatMap({ row.cells[$0] }),
        StatusGlyph.specialGlyph(of: cell) == StatusGlyph.noText
      {
        continue
      }
      cases.append(
        JUnitCase(
          name: ReportText.shownIdentifier(row.identifier) + suffix,
          classname: row.screen ?? tableClassname(bundle: row.bundle, table: row.table),
          findings: refs[.row(position)] ?? [],
          isUnchecked: locale.flatMap { row.cells[$0]?.isUnchecked } ?? false))
    }
    let others = refs.compactMap { ref, findings -> JUnitCase? in
      guard case .other(let name, let classname) = ref else { return nil }
      return JUnitCase(name: name + suffix, classname: classname, findings: findings)
    }
    cases += others.sorted { ($0.classname, $0.name) < ($1.classname, $1.name) }
    return JUnitSuite(name: name, cases: cases)
  }
}
