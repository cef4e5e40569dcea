import LocaleCheck
import Testing

/// Every reporter's exact output for the shared fixture, against files in `Golden/`.
@Suite("Reporter golden outputs")
struct ReporterGoldenTests {
  let report = ReportFixture.report

  @Test func textDefaultShowsOnlyRowsWithFindings() {
    Golden.expect(TextReporter().render(report, options: ReportOptions()), matches: "text-default.txt")
  }

  @Test func textShowAllShowsEveryRow() {
    let options = ReportOptions(showAll: true)
    Golden.expect(TextReporter().render(report, options: options), matches: "text-all.txt")
  }

  @Test func textNarrowWrapsLocaleColumns() {
    let options = ReportOptions(showAll: true, width: 30)
    Golden.expect(TextReporter().render(report, options: options), matches: "text-narrow.txt")
  }

  @Test func textColor() {
    let options = ReportOptions(color: true)
    Golden.expect(TextReporter().render(report, options: options), matches: "text-color.txt")
  }

  @Test func xcode() {
    Golden.expect(XcodeReporter().render(report, options: ReportOptions()), matches: "xcode.txt")
  }

  @Test func json() {
    Golden.expect(JSONReporter().render(report, options: ReportOptions()), matches: "report.json")
  }

  @Test func junit() {
    Golden.expect(JUnitReporter().render(report, options: ReportOptions()), matches: "junit.xml")
  }

  @Test func sarif() {
    Golden.expect(SARIFReporter().render(report, options: ReportOptions()), matches: "report.sarif")
  }

  @Test func markdown() {
    Golden.expect(MarkdownReporter().render(report, options: ReportOptions()), matches: "markdown.md")
  }

  @Test func markdownShowAll() {
    let options = ReportOptions(showAll: true)
    Golden.expect(MarkdownReporter().render(report, options: options), matches: "markdown-all.md")
  }

  @Test func github() {
    Golden.expect(GitHubReporter().render(report, options: ReportOptions()), matches: "github.txt")
  }
}
