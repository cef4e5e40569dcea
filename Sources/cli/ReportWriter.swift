import CatalogParser
import Foundation
import LocaleCheck

/// Renders a report in a format and writes it to standard output or a file.
struct ReportWriter {
  var arguments: ParsedArguments
  var environment: CLIEnvironment
  var quiet: Bool
  var failOn: FailThreshold
  /// The catalog paths read (absolute): where the command runs above their repository, SARIF and
  /// GitHub paths are named from its root.
  var catalogPaths: [String] = []

  /// The output format named `name` by `flag` (`--format`, `--report`), which an error names.
  static func format(_ name: String, flag: String) throws -> OutputFormat {
    guard let format = OutputFormat(rawValue: name.lowercased()) else {
      let all = OutputFormat.allCases.map {
        $0.reporter == nil ? "\($0.rawValue) (not available yet)" : $0.rawValue
      }
      // Suggested among the formats a run can write; `xml` most likely means JUnit's.
      let available = OutputFormat.allCases.filter { $0.reporter != nil }.map(\.rawValue)
      let closest = name.lowercased() == "xml" ? "junit" : Suggestion.closest(to: name, among: available)
      let hint = closest.map { " (did you mean '\($0)'?)" } ?? ""
      throw CLIError(
        "\(flag): unknown format '\(name)'\(hint); expected one of \(all.joined(separator: ", "))")
    }
    // Checked before any work so that `--report html:F` cannot fail after the other reports are out.
    guard format.reporter != nil else { throw unavailable(format) }
    return format
  }

  private static func unavailable(_ format: OutputFormat) -> CLIError {
    let available = OutputFormat.allCases.filter { $0.reporter != nil }.map(\.rawValue)
    return CLIError(
      "the \(format.rawValue) format is not available yet; use \(available.joined(separator: ", "))")
  }

  /// `FORMAT:FILE` of `--report`.
  static func parseReportSpec(_ spec: String) throws -> (OutputFormat, String) {
    guard let colon = spec.firstIndex(of: ":"), colon != spec.startIndex,
      spec.index(after: colon) != spec.endIndex
    else {
      throw CLIError("--report needs FORMAT:FILE, e.g. sarif:labelcheck.sarif (got '\(spec)')")
    }
    // No shell reads a `~` after `FORMAT:`.
    let path = HomeFolder.expandingTilde(String(spec[spec.index(after: colon)...]))
    return (try format(String(spec[..<colon]), flag: "--report"), path)
  }

  /// Refuses two reports to one file (`--output r.json --report json:r.json`): the second would
  /// silently replace the first, or two reports mixed on standard output (`-`, where the main
  /// report goes without `--output`).
  static func checkDistinctFiles(_ paths: [String], base: String) throws {
    var seen: [String: String] = [:]
    for path in paths {
      // Compared where they lead: `a.json` may be a link to `b.json`, not written yet.
      let resolved =
        path == "-"
        ? "-" : try OutputTarget.resolve(PathUtilities.absolute(path, base: base), displayPath: path)
      if let first = seen.updateValue(path, forKey: resolved) {
        // Without `--output`, the `--format` report is one of the two, which the user did not name.
        if resolved == "-" {
          throw CLIError(
            "standard output receives two reports (the --format report goes there unless --output names a "
              + "file); give each report its own file, or choose the one on standard output with --format"
          )
        }
        let name = "'\(path)'"
        let also = first == path ? "" : " (also as '\(first)')"
        throw CLIError("\(name) receives two reports\(also); give each report its own file")
      }
    }
  }

  /// Renders `report` as `format` to `path`, or to standard output when `path` is `nil`;
  /// `isExtra`: a `--report FORMAT:FILE`, which `--quiet` (what the run prints) leaves as asked.
  func write(_ report: Report, format: OutputFormat, to requestedPath: String?, isExtra: Bool = false) throws
  {
    // `-` is standard output, as in most command-line tools.
    let path = requestedPath == "-" ? nil : requestedPath
    // Quiet text output is the findings alone, which is exactly the xcode format.
    let effective: OutputFormat = quiet && !isExtra && format == .text ? .xcode : format
    guard let reporter = effective.reporter else { throw Self.unavailable(format) }
    let toTerminal = path == nil && environment.standardOutputIsTerminal
    // A dumb terminal (Emacs shells, some CI log viewers) shows escape sequences as text.
    let colorAllowed =
      (environment.variables["NO_COLOR"].map(\.isEmpty) ?? true) && environment.variables["TERM"] != "dumb"
    var options = ReportOptions(
      color: toTerminal && colorAllowed && !arguments.has("--no-color"), showAll: arguments.has("--all"),
      width: environment.width(onTerminal: toTerminal), failOn: failOn)
    // JUnit's class names too: a dashboard keys a test's history on them (audit 244).
    if [.sarif, .github, .junit].contains(effective) {
      options = RepositoryFolder.placing(options, runIn: environment.workingDirectory, over: catalogPaths)
    }
    if effective == .sarif && report.findings.count > SARIFReporter.resultLimit && !quiet {
      Console.error(
        "labelcheck: warning: the SARIF report holds \(SARIFReporter.resultLimit) of "
          + "\(report.findings.count) findings, as many as code scanning accepts in one run: the most severe, "
          + "rarer rules' first")
    }
    let bytes = reporter.renderUTF8(report, options: options)
    if let path {
      try Console.write(bytes, to: path, base: environment.workingDirectory)
    } else {
      Console.out(bytes)
    }
  }
}
