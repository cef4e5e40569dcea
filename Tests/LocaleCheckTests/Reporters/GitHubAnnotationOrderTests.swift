import Testing

@testable import LocaleCheck

/// Where GitHub shows only the first ten annotations of a kind, the `github` format puts the
/// rarer rules' first, so that a crash-prone placeholder slip is among them (audit 206).
@Suite("github annotation order")
struct GitHubAnnotationOrderTests {
  static func report(_ findings: [Finding]) -> Report {
    let summary = ReportSummary(
      subjects: 1, locales: 1, errors: findings.filter { $0.severity == .error }.count, warnings: 0, notes: 0,
      suppressed: 0)
    return Report(
      sourceLocale: LocaleID("en"), locales: [LocaleID("af")], summary: summary, matrix: [],
      findings: findings,
      rules: [])
  }

  static func finding(_ rule: String, line: Int) -> Finding {
    Finding(
      rule: rule, severity: .error, locale: LocaleID("af"), message: rule,
      position: SourcePosition(file: "af.lproj/Localizable.strings", line: line, column: 1))
  }

  @Test func theRarerRulesComeFirstWhenGitHubCutsAKind() {
    let copies = (1...20).map { Self.finding("english-fallback", line: $0) }
    let output = GitHubReporter().render(
      Self.report(copies + [Self.finding("format-mismatch", line: 30)]), options: ReportOptions())
    let errors = output.split(separator: "\n").filter { $0.hasPrefix("::error ") }
    #expect(errors.first?.contains("title=format-mismatch") == true, "\(errors.prefix(2))")
    #expect(errors.dropFirst().first?.contains("line=1,") == true, "then each rule's in report order")
  }

  @Test func labelchecksOwnWarningsComeFirstAndCount() {
    let warnings = (1...10).map { line in
      Finding(rule: "role-in-label", severity: .warning, locale: LocaleID("af"), message: "w\(line)")
    }
    var report = Self.report(warnings)
    report.notices = [ProjectNotice(.warning, "no file has locale 'xx'")]
    let lines = GitHubReporter().render(report, options: ReportOptions()).split(separator: "\n")
    #expect(
      lines.first?.hasSuffix(
        "10 warnings, and 1 warning of its own about the run; GitHub shows the first 10 annotations of each kind in a step, so the step's log lists them all"
      ) == true, "\(lines.first ?? "")")
    #expect(lines.dropFirst().first == "::warning title=labelcheck::no file has locale 'xx'")
  }

  @Test func underTheLimitTheOrderIsTheReports() {
    let few = [Self.finding("english-fallback", line: 1), Self.finding("format-mismatch", line: 30)]
    let errors = GitHubReporter().render(Self.report(few), options: ReportOptions()).split(separator: "\n")
    #expect(errors.first?.contains("title=english-fallback") == true)
  }
}
