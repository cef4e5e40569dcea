/// JUnit XML for CI test dashboards (Jenkins, GitLab, GitHub test reporters).
///
/// One `<testsuite>` per locale (plus `labelcheck` for findings without a locale, only if there are
/// any), one `<testcase>` per subject (name = identifier and locale, `login.submit.button [de]`,
/// classname = screen, else the bundle's folders and the table as a dotted name,
/// `App.Settings_bundle.Root`), one `<failure>` listing the
/// findings that fail the run (`--fail-on`, errors by default) and the others as `<system-out>`
/// lines. `failures` counts the test cases that failed, as the JUnit schema defines it.
/// Files that could not be read are test cases in `<error>`, in a suite of their own.
public struct JUnitReporter: Reporter {
  /// Creates the reporter.
  public init() {}

  /// The most test cases a report writes one for each subject and locale: GitLab reads at most
  /// 500,000 test cases and 30 MB a file. Beyond it, each suite's passing subjects are one test case.
  static let maximumTestCases = 100_000

  /// Renders `report` as JUnit XML.
  public func render(_ report: Report, options: ReportOptions) -> String {
    var suites = JUnitSuiteBuilder(report: report, options: options).suites()
    if suites.reduce(0, { $0 + $1.cases.count }) > Self.maximumTestCases {
      suites = suites.map { $0.collapsingPassingCases() }
    }
    let tests = suites.reduce(0) { $0 + $1.cases.count }
    let threshold = options.failOn
    let failures = suites.reduce(0) { $0 + $1.failureCount(at: threshold) }
    var lines = [
      #"<?xml version="1.0" encoding="UTF-8"?>"#,
      // `<testsuites>` takes no `skipped` in the JUnit schemas CI servers validate against
      // (Jenkins xunit `junit-10.xsd`); `<testsuite>` does.
      "<testsuites name=\"\(Report.toolName)\" tests=\"\(tests + report.inputErrors.count)\" "
        + "failures=\"\(failures)\" errors=\"\(report.inputErrors.count)\">",
    ]
    for suite in suites { lines += suiteLines(suite, threshold: threshold) }
    lines += inputErrorLines(report.inputErrors, kind: report.inputErrorKind)
    lines.append("</testsuites>")
    return LogCommandGuard.guarded(lines.joined(separator: "\n") + "\n", notation: .xml)
  }

  /// A suite of the files that could not be read, each a test case in error: a dashboard that
  /// shows fewer tests than yesterday would otherwise stay green.
  private func inputErrorLines(_ errors: [CatalogError], kind: (CatalogError) -> String) -> [String] {
    guard !errors.isEmpty else { return [] }
    var lines = [
      "  <testsuite name=\"\(Report.toolName): unreadable files\" tests=\"\(errors.count)\" failures=\"0\" "
        + "errors=\"\(errors.count)\" skipped=\"0\">"
    ]
    // A file with several errors (a configuration naming two missing paths) names each by its
    // position: test cases of one name read as one test failing twice.
    var perFile: [String: Int] = [:]
    for error in errors { perFile[error.position.file, default: 0] += 1 }
    for error in errors {
      // A key left out of a file read in part is named by its place, as the file is not the failure.
      let kind = kind(error)
      let name =
        perFile[error.position.file, default: 0] > 1 || kind != "unreadable-file"
        ? error.position.description : error.position.file
      lines.append("    <testcase name=\"\(XMLEscaping.attribute(name))\" classname=\"\(kind)\">")
      lines.append(
        "      <error message=\"\(XMLEscaping.attribute(error.message))\" type=\"\(kind)\">"
          + "\(XMLEscaping.text(error.description))</error>")
      lines.append("    </testcase>")
    }
    lines.append("  </testsuite>")
    return lines
  }

  private func counts(tests: Int, failures: Int, skipped: Int = 0) -> String {
    "tests=\"\(tests)\" failures=\"\(failures)\" errors=\"0\" skipped=\"\(skipped)\""
  }

  private func suiteLines(_ suite: JUnitSuite, threshold: FailThreshold) -> [String] {
    let name = XMLEscaping.attribute(suite.name)
    let counts = counts(
      tests: suite.cases.count, failures: suite.failureCount(at: threshold), skipped: suite.skippedCount)
    guard !suite.cases.isEmpty else { return ["  <testsuite name=\"\(name)\" \(counts)/>"] }
    var lines = ["  <testsuite name=\"\(name)\" \(counts)>"]
    for testCase in suite.cases { lines += caseLines(testCase, threshold: threshold) }
    lines.append("  </testsuite>")
    return lines
  }

  /// The one `<failure>` of a test case (Jenkins, Azure DevOps and the GitHub test reporters show
  /// only the first of several): the message of its most severe finding (the first of them), with
  /// how many there are, and every finding's line in its text.
  private func failureLine(_ failures: [Finding]) -> String? {
    guard let first = failures.first, let worst = failures.map(\.severity).max(),
      let headline = failures.first(where: { $0.severity == worst })
    else { return nil }
    let which = headline == first ? "the first" : "the first \(worst.rawValue)"
    // The attribute is the headline a dashboard shows; the text below has every message whole.
    let message = ReportText.shortened(
      failures.count == 1 ? first.message : "\(failures.count) findings; \(which): \(headline.message)",
      quoting: ReportText.quotedTexts(of: headline))
    var rules: [String] = []
    for finding in failures where !rules.contains(finding.rule) { rules.append(finding.rule) }
    let body = failures.map { (ReportText.location($0).map { $0 + ": " } ?? "") + $0.message }
    return "      <failure message=\"\(XMLEscaping.attribute(message))\" "
      + "type=\"\(XMLEscaping.attribute(rules.joined(separator: " ")))\">"
      + "\(XMLEscaping.text(body.joined(separator: "\n")))</failure>"
  }

  private func caseLines(_ testCase: JUnitCase, threshold: FailThreshold) -> [String] {
    let open =
      "    <testcase name=\"\(XMLEscaping.attribute(testCase.name))\" "
      + "classname=\"\(XMLEscaping.attribute(testCase.classname))\""
    let failures = testCase.findings.filter { threshold.fails($0.severity) }
    let others = testCase.findings.filter { !threshold.fails($0.severity) }
    if testCase.findings.isEmpty && testCase.isUnchecked {
      return [
        open + ">", "      <skipped message=\"unchecked: a file it is read from could not be read\"/>",
        "    </testcase>",
      ]
    }
    guard !testCase.findings.isEmpty else { return [open + "/>"] }
    var lines = [open + ">"]
    if let failure = failureLine(failures) { lines.append(failure) }
    if !others.isEmpty {
      let output = others.map { ReportText.diagnosticLine($0) }
      lines.append("      <system-out>\(XMLEscaping.text(output.joined(separator: "\n")))</system-out>")
    }
    lines.append("    </testcase>")
    return lines
  }
}
