/// GitHub Actions workflow commands that annotate the pull request's files.
///
/// One line per finding: `::error file=PATH,line=L,col=C,title=RULE::MESSAGE` (`::warning`,
/// `::notice` for notes), PATH from the repository root where `ReportOptions.folderInRepository`
/// tells it; findings without a position carry only the title. Values are escaped as
/// the runner expects: `%`, CR and LF everywhere, and `:` and `,` in properties. Files that could
/// not be read come first, as errors titled `unreadable-file`.
///
/// GitHub turns only the first `annotationsShownPerKind` errors, warnings and notices of a step
/// into annotations and drops the rest without a word; when a run has more of one kind, a notice
/// (a warning where the notes fill their ten) says so first, with the counts, and the findings
/// come most severe first, rarer rules first within a severity, so that those shown are of every
/// kind of problem.
public struct GitHubReporter: Reporter {
  /// The annotations of one kind (error, warning, notice) that GitHub shows per step.
  public static let annotationsShownPerKind = 10

  /// Creates the reporter.
  public init() {}

  /// Renders `report` as workflow commands (empty output when there are no findings).
  public func render(_ report: Report, options: ReportOptions) -> String {
    let unreadable = report.inputErrors.map {
      unreadableFileCommand($0, kind: report.inputErrorKind($0), options: options) + "\n"
    }
    let findings = ReportText.sortedFindings(report)
    let leftOutKeys = report.inputErrors(ofKind: "unreadable-key").count
    let leftOutEntries = report.inputErrors(ofKind: "unreadable-entry").count
    let inputs = (
      files: unreadable.count - leftOutKeys - leftOutEntries, keys: leftOutKeys, entries: leftOutEntries
    )
    let notice = limitNotice(findings: findings, unreadable: inputs, notices: report.notices)
    // Where GitHub shows only the first of a kind, those are the rarer rules' (a crash-prone
    // `format-mismatch` before ten thousand English copies), as a cut SARIF keeps them (audit 206).
    let shown = notice == nil ? findings : FindingPriority.ranked(findings).map { findings[$0] }
    // labelcheck's own warnings before the findings: after thousands of them GitHub would drop them.
    let own = report.notices.map { Self.command(for: $0, options: options) + "\n" }
    return (notice.map { $0 + "\n" } ?? "")
      + unreadable.joined() + own.joined() + shown.map { command($0, options: options) + "\n" }.joined()
  }

  /// The notice that GitHub leaves annotations out, when a kind has more than it shows.
  private func limitNotice(
    findings: [Finding], unreadable: (files: Int, keys: Int, entries: Int), notices: [ProjectNotice]
  ) -> String? {
    var counts: [Severity: Int] = [:]
    for finding in findings { counts[finding.severity, default: 0] += 1 }
    // labelcheck's own warnings and notes take annotations of their kind too.
    var annotations = counts
    for notice in notices { annotations[notice.severity, default: 0] += 1 }
    let limit = Self.annotationsShownPerKind
    // Unreadable inputs are error annotations too, but no findings: the notice counts them apart,
    // as the run's summary does.
    let errorAnnotations =
      counts[.error, default: 0] + unreadable.files + unreadable.keys + unreadable.entries
    guard errorAnnotations > limit || annotations.values.contains(where: { $0 > limit }) else { return nil }
    var parts = Severity.allCases.reversed().compactMap { severity -> String? in
      let number = counts[severity, default: 0]
      return number > 0 ? ReportText.count(number, severity.rawValue) : nil
    }
    if unreadable.files > 0 {
      parts.append(ReportText.count(unreadable.files, "file") + " that could not be read")
    }
    if unreadable.keys > 0 {
      parts.append(ReportText.count(unreadable.keys, "key") + " left out of files read in part")
    }
    if unreadable.entries > 0 {
      parts.append(ReportText.count(unreadable.entries, "label-map entry") + " left out")
    }
    // Named by severity, not "notices": GitHub's lowest kind of annotation is called so (review 151).
    let own = [Severity.warning, .note].compactMap { severity -> String? in
      let number = notices.filter { $0.severity == severity }.count
      return number > 0 ? ReportText.count(number, severity.rawValue) : nil
    }
    // "and" sets them apart from the findings counted before (audit 231: "29 errors, 2 warnings
    // of its own" read as 31 of its own).
    if !own.isEmpty {
      parts.append(
        (parts.isEmpty ? "" : "and ") + own.joined(separator: " and ") + " of its own about the run")
    }
    let message =
      "labelcheck found \(parts.joined(separator: ", ")); GitHub shows the first \(limit) annotations of "
      + "each kind in a step, so the step's log lists them all"
    // A notice where the notes leave GitHub room for one, else a warning where the warnings do:
    // it should not take the place of a finding.
    let kind =
      annotations[.note, default: 0] < limit || annotations[.warning, default: 0] >= limit
      ? "notice" : "warning"
    return "::\(kind) title=labelcheck::\(escapeData(message))"
  }

  /// A file that could not be read, annotated where the parser stopped, or a key or label-map
  /// entry left out of a file read in part (`kind`): it fails the run.
  private func unreadableFileCommand(_ error: CatalogError, kind: String, options: ReportOptions) -> String {
    let properties = [
      "file=" + escapeProperty(RepositoryPath.path(of: error.position.file, options: options)),
      "line=\(max(error.position.line, 1))", "col=\(max(error.position.column, 1))", "title=\(kind)",
    ]
    return "::error \(properties.joined(separator: ","))::\(escapeData(error.message))"
  }

  private func command(_ finding: Finding, options: ReportOptions) -> String {
    var properties: [String] = []
    if let position = finding.position {
      // The runner reads a relative `file` from the repository root, not from where the run was.
      properties.append("file=" + escapeProperty(RepositoryPath.path(of: position.file, options: options)))
      properties.append("line=\(max(position.line, 1))")
      properties.append("col=\(max(position.column, 1))")
    }
    properties.append("title=" + escapeProperty(finding.rule))
    let message =
      finding.message.isEmpty
      ? finding.rule : ReportText.shortened(finding.message, quoting: ReportText.quotedTexts(of: finding))
    return "::\(name(finding.severity)) \(properties.joined(separator: ","))::\(escapeData(message))"
  }

  private func name(_ severity: Severity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .note: "notice"
    }
  }

  /// The message escaping of the Actions runner (`%`, CR, LF); other control characters, which the
  /// log would act on, are written as `\u{1B}`.
  static func escapeData(_ text: String) -> String {
    var result = ""
    for scalar in ControlCharacters.escaped(text, keepingLineBreaks: true).unicodeScalars {
      switch scalar {
      case "%": result += "%25"
      case "\r": result += "%0D"
      case "\n": result += "%0A"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// The property escaping of the Actions runner: the message escaping plus `:` and `,`.
  static func escapeProperty(_ text: String) -> String {
    var result = ""
    for scalar in escapeData(text).unicodeScalars {
      switch scalar {
      case ":": result += "%3A"
      case ",": result += "%2C"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  private func escapeProperty(_ text: String) -> String { GitHubReporter.escapeProperty(text) }
  private func escapeData(_ text: String) -> String { GitHubReporter.escapeData(text) }
}
