/// One `<testcase>` of the JUnit report: a subject in one locale, with its findings.
struct JUnitCase {
  /// The identifier (or key) of the subject.
  var name: String
  /// The screen, else the table as `classname(bundle:table:)` names it.
  var classname: String
  /// The findings about this subject in this suite's locale, in report order.
  var findings: [Finding] = []
  /// Whether no rule could judge the subject in this locale (its file could not be read, see
  /// ``MatrixCell/isUnchecked``): a skipped test, not a passed one.
  var isUnchecked = false

  /// The class name of a table's test case: its bundle's folders and its name, dotted as JUnit
  /// names classes (`App/Settings.bundle` and `Root` give `App.Settings_bundle.Root`), without
  /// `.` or `..` folders: Jenkins takes what is before the last dot for the package.
  static func classname(bundle: String, table: String) -> String {
    let folders = bundle.split(separator: "/").filter { $0 != "." && $0 != ".." }
    let names = (folders + [Substring(table)]).map { String($0.map { $0 == "." ? "_" : $0 }) }
    return names.joined(separator: ".")
  }

  /// Whether a finding that fails the run at `threshold` makes this test case fail.
  func fails(at threshold: FailThreshold) -> Bool { findings.contains { threshold.fails($0.severity) } }
}
