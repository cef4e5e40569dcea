import Foundation
import Testing

@testable import LocaleCheck

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The JUnit output is well-formed XML whose counts match the findings.
@Suite("JUnit structure")
struct JUnitStructureTests {
  private func parse(_ report: Report, failOn: FailThreshold = .error) throws -> XMLElement {
    let text = JUnitReporter().render(report, options: ReportOptions(failOn: failOn))
    let document = try XMLDocument(data: Data(text.utf8), options: [])
    return try #require(document.rootElement())
  }

  private func count(_ element: XMLElement, _ attribute: String) -> Int? {
    element.attribute(forName: attribute)?.stringValue.flatMap { Int($0) }
  }

  @Test func suitesPerLocaleAndCountsMatch() throws {
    let root = try parse(ReportFixture.report)
    #expect(root.name == "testsuites")
    let suites = root.elements(forName: "testsuite")
    let names = suites.compactMap { $0.attribute(forName: "name")?.stringValue }
    #expect(names == ["de", "es", "ru", "ja", "ar", "labelcheck"])
    var totalTests = 0
    var totalFailures = 0
    for suite in suites {
      let cases = suite.elements(forName: "testcase")
      let failed = cases.filter { !$0.elements(forName: "failure").isEmpty }.count
      #expect(count(suite, "tests") == cases.count)
      #expect(count(suite, "failures") == failed)
      #expect(count(suite, "errors") == 0)
      #expect(count(suite, "skipped") == 0)
      totalTests += cases.count
      totalFailures += failed
    }
    #expect(count(root, "tests") == totalTests)
    #expect(count(root, "failures") == totalFailures)
  }

  @Test func everyErrorIsAFailureAndEveryOtherFindingIsOutput() throws {
    let root = try parse(ReportFixture.report)
    let cases = root.elements(forName: "testsuite").flatMap { $0.elements(forName: "testcase") }
    let failures = cases.flatMap { $0.elements(forName: "failure") }
    #expect(failures.count == ReportFixture.findings.filter { $0.severity == .error }.count)
    let output = cases.flatMap { $0.elements(forName: "system-out") }.compactMap(\.stringValue)
    let lines = output.flatMap { $0.split(separator: "\n") }
    #expect(lines.count == ReportFixture.findings.filter { $0.severity != .error }.count)
  }

  @Test(arguments: FailThreshold.allCases)
  func failuresFollowTheFailThreshold(threshold: FailThreshold) throws {
    // With --fail-on warning the run fails on a warning: the dashboard must show it failed too.
    let root = try parse(ReportFixture.report, failOn: threshold)
    let cases = root.elements(forName: "testsuite").flatMap { $0.elements(forName: "testcase") }
    let failures = cases.flatMap { $0.elements(forName: "failure") }
    let failing = ReportFixture.findings.filter { threshold.fails($0.severity) }
    #expect(failures.count == failing.count)
    #expect(count(root, "failures") == cases.filter { !$0.elements(forName: "failure").isEmpty }.count)
    let output = cases.flatMap { $0.elements(forName: "system-out") }.compactMap(\.stringValue)
    #expect(
      output.flatMap { $0.split(separator: "\n") }.count == ReportFixture.findings.count - failing.count)
  }

  @Test func escapedTextSurvivesParsing() throws {
    let root = try parse(ReportFixture.report)
    let german = try #require(root.elements(forName: "testsuite").first)
    let output = german.elements(forName: "testcase").flatMap { $0.elements(forName: "system-out") }
    let text = try #require(output.first?.stringValue)
    #expect(text.contains("\"Schaltfläche Einstellungen\" names the role: 50% <b>&</b>, a | b say it once"))
  }

  @Test func failureMessageKeepsLineBreaksAndShowsIllegalCharacters() throws {
    var report = ReportFixture.report
    report.findings[1].severity = .error
    report.findings[1].message = "bad\u{0}\u{1B} <tag> & \"quote\"\nline two"
    let root = try parse(report)
    let failures = root.elements(forName: "testsuite").flatMap { $0.elements(forName: "testcase") }
      .flatMap { $0.elements(forName: "failure") }
    let messages = failures.compactMap { $0.attribute(forName: "message")?.stringValue }
    #expect(messages.contains("bad\\u{0}\\u{1B} <tag> & \"quote\"\nline two"))
  }

  @Test func aTestCaseHasOneFailureListingItsFindings() throws {
    // Jenkins, Azure DevOps and the GitHub test reporters show only a test case's first failure.
    var report = ReportFixture.report
    var second = try #require(report.findings.first { $0.rule == "english-fallback" })
    second.rule = "format-mismatch"
    second.message = "de has %d where the source has %@"
    second.position = SourcePosition(file: "Resources/Localizable.xcstrings", line: 13, column: 9)
    report.findings.append(second)
    let german = try #require(parse(report).elements(forName: "testsuite").first)
    let submit = try #require(
      german.elements(forName: "testcase").first {
        $0.attribute(forName: "name")?.stringValue == "login.submit.button [de]"
      })
    let failures = submit.elements(forName: "failure")
    #expect(failures.count == 1)
    #expect(
      failures.first?.attribute(forName: "message")?.stringValue
        == "2 findings; the first: de label 'Sign in' is the English text")
    #expect(failures.first?.attribute(forName: "type")?.stringValue == "english-fallback format-mismatch")
    #expect(failures.first?.stringValue?.split(separator: "\n").count == 2)
  }

  @Test func aTestCasesFailureIsHeadedByItsMostSevereFinding() throws {
    // With `--fail-on warning`, a warning placed first must not hide the error from a dashboard.
    var report = ReportFixture.report
    var warning = try #require(report.findings.first { $0.rule == "english-fallback" })
    warning.rule = "duplicate-key"
    warning.severity = .warning
    warning.message = "'Sign in' is written twice"
    warning.position = SourcePosition(file: "Resources/Localizable.xcstrings", line: 1, column: 1)
    report.findings.insert(warning, at: 0)
    let root = try parse(report, failOn: .warning)
    let messages = root.elements(forName: "testsuite").flatMap { $0.elements(forName: "testcase") }
      .flatMap { $0.elements(forName: "failure") }.compactMap {
        $0.attribute(forName: "message")?.stringValue
      }
    #expect(messages.contains("2 findings; the first error: de label 'Sign in' is the English text"))
  }

  @Test func aHugeReportMakesEachSuitesPassingSubjectsOneTestCase() throws {
    // GitLab reads at most 500,000 test cases and 30 MB: 20,001 subjects in 5 locales pass the cap.
    var report = ReportFixture.report
    let extra = (0..<20_001).map { index in
      MatrixRow(
        identifier: "key.\(index)", table: "Localizable", key: "key.\(index)", screen: nil, bundle: ".",
        cells: [:])
    }
    report.matrix += extra
    let suites = try parse(report).elements(forName: "testsuite")
    let german = try #require(suites.first)
    let names = german.elements(forName: "testcase").compactMap { $0.attribute(forName: "name")?.stringValue }
    #expect(names.contains("login.submit.button [de]"))  // it has a finding
    #expect(names.last == "20005 subjects without findings [de]")
    #expect(names.count < 10)
  }

  @Test func classNamesAreDottedWithoutTheWorkingFolder() {
    #expect(JUnitCase.classname(bundle: ".", table: "Localizable") == "Localizable")
    #expect(JUnitCase.classname(bundle: "App/Settings.bundle", table: "Root") == "App.Settings_bundle.Root")
    #expect(JUnitCase.classname(bundle: "../ios/App", table: "Main") == "ios.App.Main")
  }

  @Test func noLocaleSuiteOnlyWhenNeeded() throws {
    var report = ReportFixture.report
    report.findings.removeAll { $0.locale == nil }
    let names = try parse(report).elements(forName: "testsuite").compactMap {
      $0.attribute(forName: "name")?.stringValue
    }
    #expect(names == ["de", "es", "ru", "ja", "ar"])
  }

  @Test func anIdentifierWithoutARowIsGroupedWithItsScreen() throws {
    // A captured identifier bound to no key has no matrix row: its class is its screen, as a row's.
    var report = ReportFixture.report
    var unbound = Finding(
      rule: "unbound-identifier", severity: .error, locale: LocaleID("de"), identifier: "login.Weiter.button",
      message: "login.Weiter.button on login is not in the label map",
      position: SourcePosition(file: "captures/de/login.txt", line: 14, column: 9))
    unbound.screen = "login"
    report.findings.append(unbound)
    let german = try #require(parse(report).elements(forName: "testsuite").first)
    let testCase = try #require(
      german.elements(forName: "testcase").first {
        $0.attribute(forName: "name")?.stringValue == "login.Weiter.button [de]"
      })
    #expect(testCase.attribute(forName: "classname")?.stringValue == "login")
  }

  /// Audit 175: a `duplicate-label` finding names two controls and marks both their cells: both
  /// their test cases fail, not only the one it is reported at.
  @Test func aFindingAboutTwoControlsFailsBothTestCases() throws {
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings([
        "Close": ["en": "Close", "de": "Schließen"], "Dismiss": ["en": "Dismiss", "de": "Schließen"],
      ])
    ])
    let report = try fixture.report(
      labels:
        #"{"version": 1, "identifiers": {"editor.close": {"key": "Close"}, "editor.dismiss": {"key": "Dismiss"}}}"#
    )
    #expect(report.findings.map(\.rule) == ["duplicate-label"])
    let root = try parse(report, failOn: .warning)
    let german = try #require(
      root.elements(forName: "testsuite").first { $0.attribute(forName: "name")?.stringValue == "de" })
    let failed = german.elements(forName: "testcase").filter { !$0.elements(forName: "failure").isEmpty }
    #expect(
      failed.compactMap { $0.attribute(forName: "name")?.stringValue }.sorted() == [
        "editor.close [de]", "editor.dismiss [de]",
      ])
    #expect(count(german, "failures") == 2)
  }
}
