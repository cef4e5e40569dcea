import Foundation
import TestSupport
import Testing

/// labelcheck's own warnings about the run reach the SARIF and Markdown reports, not only
/// standard error, which a CI dashboard does not keep (audit 192).
@Suite("Notices in reports")
struct ReportNoticeTests {
  static func project() throws -> TempFolder {
    let folder = try TempFolder()
    try folder.write("en.lproj/Localizable.strings", "\"Save\" = \"Save\";\n")
    try folder.write("de.lproj/Localizable.strings", "\"Save\" = \"Sichern\\q\";\n")
    return folder
  }

  static let escapeWarning =
    "'\\q' is no escape in a .strings file: the app drops the backslash and shows 'q'; write '\\n' for a line "
    + "break, '\\\\' for a backslash"

  @Test func sarifCarriesThemAsNotificationsAtTheirPlace() throws {
    let folder = try Self.project()
    let result = try CLIRunner.run(["--format", "sarif", "--quiet"], in: folder.url)
    #expect(result.status == 0, "\(result)")
    let log = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
    let run = (log?["runs"] as? [[String: Any]])?.first
    let invocation = (run?["invocations"] as? [[String: Any]])?.first
    let notifications = invocation?["toolExecutionNotifications"] as? [[String: Any]] ?? []
    #expect(notifications.count == 1, "\(result.stdout)")
    #expect(notifications.first?["level"] as? String == "warning")
    #expect((notifications.first?["message"] as? [String: Any])?["text"] as? String == Self.escapeWarning)
    #expect(invocation?["executionSuccessful"] as? Bool == true, "a warning is no failure")
    let location = (notifications.first?["locations"] as? [[String: Any]])?.first
    let physical = location?["physicalLocation"] as? [String: Any]
    #expect((physical?["region"] as? [String: Any])?["startColumn"] as? Int == 18)
  }

  /// Review 150: in the `github` report, ahead of the findings, which could fill GitHub's ten
  /// warnings first, and counted where they pass the ten.
  @Test func githubAnnotatesThemBeforeTheFindings() throws {
    let folder = try Self.project()
    let result = try CLIRunner.run(["--format", "github", "--quiet"], in: folder.url)
    #expect(
      result.stdout.hasPrefix(
        "::warning file=de.lproj/Localizable.strings,line=1,col=18,title=labelcheck::'\\q' is no escape"),
      "\(result)")
    #expect(result.stderr.isEmpty, "\(result)")
  }

  @Test func markdownListsThem() throws {
    let folder = try Self.project()
    let result = try CLIRunner.run(["--format", "markdown"], in: folder.url)
    #expect(
      result.stdout.contains(
        "**labelcheck's 1 notice about the run:**\n\n- de.lproj/Localizable.strings:1:18: warning: "))
    #expect(
      result.stderr.contains("de.lproj/Localizable.strings:1:18: warning: " + Self.escapeWarning), "\(result)"
    )
  }
}
