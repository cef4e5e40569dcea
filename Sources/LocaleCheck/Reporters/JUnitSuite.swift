/// One `<testsuite>` of the JUnit report: a locale (or `labelcheck` for findings without one).
struct JUnitSuite {
  /// The locale id, or the tool's name.
  var name: String
  /// The test cases, one per subject.
  var cases: [JUnitCase]

  /// How many test cases failed.
  var failureCount: Int { cases.filter(\.failed).count }
}
