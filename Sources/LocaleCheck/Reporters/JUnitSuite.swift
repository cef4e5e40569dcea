/// One `<testsuite>` of the JUnit report: a locale (or `labelcheck` for findings without one).
struct JUnitSuite {
  /// The locale id, or the tool's name.
  var name: String
  /// The test cases, one per subject.
  var cases: [JUnitCase]

  /// How many test cases failed at `threshold`.
  func failureCount(at threshold: FailThreshold) -> Int { cases.filter { $0.fails(at: threshold) }.count }
}
