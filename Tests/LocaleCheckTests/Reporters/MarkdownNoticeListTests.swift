import Foundation
import TestSupport
import Testing

@testable import LocaleCheck

/// The Markdown summary lists some of each check's warnings, so that one flood does not hide
/// another check's warning (audit 222).
@Suite("markdown notice list")
struct MarkdownNoticeListTests {
  static func notice(_ message: String, group: Int) -> ProjectNotice {
    var notice = ProjectNotice(.warning, message)
    notice.group = group
    return notice
  }

  @Test func underTheLimitEveryNoticeIsListedInOrder() {
    let notices = (0..<5).map { Self.notice("n\($0)", group: $0 % 2) }
    #expect(ProjectNotice.shortList(notices, limit: 20) == notices)
  }

  @Test func eachCheckGetsAShareAndKeepsItsCountLine() {
    let devices =
      (0..<20).map { Self.notice("device \($0)", group: 3) } + [Self.notice("9982 more devices", group: 3)]
    let unused = Self.notice("unused entry", group: 7)
    let shown = ProjectNotice.shortList(devices + [unused], limit: 20)
    #expect(shown.count == 20)
    #expect(shown.prefix(18) == devices.prefix(18))
    #expect(shown.suffix(2).map(\.message) == ["9982 more devices", "unused entry"])
  }

  @Test func slotsGoRoundTheChecksOneAtATime() {
    let first = (0..<30).map { Self.notice("a\($0)", group: 0) }
    let second = (0..<30).map { Self.notice("b\($0)", group: 1) }
    let shown = ProjectNotice.shortList(first + second, limit: 6).map(\.message)
    #expect(shown == ["a0", "a1", "a29", "b0", "b1", "b29"])
    #expect(ProjectNotice.shortList(first + second, limit: 1).map(\.message) == ["a0"])
  }

  /// End to end: 25 device names that are no class and one unused ignore entry.
  @Test func theSummaryShowsTheUnusedIgnoreBesideADeviceFlood() throws {
    let devices = (0..<25).map { #""dev\#($0)": {"stringUnit": {"state": "translated", "value": "Hi"}}"# }
    let catalog = """
      {"sourceLanguage": "en", "version": "1.0", "strings": {"Hello": {"localizations": {"en": {"variations": {
      "device": {\(devices.joined(separator: ", ")), "other": {"stringUnit": {"state": "translated", "value": "Hi"}}}
      }}}}}}
      """
    let folder = try TempFolder(files: [
      ".labelcheck.json": #"{"version": 1, "ignore": [{"rule": "english-fallback", "key": "Gone"}]}"#,
      "Localizable.xcstrings": catalog,
    ])
    let project = try Project.load(ProjectOptions(workingDirectory: folder.url.path))
    var report = project.check()
    report.notices = project.warnings(after: report)
    #expect(report.notices.count == 22)
    let markdown = MarkdownReporter().render(report, options: ReportOptions())
    #expect(markdown.contains("**labelcheck's 22 notices about the run:**"))
    #expect(markdown.contains("warning: 5 more device names are no device class"))
    #expect(markdown.contains("hides no finding of this run"))
    #expect(markdown.contains("- _and 2 more, on standard error (unless the run is quiet)_"))
  }
}
