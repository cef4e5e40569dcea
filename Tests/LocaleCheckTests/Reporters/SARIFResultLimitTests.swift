import Foundation
import Testing

@testable import LocaleCheck

/// Code scanning rejects a run of more than 25,000 results: the most severe are kept, and the run
/// says how many were left out.
@Suite("SARIF result limit")
struct SARIFResultLimitTests {
  private static func finding(_ index: Int, _ severity: Severity, rule: String = "missing-translation")
    -> Finding
  {
    Finding(
      rule: rule, severity: severity, locale: LocaleID("de"), identifier: "k\(index)",
      bundle: ".", table: "Localizable", key: "k\(index)", message: "m\(index)",
      position: SourcePosition(file: "de.lproj/Localizable.strings", line: index + 1, column: 1))
  }

  @Test func theMostSevereAreKeptInReportOrder() {
    let findings = [
      Self.finding(0, .note), Self.finding(1, .error), Self.finding(2, .warning), Self.finding(3, .error),
      Self.finding(4, .warning),
    ]
    let kept = SARIFReporter.mostSevere(findings, limit: 3)
    #expect(kept.map(\.key) == ["k1", "k2", "k3"])
    #expect(SARIFReporter.mostSevere(findings, limit: 5).count == 5)
  }

  /// More than code scanning shows: the most severe and rarest come first (audit 236).
  @Test func overTheShownLimitTheMostSevereComeFirst() {
    let findings = [
      Self.finding(0, .note), Self.finding(1, .error, rule: "english-fallback"), Self.finding(2, .warning),
      Self.finding(3, .error),
    ]
    #expect(SARIFReporter.mostSevere(findings, limit: 5, shown: 3).map(\.key) == ["k1", "k3", "k2", "k0"])
    #expect(SARIFReporter.mostSevere(findings, limit: 5, shown: 4).map(\.key) == ["k0", "k1", "k2", "k3"])
  }

  @Test func aRareRulesFindingsAreKeptBeforeACommonOnesOfTheirSeverity() {
    // iina: two `format-mismatch` errors were cut behind thousands of English copies (audit 189).
    let findings =
      (0..<4).map { Self.finding($0, .error, rule: "english-fallback") }
      + [Self.finding(4, .error, rule: "format-mismatch")]
    #expect(SARIFReporter.mostSevere(findings, limit: 3).map(\.key) == ["k0", "k1", "k4"])
  }

  @Test func aRunOverTheLimitIsCutWithANotification() throws {
    let count = SARIFReporter.resultLimit + 2
    let findings = (0..<count).map { Self.finding($0, $0 < 2 ? .note : .error) }
    let summary = ReportSummary(
      subjects: count, locales: 1, errors: count - 2, warnings: 0, notes: 2, suppressed: 0)
    let report = Report(
      sourceLocale: LocaleID("en"), locales: [LocaleID("de")], summary: summary, matrix: [],
      findings: findings, rules: RuleRegistry.descriptors)
    let text = SARIFReporter().render(report, options: ReportOptions())
    let log = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    let run = try #require((log["runs"] as? [[String: Any]])?.first)
    let results = try #require(run["results"] as? [[String: Any]])
    #expect(results.count == SARIFReporter.resultLimit)
    #expect(!results.contains { $0["level"] as? String == "note" })
    let invocation = try #require((run["invocations"] as? [[String: Any]])?.first)
    #expect(invocation["executionSuccessful"] as? Bool == true)
    let notes = try #require(invocation["toolExecutionNotifications"] as? [[String: Any]])
    let message = (notes.first?["message"] as? [String: Any])?["text"] as? String
    #expect(message?.hasPrefix("2 findings are left out (the least severe") == true, "\(notes)")
  }

  @Test func theLocalesLeftWithoutAResultAreNamed() {
    // iina: `ur`, `vi`, `zh-Hans` and `zh-Hant` lost every result to the cut (audit 206).
    let kept = [Self.finding(0, .error)]
    var other = Self.finding(1, .note)
    other.locale = LocaleID("zh-Hant")
    #expect(SARIFReporter.localesLeftOut(kept + [other], kept: kept) == ["zh-Hant"])
    #expect(SARIFReporter.localesLeftOut(kept, kept: kept).isEmpty)
  }

  @Test func aRunWithinTheLimitHasNoInvocation() throws {
    let text = SARIFReporter().render(ReportFixture.report, options: ReportOptions())
    #expect(!text.contains("invocations"))
  }
}
