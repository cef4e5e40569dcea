import Foundation
import LocaleCheck
import Testing

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

  @Test func failureMessageKeepsLineBreaksAndStripsIllegalCharacters() throws {
    var report = ReportFixture.report
    report.findings[1].severity = .error
    report.findings[1].message = "bad\u{0}\u{1B} <tag> & \"quote\"\nline two"
    let root = try parse(report)
    let failures = root.elements(forName: "testsuite").flatMap { $0.elements(forName: "testcase") }
      .flatMap { $0.elements(forName: "failure") }
    let messages = failures.compactMap { $0.attribute(forName: "message")?.stringValue }
    #expect(messages.contains("bad <tag> & \"quote\"\nline two"))
  }

  @Test func noLocaleSuiteOnlyWhenNeeded() throws {
    var report = ReportFixture.report
    report.findings.removeAll { $0.locale == nil }
    let names = try parse(report).elements(forName: "testsuite").compactMap {
      $0.attribute(forName: "name")?.stringValue
    }
    #expect(names == ["de", "es", "ru", "ja", "ar"])
  }
}
