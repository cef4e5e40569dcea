/// One `<testcase>` of the JUnit report: a subject in one locale, with its findings.
struct JUnitCase {
  /// The identifier (or key) of the subject.
  var name: String
  /// The screen, else `bundle/table`.
  var classname: String
  /// The findings about this subject in this suite's locale, in report order.
  var findings: [Finding] = []

  /// Whether a finding that fails the run at `threshold` makes this test case fail.
  func fails(at threshold: FailThreshold) -> Bool { findings.contains { threshold.fails($0.severity) } }
}
