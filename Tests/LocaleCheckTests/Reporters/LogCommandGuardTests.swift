import Foundation
import Testing

@testable import LocaleCheck

/// A report printed to a CI log carries no command of the log's runner, whatever the catalogs say.
@Suite("Log command guard")
struct LogCommandGuardTests {
  @Test func aLineThatStartsWithTwoColonsAfterWhiteSpaceIsEscaped() {
    #expect(
      LogCommandGuard.guarded("::error file=App.swift::broken") == "\\u{3A}:error file=App.swift::broken")
    #expect(LogCommandGuard.guarded("  ::stop-commands::x   ✗") == "  \\u{3A}:stop-commands::x   ✗")
    // .NET's `TrimStart` also trims a no-break space and the ideographic space.
    #expect(LogCommandGuard.guarded("\u{A0}\u{3000}::add-mask::x") == "\u{A0}\u{3000}\\u{3A}:add-mask::x")
    #expect(LogCommandGuard.guarded("a\n::warning::b\n") == "a\n\\u{3A}:warning::b\n")
  }

  @Test func markersAnywhereInALineAreEscaped() {
    #expect(
      LogCommandGuard.guarded("de shows '##[warning]Uploaded' and ##vso[task.complete]")
        == "de shows '#\\u{23}[warning]Uploaded' and #\\u{23}vso[task.complete]")
    #expect(LogCommandGuard.guarded("###[x]") == "##\\u{23}[x]")
  }

  @Test func ordinaryTextIsTheSameArray() {
    for text in [
      "", "x", "a::b", "login.submit: ok", "#1 ## heading", "##", "## [x]", "C# [note]", "::", " :: ",
      "a\n:x",
    ] {
      let expected =
        text == "::" || text == " :: " ? text.replacingOccurrences(of: "::", with: "\\u{3A}:") : text
      #expect(LogCommandGuard.guarded(text) == expected, "\(text)")
    }
  }

  @Test func eachNotationKeepsTheTextsMeaning() throws {
    let json = LogCommandGuard.guarded(Array("{\"m\": \"##[error]x\"}".utf8), notation: .json)
    let decoded = try JSONSerialization.jsonObject(with: Data(json)) as? [String: String]
    #expect(decoded?["m"] == "##[error]x")
    #expect(!String(decoding: json, as: UTF8.self).contains("##["))
    let xml = LogCommandGuard.guarded(Array("<a>\n::error::x ##[y]</a>".utf8), notation: .xml)
    #expect(String(decoding: xml, as: UTF8.self) == "<a>\n&#58;:error::x #&#35;[y]</a>")
  }

  @Test func aGuardedMatrixRowKeepsItsColumns() {
    let de = LocaleID("de")
    let rows = ["::stop-commands::x", "status"].map { identifier in
      MatrixRow(
        identifier: identifier, table: "Localizable", key: identifier, screen: nil, bundle: ".",
        cells: [de: MatrixCell(status: "english-fallback", label: identifier)])
    }
    let report = Report(
      sourceLocale: LocaleID("en"), locales: [de],
      summary: ReportSummary(subjects: 2, locales: 1, errors: 0, warnings: 0, notes: 0, suppressed: 0),
      matrix: rows, findings: [], rules: [])
    let lines = TextReporter().render(report, options: ReportOptions(showAll: true)).split(separator: "\n")
    let guarded = lines.first { $0.contains("stop-commands") }
    let plain = lines.first { $0.hasPrefix("  status") }
    #expect(guarded?.hasPrefix("  \\u{3A}:stop-commands") == true)
    #expect(guarded?.count == plain?.count && plain != nil)
  }

  @Test func everyFormatButGitHubsIsGuarded() throws {
    let finding = Finding(
      rule: "english-fallback", severity: .error, locale: LocaleID("de"), identifier: "::error file=a::b",
      message: "de shows the en text '##[warning]Uploaded'", actual: "##[warning]Uploaded",
      position: SourcePosition(file: "::x/de.lproj/Localizable.strings", line: 1, column: 1))
    let report = Report(
      sourceLocale: LocaleID("en"), locales: [LocaleID("de")],
      summary: ReportSummary(subjects: 1, locales: 1, errors: 1, warnings: 0, notes: 0, suppressed: 0),
      matrix: [], findings: [finding], rules: [])
    for format in OutputFormat.allCases where format != .github {
      guard let reporter = format.reporter else { continue }
      let lines = reporter.render(report, options: ReportOptions()).split(separator: "\n")
      #expect(!lines.contains { $0.drop { $0.isWhitespace }.hasPrefix("::") }, "\(format)")
      #expect(!lines.contains { $0.contains("##[") }, "\(format)")
    }
    let github = try #require(OutputFormat.github.reporter).render(report, options: ReportOptions())
    #expect(github.hasPrefix("::error "))
  }
}
