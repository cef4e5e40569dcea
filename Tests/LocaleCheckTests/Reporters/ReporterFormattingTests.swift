import Foundation
import Testing

@testable import LocaleCheck

/// The pieces the reporters share: wording, escaping, display widths, limits.
@Suite("Reporter formatting")
struct ReporterFormattingTests {
  private func report(findings: [Finding], locales: [String]) -> Report {
    let summary = ReportSummary(
      subjects: 1, locales: locales.count, errors: findings.filter { $0.severity == .error }.count,
      warnings: findings.filter { $0.severity == .warning }.count,
      notes: findings.filter { $0.severity == .note }.count, suppressed: 0)
    return Report(
      sourceLocale: LocaleID("en"), locales: locales.map(LocaleID.init), summary: summary, matrix: [],
      findings: findings, rules: [])
  }

  private func finding(_ severity: Severity, _ locale: String?) -> Finding {
    Finding(rule: "empty-label", severity: severity, locale: locale.map(LocaleID.init), message: "m")
  }

  @Test func everyFormatButHTMLHasAReporter() {
    for format in OutputFormat.allCases {
      #expect((format.reporter == nil) == (format == .html), "\(format)")
    }
    #expect(OutputFormat.sarif.reporter is SARIFReporter)
  }

  @Test func summaryLineCountsAndPlurals() {
    #expect(
      ReportText.summaryLine(report(findings: [], locales: ["de", "es"])) == "No problems in 2 locales")
    #expect(ReportText.summaryLine(report(findings: [], locales: ["de"])) == "No problems in 1 locale")
    let one = report(findings: [finding(.error, "de")], locales: ["de"])
    #expect(ReportText.summaryLine(one) == "1 error in 1 of 1 locale")
    let mixed = report(
      findings: [
        finding(.error, "de"), finding(.error, "es"), finding(.note, "de"), finding(.warning, "de"),
      ],
      locales: ["de", "es", "fr"])
    #expect(ReportText.summaryLine(mixed) == "2 errors, 1 warning, 1 note in 2 of 3 locales")
    let noLocale = report(findings: [finding(.warning, nil)], locales: ["de"])
    #expect(ReportText.summaryLine(noLocale) == "1 warning")
  }

  /// "No problems" under a baseline of last year's findings must say that some are held back, as
  /// standard error and the JSON summary do.
  @Test func summaryLineSaysWhatTheBaselineAndIgnoresHid() {
    var hidden = report(findings: [], locales: ["de"])
    hidden.baselineHidden = 3
    hidden.summary.suppressed = 3
    #expect(ReportText.summaryLine(hidden) == "No problems in 1 locale; 3 findings hidden by the baseline")
    hidden.summary.suppressed = 5
    #expect(
      ReportText.summaryLine(hidden)
        == "No problems in 1 locale; 3 findings hidden by the baseline, 2 by ignore entries")
    var ignored = report(findings: [finding(.error, "de")], locales: ["de"])
    ignored.summary.suppressed = 1
    ignored.inputErrors = [CatalogError(file: "x.strings", line: 1, column: 1, message: "m")]
    #expect(
      ReportText.summaryLine(ignored)
        == "1 error in 1 of 1 locale; 1 finding hidden by ignore entries; 1 file could not be read")
    // A `.stringsdict` read but for two keys is no unread file.
    ignored.inputErrors += [
      CatalogError(file: "fr.lproj/L.stringsdict", line: 4, column: 6, message: "m"),
      CatalogError(file: "fr.lproj/L.stringsdict", line: 9, column: 6, message: "m"),
    ]
    ignored.partlyReadFiles = ["fr.lproj/L.stringsdict"]
    #expect(
      ReportText.summaryLine(ignored)
        == "1 error in 1 of 1 locale; 1 finding hidden by ignore entries; 1 file could not be read; "
        + "1 file read in part (2 keys left out)")
    let markdown = MarkdownReporter().render(ignored, options: ReportOptions())
    #expect(
      markdown.contains("**1 file could not be read**, so its findings are not here:\n\n- x.strings:1:1: m\n")
    )
    #expect(
      markdown.contains(
        "**2 keys could not be read** and are left out of their files:\n\n- fr.lproj/L.stringsdict:4:6: m\n"))
    // CI annotations tell a key left out from a file not read.
    let github = GitHubReporter().render(ignored, options: ReportOptions())
    #expect(github.contains("::error file=x.strings,line=1,col=1,title=unreadable-file::m\n"))
    #expect(github.contains("::error file=fr.lproj/L.stringsdict,line=4,col=6,title=unreadable-key::m\n"))
    let junit = JUnitReporter().render(ignored, options: ReportOptions())
    #expect(junit.contains("<testcase name=\"x.strings\" classname=\"unreadable-file\">"))
    #expect(junit.contains("<testcase name=\"fr.lproj/L.stringsdict:4:6\" classname=\"unreadable-key\">"))
  }

  /// MacVim's encodings repro (audit 115): "No problems in 1 locale" while German and French,
  /// whose only files failed, have no column at all.
  @Test func summaryLineNamesTheLocalesWhoseFilesAllFailed() {
    var unread = report(findings: [], locales: ["en"])
    unread.inputErrors = [
      CatalogError(file: "App/de.lproj/Main.strings", line: 2, column: 1, message: "m"),
      CatalogError(file: "App/fr.lproj/Main.strings", line: 3, column: 1, message: "m"),
      CatalogError(file: "App/fr.lproj/Other.strings", line: 1, column: 1, message: "m"),
      // Not a locale the run lacks: the source's, Base, and no locale folder at all.
      CatalogError(file: "App/en.lproj/Main.strings", line: 1, column: 1, message: "m"),
      CatalogError(file: "App/Base.lproj/Main.strings", line: 1, column: 1, message: "m"),
      CatalogError(file: "App/Localizable.xcstrings", line: 1, column: 1, message: "m"),
      // translatewiki.net's message documentation (review 101).
      CatalogError(file: "App/qqq.lproj/Main.strings", line: 1, column: 1, message: "m"),
    ]
    #expect(
      ReportText.summaryLine(unread)
        == "No problems in 1 locale; 7 files could not be read, so de and fr were not checked")
    // Locales the user chose: the others are left out by choice (review 101).
    var chosen = unread
    chosen.localesChosen = true
    #expect(ReportText.summaryLine(chosen) == "No problems in 1 locale; 7 files could not be read")
    unread.locales.append(LocaleID("de"))
    unread.keysUncheckedIn = [LocaleID("de")]
    unread.summary.locales = 2
    #expect(
      ReportText.summaryLine(unread)
        == "No problems in 2 locales; 7 files could not be read, so fr was not checked and their keys went "
        + "unchecked in de")
    // A checked locale's unread file leaves its keys unchecked (audit 129).
    chosen.locales.append(LocaleID("de"))
    chosen.keysUncheckedIn = [LocaleID("de")]
    #expect(
      ReportText.summaryLine(chosen)
        == "No problems in 1 locale; 7 files could not be read, so their keys went unchecked in de")
  }

  @Test func cleanReportOutputs() {
    let clean = report(findings: [], locales: ["de", "es"])
    let text = TextReporter().render(clean, options: ReportOptions())
    let expected = """
      locale   ok  errors  warnings  notes
      de      0/0       0         0      0
      es      0/0       0         0      0

      No problems in 2 locales

      """
    #expect(text == expected)
    #expect(XcodeReporter().render(clean, options: ReportOptions()) == "")
    #expect(GitHubReporter().render(clean, options: ReportOptions()) == "")
    #expect(
      MarkdownReporter().render(clean, options: ReportOptions())
        == "## labelcheck\n\nNo problems in 2 locales\n")
  }

  @Test func theLocaleCountsSayWhereACellShowsItsParentsStatus() throws {
    // es-419 shows es's English copy: its cell is not ok, but the finding is es's.
    let report = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings([
        "Log out": ["en": "Log out", "es": "Log out"],
        "Help": ["en": "Help", "es": "Ayuda", "es-419": "Ayuda"],
      ])
    ]).report()
    let note = "A locale that shows its parent's value or gap (es-419 showing es's) takes its status; "
    #expect(TextReporter().render(report, options: ReportOptions()).contains(note))
    let own = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings([
        "Log out": ["en": "Log out", "es": "Log out", "es-419": "Log out"]
      ])
    ]).report()
    #expect(!TextReporter().render(own, options: ReportOptions()).contains(note))
    // es-419's own cell has two findings, its other cell none but an inherited status: said too.
    let mixed = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings([
        "Sign in": ["es": "Sign in"],
        "Delete %@": ["es": "Eliminar %@", "es-419": "Eliminar definitivamente el elemento seleccionado %d"],
      ])
    ]).report()
    #expect(mixed.inheritedStatusCells == 1)
    #expect(TextReporter().render(mixed, options: ReportOptions()).contains(note))
  }

  @Test func githubSaysFirstWhenAKindHasMoreAnnotationsThanGitHubShows() {
    let limit = GitHubReporter.annotationsShownPerKind
    let atLimit = report(
      findings: Array(repeating: finding(.error, "de"), count: limit) + [finding(.note, "de")],
      locales: ["de"])
    let lines = GitHubReporter().render(atLimit, options: ReportOptions()).split(separator: "\n")
    #expect(lines.count == limit + 1)
    #expect(!lines.contains { $0.hasPrefix("::notice title=labelcheck::") })

    let over = report(
      findings: [finding(.warning, "de")] + Array(repeating: finding(.error, "de"), count: limit + 1)
        + [finding(.note, "de"), finding(.note, "es")],
      locales: ["de", "es"])
    let output = GitHubReporter().render(over, options: ReportOptions()).split(separator: "\n")
    #expect(output.count == limit + 5)
    let notice =
      "::notice title=labelcheck::labelcheck found 11 errors, 1 warning, 2 notes; GitHub shows the "
      + "first 10 annotations of each kind in a step, so the step's log lists them all"
    #expect(output.first.map(String.init) == notice)
    #expect(output.dropFirst().filter { $0.hasPrefix("::error ") }.count == limit + 1)
    // With ten notes the notice would take the place of one: it is a warning then.
    let manyNotes = report(
      findings: Array(repeating: finding(.note, "de"), count: limit)
        + Array(repeating: finding(.error, "de"), count: limit + 1),
      locales: ["de"])
    #expect(
      GitHubReporter().render(manyNotes, options: ReportOptions()).hasPrefix("::warning title=labelcheck::"))
  }

  @Test func githubEscaping() {
    #expect(GitHubReporter.escapeData("50% a:b,c\r\nd") == "50%25 a:b,c%0D%0Ad")
    #expect(GitHubReporter.escapeProperty("50% a:b,c\r\nd") == "50%25 a%3Ab%2Cc%0D%0Ad")
    // An escape sequence or a bidi override would act on the log, not show in it.
    #expect(GitHubReporter.escapeData("red\u{1B}[31m \u{202E}txt") == "red\\u{1B}[31m \\u{202E}txt")
  }

  @Test func oneLineFormatsShowControlCharactersEscaped() {
    #expect(ReportText.oneLine("a\r\nb\nc") == "a b c")
    #expect(ReportText.oneLine("Red \u{1B}[2Jtext\t\u{1}\u{85}") == "Red \\u{1B}[2Jtext\\u{9}\\u{1}\\u{85}")
    #expect(ReportText.oneLine("abc\u{202E}def \u{2066}x") == "abc\\u{202E}def \\u{2066}x")
    // Curly quotes and other scripts pass unchanged.
    #expect(ReportText.oneLine("‘Сохранить’ … 保存") == "‘Сохранить’ … 保存")
    let finding = Finding(
      rule: "english-fallback", severity: .error, message: "de shows 'x\u{1B}[31m'",
      position: SourcePosition(file: "a\nb/de.lproj/L.strings", line: 2, column: 3))
    #expect(
      ReportText.diagnosticLine(finding)
        == "a b/de.lproj/L.strings:2:3: error: de shows 'x\\u{1B}[31m' [english-fallback]")
  }

  @Test func aLongMessageIsCutInLogLinesAndStillShownInTheMarkdownSummary() throws {
    let terms = String(repeating: "By using this app you agree to the terms. ", count: 500)
    let long = Finding(
      rule: "missing-translation", severity: .error, locale: LocaleID("de"), identifier: "terms.body",
      message: "de has no translation for '\(terms)'",
      position: SourcePosition(file: "L.strings", line: 1, column: 1))
    let line = ReportText.diagnosticLine(long)
    // The quoted text is cut, not the message's end.
    #expect(line.count < ReportText.messageLimit + 100)
    #expect(line.contains("… (20053 more characters)' [missing"))
    #expect(ReportText.shortened("short") == "short")
    // A cut saving fewer characters than its note adds is none ("revie… (1 more characters)", audit 212).
    let justOver = String(repeating: "a", count: ReportText.messageLimit + 1)
    #expect(ReportText.shortened(justOver) == justOver)
    #expect(
      ReportText.shortened(justOver, to: ReportText.messageLimit - 30).hasSuffix("… (31 more characters)"))
    #expect(
      ReportText.shortened(String(repeating: "a", count: 40), to: 10) == String(repeating: "a", count: 10)
        + "… (30 more characters)")
    let report = report(findings: [long, finding(.note, "de")], locales: ["de"])
    let summary = MarkdownReporter().render(report, options: ReportOptions())
    #expect(
      summary.contains("| error | missing-translation | de | terms.body |") && !summary.contains("not shown"))
    // The JSON report keeps it whole.
    #expect(JSONReporter().render(report, options: ReportOptions()).contains(terms))
  }

  @Test func xmlEscaping() {
    // Characters XML cannot hold and controls a dashboard would act on are shown, not dropped.
    #expect(XMLEscaping.text("a<b>&\"c\"\n\u{0}\u{FFFE}") == "a&lt;b&gt;&amp;\"c\"\n\\u{0}\\u{FFFE}")
    #expect(XMLEscaping.attribute("Back\u{7}") != XMLEscaping.attribute("Back"))
    #expect(XMLEscaping.text("Pay \u{202E}%@\u{202C} now") == "Pay \\u{202E}%@\\u{202C} now")
    #expect(XMLEscaping.attribute("a\"b\n\tc\r") == "a&quot;b&#10;&#9;c&#13;")
  }

  @Test func markdownEscaping() {
    #expect(MarkdownEscaping.cell("a|b\r\nc\nd") == "a\\|b<br>c<br>d")
    #expect(MarkdownEscaping.cell("<b>&*x*") == "&lt;b&gt;&amp;\\*x\\*")
    #expect(MarkdownEscaping.cell("~~struck~~") == "\\~\\~struck\\~\\~")
    #expect(MarkdownEscaping.cell("Cancel\u{200B}\tnow") == "Cancel\\\\u{200B} now")
    #expect(MarkdownEscaping.cell("%1$@ and %2$d") == "%1&#36;&#64; and %2&#36;d")
    // A pull request comment would mention @x and link issue 1.
    #expect(MarkdownEscaping.cell("Speed: %@x, fixes #1") == "Speed: %&#64;x, fixes &#35;1")
    #expect(ReportText.shownIdentifier("") == "\"\"" && ReportText.shownIdentifier("a.b") == "a.b")
    // Spaces at an end are quoted, as a column would hide them (audit 132).
    #expect(ReportText.shownIdentifier(" ") == "\" \"" && ReportText.shownIdentifier(" a ") == "\" a \"")
    #expect(ReportText.shownIdentifier("a b") == "a b")
    // Keys that differ only by a line break or a tab read apart, also from one that writes `\n`.
    #expect(ReportText.shownIdentifier("Old\nkey") == #""Old\nkey""#)
    #expect(ReportText.shownIdentifier(#"Old\nkey"#) == #"Old\nkey"#)
    #expect(ReportText.shownIdentifier(#""Old\nkey""#) == #""\"Old\\nkey\"""#)
    #expect(ReportText.shownIdentifier("a\u{2028}b") == #""a\u{2028}b""#)
    #expect(ReportText.shownIdentifier("a\u{B}b") == #""a\u{B}b""#)
    #expect(ReportText.shownIdentifier(#"a\u{B}b"#) == #"a\u{B}b"#)
    #expect(ReportText.shownIdentifier("a\r\nb\tc\\\"") == #""a\r\nb\tc\\\"""#)
  }

  @Test func uriEncoding() {
    #expect(URIReference.encode(path: "./My App/fü:r%.strings") == "My%20App/f%C3%BC%3Ar%25.strings")
    #expect(URIReference.encode(path: "a\\b (1)/c.xcstrings") == "a%5Cb%20(1)/c.xcstrings")
  }

  @Test func displayWidths() {
    #expect(DisplayWidth.of("abc") == 3)
    #expect(DisplayWidth.of("日本語") == 6)
    #expect(DisplayWidth.of("한국") == 4)
    #expect(DisplayWidth.of("👍") == 2)
    #expect(DisplayWidth.of("👨‍👩‍👧") == 2)
    #expect(DisplayWidth.of("e\u{301}") == 1)
    #expect(DisplayWidth.of("✓∅·") == 3)
    #expect(DisplayWidth.truncate("ようこそ世界", to: 6) == "よう…")
    #expect(DisplayWidth.truncate("abcdef", to: 4) == "abc…")
    #expect(DisplayWidth.truncate("abc", to: 3) == "abc")
    // Identifiers are cut in their middle: their end tells the rows of one screen apart.
    #expect(DisplayWidth.truncateMiddle("login.submit.button", to: 13) == "login.…button")
    #expect(DisplayWidth.truncateMiddle("login.email.field", to: 13) == "login.….field")
    #expect(DisplayWidth.truncateMiddle("ようこそ世界です", to: 9) == "よう…です")
    #expect(DisplayWidth.truncateMiddle("abc", to: 3) == "abc")
    #expect(DisplayWidth.truncateMiddle("abcdef", to: 2) == "a…")
    #expect(DisplayWidth.sanitized("a\nb\tc\u{1B}") == "a b\\u{9}c\\u{1B}")
  }

  @Test func narrowMatrixLinesFitTheWidth() {
    for width in [24, 30, 41, 80] {
      let text = TextReporter().render(
        ReportFixture.report, options: ReportOptions(showAll: true, width: width))
      let matrix = text.components(separatedBy: "\n").prefix { !$0.hasPrefix("locale ") }
      for line in matrix {
        #expect(DisplayWidth.of(line) <= width, "width \(width): \(line)")
      }
      for locale in ReportFixture.report.locales {
        #expect(matrix.contains { $0.hasPrefix("identifier") && $0.contains(" \(locale.identifier)") })
      }
    }
  }

  @Test func theLegendNamesTheSourceLanguageOfAnEnglishFallback() {
    // `EN` marks the source's text in a translation: German in a German-first project.
    var report = ReportFixture.report
    #expect(
      TextReporter().render(report, options: ReportOptions(showAll: true)).contains("EN English fallback"))
    report.sourceLocale = LocaleID("de")
    for text in [
      TextReporter().render(report, options: ReportOptions(showAll: true)),
      MarkdownReporter().render(report, options: ReportOptions(showAll: true)),
    ] {
      #expect(text.contains("EN de text (source language)") && !text.contains("English fallback"))
    }
  }
}
