import Foundation
import Testing

@testable import LocaleCheck

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Files that could not be read show in the reports that dashboards read, not only on stderr.
@Suite("Unreadable files in reports")
struct UnreadableFileReportTests {
  static var report: Report {
    var report = ReportFixture.report
    report.inputErrors = [
      CatalogError(file: "App/Broken.xcstrings", line: 3, column: 7, message: "expected ':' after the key")
    ]
    return report
  }

  @Test func sarifSaysTheRunDidNotSucceedAndWhere() throws {
    let text = SARIFReporter().render(Self.report, options: ReportOptions())
    let log = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    let run = try #require((log["runs"] as? [[String: Any]])?.first)
    let invocation = try #require((run["invocations"] as? [[String: Any]])?.first)
    #expect(invocation["executionSuccessful"] as? Bool == false)
    let notification = try #require((invocation["toolExecutionNotifications"] as? [[String: Any]])?.first)
    #expect(notification["level"] as? String == "error")
    #expect((notification["descriptor"] as? [String: Any])?["id"] as? String == "unreadable-file")
    #expect((notification["message"] as? [String: Any])?["text"] as? String == "expected ':' after the key")
    // A key left out of a file read in part is told apart (review 82).
    var partly = Self.report
    partly.partlyReadFiles = ["App/Broken.xcstrings"]
    let partlyLog = try #require(
      try JSONSerialization.jsonObject(
        with: Data(SARIFReporter().render(partly, options: ReportOptions()).utf8))
        as? [String: Any])
    let partlyRun = try #require((partlyLog["runs"] as? [[String: Any]])?.first)
    let partlyNotification = try #require(
      ((partlyRun["invocations"] as? [[String: Any]])?.first?["toolExecutionNotifications"]
        as? [[String: Any]])?
        .first)
    #expect((partlyNotification["descriptor"] as? [String: Any])?["id"] as? String == "unreadable-key")
    // The descriptor it names is the tool's.
    let driver = (partlyRun["tool"] as? [String: Any])?["driver"] as? [String: Any]
    #expect((driver?["notifications"] as? [[String: Any]])?.map { $0["id"] as? String } == ["unreadable-key"])
    let location =
      (notification["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
    #expect((location?["artifactLocation"] as? [String: Any])?["uri"] as? String == "App/Broken.xcstrings")
    #expect((location?["region"] as? [String: Any])?["startLine"] as? Int == 3)
  }

  @Test func junitHasATestCaseInErrorPerFile() throws {
    let text = JUnitReporter().render(Self.report, options: ReportOptions())
    let root = try #require(try XMLDocument(data: Data(text.utf8)).rootElement())
    #expect(root.attribute(forName: "errors")?.stringValue == "1")
    let suite = try #require(
      root.elements(forName: "testsuite").first {
        $0.attribute(forName: "name")?.stringValue == "labelcheck: unreadable files"
      })
    #expect(suite.attribute(forName: "errors")?.stringValue == "1")
    let error = try #require(suite.elements(forName: "testcase").first?.elements(forName: "error").first)
    #expect(error.stringValue == "App/Broken.xcstrings:3:7: error: expected ':' after the key")
    let plain = JUnitReporter().render(ReportFixture.report, options: ReportOptions())
    #expect(!plain.contains("unreadable"))
  }

  @Test func junitNamesSeveralErrorsOfOneFileByTheirPositions() throws {
    // A configuration naming two missing paths: two test cases, not one name failing twice.
    var report = Self.report
    report.inputErrors += [
      CatalogError(
        file: ".labelcheck.json", line: 2, column: 12, message: "'paths' names 'A': no such file or folder"),
      CatalogError(
        file: ".labelcheck.json", line: 2, column: 17, message: "'paths' names 'B': no such file or folder"),
    ]
    let text = JUnitReporter().render(report, options: ReportOptions())
    #expect(text.contains("<testcase name=\"App/Broken.xcstrings\" classname=\"unreadable-file\">"))
    #expect(text.contains("<testcase name=\".labelcheck.json:2:12\" classname=\"unreadable-file\">"))
    #expect(text.contains("<testcase name=\".labelcheck.json:2:17\" classname=\"unreadable-file\">"))
  }

  @Test func githubAnnotatesThemFirst() {
    let text = GitHubReporter().render(Self.report, options: ReportOptions())
    #expect(
      text.hasPrefix(
        "::error file=App/Broken.xcstrings,line=3,col=7,title=unreadable-file::expected ':' after the key\n"))
  }

  /// Audit 175: the notice that GitHub leaves annotations out counts the findings as every other
  /// report does, and the unreadable inputs apart.
  @Test func githubsLimitNoticeCountsThemApartFromTheFindings() {
    var report = Self.report
    report.inputErrors = (1...12).map {
      CatalogError(
        file: "App/\($0 == 12 ? "Partly" : "Broken\($0)").strings", line: 1, column: 1, message: "bad")
    }
    report.partlyReadFiles = ["App/Partly.strings"]
    #expect(
      report.findings.map(\.severity.rawValue).sorted() == Array(repeating: "error", count: 4) + ["note"]
        + Array(repeating: "warning", count: 4))
    let firstLine = GitHubReporter().render(report, options: ReportOptions()).prefix { $0 != "\n" }
    #expect(
      firstLine.hasPrefix(
        "::notice title=labelcheck::labelcheck found 4 errors, 4 warnings, 1 note, 11 files that could not "
          + "be read, 1 key left out of files read in part; GitHub shows the first 10 annotations"))
  }

  @Test func markdownListsThemUnderTheSummary() {
    let text = MarkdownReporter().render(Self.report, options: ReportOptions())
    #expect(
      text.contains(
        "**1 file could not be read**, so its findings are not here:\n\n- App/Broken.xcstrings:3:7:"))
  }
}
