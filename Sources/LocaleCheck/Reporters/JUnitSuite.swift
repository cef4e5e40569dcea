/// One `<testsuite>` of the JUnit report: a locale (or `labelcheck` for findings without one).
struct JUnitSuite {
  /// The locale id, or the tool's name.
  var name: String
  /// The test cases, one per subject.
  var cases: [JUnitCase]

  /// How many test cases no rule could judge, without findings (see ``JUnitCase/isUnchecked``).
  var skippedCount: Int { cases.filter { $0.isUnchecked && $0.findings.isEmpty }.count }

  /// How many test cases failed at `threshold`.
  func failureCount(at threshold: FailThreshold) -> Int { cases.filter { $0.fails(at: threshold) }.count }

  /// The suite with its test cases without findings made one (`12,000 subjects without
  /// findings`), for a report too large for CI servers to read (see `JUnitReporter`).
  func collapsingPassingCases() -> JUnitSuite {
    let passing = cases.filter { $0.findings.isEmpty && !$0.isUnchecked }.count
    guard passing > 0 else { return self }
    var collapsed = JUnitSuite(name: name, cases: cases.filter { !$0.findings.isEmpty || $0.isUnchecked })
    let subjects = passing == 1 ? "1 subject" : "\(passing) subjects"
    // Named with the suite's locale, as its other test cases are.
    let locale = name == Report.toolName ? "" : " [\(name)]"
    collapsed.cases.append(
      JUnitCase(name: "\(subjects) without findings\(locale)", classname: Report.toolName))
    return collapsed
  }
}
