import Foundation
import LocaleCheck

/// `labelcheck matrix`: resolve every identifier in every locale and report what is wrong.
enum MatrixCommand: Command {
  static let name = "matrix"
  static let summary = "Check every identifier's label in every locale and report the matrix."
  static let usage = "matrix [PATHS...] [OPTIONS]"
  static let examples = [
    ("labelcheck matrix catalogs", "Check the catalogs below catalogs/ and print the matrix."),
    ("labelcheck matrix --locales de,es --format xcode", "Check two locales; findings as Xcode diagnostics."),
    (
      "labelcheck matrix --report sarif:labelcheck.sarif --report junit:labelcheck.xml "
        + "--report markdown:summary.md",
      "Nightly job: text to the log and three reports in one run."
    ),
    (
      "labelcheck matrix --baseline .labelcheck-baseline.json",
      "Pull-request gate: fail only on new findings."
    ),
  ]
  /// The label map's and the captures' shapes, so that they can be written from the help alone.
  static let files = [
    "Label map (--labels FILE, or the configuration's \"labels\"):",
    "  {\"version\": 1, \"identifiers\": {",
    "    \"login.submit.button\": {\"key\": \"Sign in\", \"table\": \"Localizable\", \"screen\": \"login\"}}}",
    "  Fields: key (required), table (default Localizable), screen, bundle, value, hint, visibleText.",
    "UI captures (--captures DIR, or the configuration's \"captures\"): DIR/<locale>/<screen>.json",
    "  {\"locale\": \"es\", \"screen\": \"login\", \"elements\": [",
    "    {\"identifier\": \"login.submit.button\", \"label\": \"Iniciar sesión\", \"type\": \"button\"}]}",
    "  Element fields: identifier, label, value, type, traits, path, title, placeholderValue, children",
    "  (an array of elements; others are passed by); or",
    "  DIR/<locale>/<screen>.txt holding XCUIApplication().debugDescription.",
    "Every field: README.md, sections \"Label map and configuration\" and \"UI captures\".",
  ]

  static let options: [OptionSpec] =
    SharedOptions.checking + [
      OptionSpec(
        name: "--format", short: "-f", kind: .value(placeholder: "FORMAT"),
        help: "text, xcode, json, junit, sarif, markdown or github (default: text; html: not yet)."),
      SharedOptions.output,
      OptionSpec(
        name: "--report", kind: .repeated(placeholder: "FORMAT:FILE"),
        help: "Also write a report in FORMAT to FILE (repeatable)."),
      OptionSpec(
        name: "--baseline", kind: .value(placeholder: "FILE"),
        help: "Hide the findings recorded in FILE (default: the configuration's baseline).", isPath: true),
      OptionSpec(
        name: "--no-baseline", kind: .flag,
        help: "Ignore the configuration's baseline: report every finding."),
      OptionSpec(
        name: "--fail-on", kind: .value(placeholder: "LEVEL"),
        help: "error, warning, note or never (default: error)."),
      OptionSpec(
        name: "--quiet", short: "-q", kind: .flag,
        help: "Text output: findings only, as xcode lines; no own warnings on stderr."),
      OptionSpec(
        name: "--no-color", kind: .flag, help: "No colour (also when NO_COLOR is set or TERM is dumb)."),
      OptionSpec(name: "--all", kind: .flag, help: "Show every subject's row, not only rows with a finding."),
    ]

  static func run(_ arguments: ParsedArguments, environment: CLIEnvironment) throws -> Int32 {
    let format = try ReportWriter.format(arguments.value("--format") ?? "text", flag: "--format")
    let extraReports = try arguments.repeated("--report").map(ReportWriter.parseReportSpec)
    let reportFiles = [arguments.value("--output") ?? "-"] + extraReports.map(\.1)
    try ReportWriter.checkDistinctFiles(reportFiles, base: environment.workingDirectory)
    for file in reportFiles { try Console.refuseFolderPath(file, base: environment.workingDirectory) }
    let baselineFile = try baselineFlag(arguments)
    if let baselineFile {
      try refuseReports(reportFiles, over: baselineFile, base: environment.workingDirectory)
    }
    let project = try ProjectArguments.load(
      arguments, environment: environment, baselineFile: baselineFile,
      readsBaseline: !arguments.has("--no-baseline"), goingOnWhenNothingReadable: true)
    try project.refuseReports(to: reportFiles, base: environment.workingDirectory)
    // Also where this run does not read it (`--no-baseline`, another `--baseline`): the team's file.
    if let configured = project.configuration.baseline {
      let path = project.configuration.path(configured, relativeTo: environment.workingDirectory)
      try refuseReports(reportFiles, over: path, base: environment.workingDirectory)
    }
    let nothingRead = project.readsNoCatalog
    var report =
      nothingRead
      ? Report.unreadable(project.catalog.errors, sourceLocale: project.catalog.sourceLocale)
      : project.check()
    // In the reports too: a CI dashboard shows them where standard error is not kept (audit 192).
    if !nothingRead { report.notices += project.warnings(after: report) }
    let quiet = arguments.has("--quiet")
    let unwritten = try writeReports(
      report, format: format, extraReports: extraReports, arguments: arguments, environment: environment,
      failOn: project.configuration.failOn, nothingRead: nothingRead, catalogPaths: project.absolutePaths)
    // After the report, so that on a terminal the unreadable files are the last thing shown, not
    // scrolled away above a long matrix.
    let hadErrors = project.reportCatalogErrors()
    if !quiet {
      for (reportFormat, file) in unwritten {
        tellNotWritten(reportFormat, file: file, environment: environment)
      }
      showNotices(
        of: project, report: report, baselineFile: project.baselineFile, nothingRead: nothingRead,
        github: format == .github, environment: environment, hadErrors: hadErrors)
    }
    ProcessLifetime.keepUntilExit(project, report)
    if hadErrors { return 2 }
    return report.findings.contains { project.configuration.failOn.fails($0.severity) } ? 1 : 0
  }

  /// Prints labelcheck's own warnings about the run and its baseline, and what the baseline hid;
  /// as workflow commands where the report is `github`'s, so that the pull request shows them.
  private static func showNotices(
    of project: Project, report: Report, baselineFile: String?, nothingRead: Bool, github: Bool,
    environment: CLIEnvironment, hadErrors: Bool
  ) {
    let options =
      github
      ? RepositoryFolder.placing(
        ReportOptions(), runIn: environment.workingDirectory, over: project.absolutePaths) : nil
    // The `github` report annotates them itself, ahead of the findings (review 150).
    Project.show(report.notices)
    if let baselineFile {
      Project.show(project.baselineBundleWarnings(after: report, baselineFile: baselineFile), github: options)
      Console.error("labelcheck: " + report.baselineSummary(afterInputErrors: hadErrors))
    }
  }

  /// Writes `report` as `format` to `--output` and each extra report to its file; where nothing
  /// could be read, only the reports that record unreadable files (a CI step that uploads them
  /// finds them; the others would show nothing wrong), and returns the files of the others. A
  /// report that cannot be written does not keep the others from being written: each failure is
  /// named, and the run fails.
  private static func writeReports(
    _ report: Report, format: OutputFormat, extraReports: [(OutputFormat, String)],
    arguments: ParsedArguments,
    environment: CLIEnvironment, failOn: FailThreshold, nothingRead: Bool, catalogPaths: [String]
  ) throws -> [(OutputFormat, String)] {
    let writer = ReportWriter(
      arguments: arguments, environment: environment, quiet: arguments.has("--quiet"), failOn: failOn,
      catalogPaths: catalogPaths)
    let reports =
      [(format, arguments.value("--output"), false)] + extraReports.map { ($0.0, Optional($0.1), true) }
    var failures: [Error] = []
    var unwritten: [(OutputFormat, String)] = []
    for (reportFormat, file, isExtra) in reports {
      if nothingRead && !reportFormat.recordsUnreadableFiles {
        // On standard output, only a format a program reads (`| jq`) is missed; text's absence
        // is plain beside the errors.
        if let file, file != "-" {
          unwritten.append((reportFormat, file))
        } else if reportFormat != .text {
          unwritten.append((reportFormat, "-"))
        }
        continue
      }
      do {
        try writer.write(report, format: reportFormat, to: file, isExtra: isExtra)
      } catch {
        failures.append(error)
      }
    }
    guard let last = failures.last else { return unwritten }
    // All but the last are named here; the last is thrown, and ends the run with status 2.
    for failure in failures.dropLast() {
      let message =
        (failure as? CLIError).map {
          $0.isDiagnosticLines ? $0.message : ControlCharacters.escaped($0.message)
        }
        ?? "\(failure)"
      Console.error(message.contains(": error: ") ? message : "labelcheck: error: \(message)")
    }
    throw last
  }

  /// Says that the `format` report was not written to `file` where no file could be read: a CI
  /// step reading it would otherwise take an earlier run's file for this run's.
  private static func tellNotWritten(_ format: OutputFormat, file: String, environment: CLIEnvironment) {
    let place = file == "-" ? "standard output" : file
    let exists =
      file != "-"
      && FileManager.default.fileExists(
        atPath: PathUtilities.absolute(file, base: environment.workingDirectory))
    Console.error(
      "labelcheck: warning: the \(format.rawValue) report was not written to \(place), as no file could be read"
        + (exists ? "; the file there is an earlier run's" : ""))
  }

  /// The baseline `--baseline` names, if any: not with `--no-baseline`, and not standard input.
  private static func baselineFlag(_ arguments: ParsedArguments) throws -> String? {
    let path = arguments.value("--baseline")
    if arguments.has("--no-baseline") {
      if path != nil { throw CLIError("--baseline and --no-baseline contradict; keep one") }
      return nil
    }
    if path == "-" {
      throw CLIError("--baseline needs a file: a baseline is not read from standard input")
    }
    return path
  }

  /// Refuses a report to be written over the baseline (`--output` the same file), before anything
  /// is written.
  private static func refuseReports(_ reports: [String], over baseline: String, base: String) throws {
    let absolute = PathUtilities.absolute(baseline, base: base)
    if let report = reports.first(where: { $0 != "-" && PathUtilities.absolute($0, base: base) == absolute })
    {
      throw CLIError("'\(report)' is the baseline file; a report written there would replace it")
    }
  }
}
