import CatalogParser
import Foundation
import LocaleCheck

/// `labelcheck baseline`: record today's findings so that later runs report only new ones.
enum BaselineCommand: Command {
  static let name = "baseline"
  static let summary = "Write the fingerprints of today's findings to a baseline file."
  static let usage = "baseline [PATHS...] --output FILE [OPTIONS]"
  static let examples = [
    (
      "labelcheck baseline --output .labelcheck-baseline.json",
      "Accept the current findings; commit the file."
    ),
    ("labelcheck matrix --baseline .labelcheck-baseline.json", "Then fail only on new findings."),
    (
      "labelcheck baseline --prune --output .labelcheck-baseline.json",
      "Drop the entries fixed since, accepting no new finding."
    ),
  ]
  static let options: [OptionSpec] =
    SharedOptions.checking + [
      SharedOptions.baselineOutput,
      OptionSpec(
        name: "--prune", kind: .flag,
        help: "Rewrite the baseline FILE without the entries fixed since; new findings are not added."),
    ]

  static func run(_ arguments: ParsedArguments, environment: CLIEnvironment) throws -> Int32 {
    guard let output = arguments.value("--output") else {
      throw CLIError("baseline needs --output FILE (e.g. --output .labelcheck-baseline.json)")
    }
    try Console.refuseFolderPath(output, base: environment.workingDirectory)
    // Named so, the file is no baseline: writing one there would lose a translation file or the
    // configuration, also where it is not among the run's files (audit 259, review 178).
    if let kind = Self.kindOfNonBaseline(output) {
      throw CLIError("'\(output)' is \(kind), not a baseline; name the baseline file with --output")
    }
    let prune = arguments.has("--prune")
    if prune && output == "-" {
      throw CLIError("--prune rewrites the baseline file it reads: name it with --output FILE")
    }
    // Re-recording part of the project keeps what the rest of the file accepted.
    let narrowing = Self.narrowsRun(arguments)
    let mayNarrow = narrowing || !arguments.positionals.isEmpty || !arguments.repeated("--exclude").isEmpty
    let existing =
      !prune && output != "-" && mayNarrow
      ? Self.existingBaseline(
        PathUtilities.absolute(output, base: environment.workingDirectory), named: output)
      : .none
    let rerecords = existing == .readable
    let project = try ProjectArguments.load(
      arguments, environment: environment, baselineFile: output, readsBaseline: prune || rerecords)
    if case .unreadable(let error) = existing, narrowing || project.checksPartOfProject {
      // A file of the run is told as what it is: "delete it" would lose it (audit 259).
      try project.refuseReports(to: [output], base: environment.workingDirectory)
      // Written anew, the file would lose what the rest of the project accepted (review 174).
      throw CLIError(
        ControlCharacters.escaped(
          "\(error.position): error: \(error.message): a baseline of part of the project keeps the file's "
            + "other entries, and this file holds none that can be read; if it is the baseline, mend or delete "
            + "it, or record the whole project"))
    }
    try project.refuseReports(to: [output], base: environment.workingDirectory)
    // The old file hides its findings: a re-recording is written from a run without it.
    let report = rerecords ? project.check(baseline: nil) : project.check()
    // A file that could not be read has findings that are not known today: a baseline written
    // without them would drop accepted findings, which fail the gate once the file reads again.
    if project.reportCatalogErrors() {
      let target = output == "-" ? "" : " to \(output)"
      let what =
        project.catalog.errors.isEmpty && project.captureErrors.isEmpty ? "label-map entries" : "files"
      Console.error(
        "labelcheck: error: baseline not written\(target): fix the unreadable \(what) above first")
      return 2
    }
    if prune, let pruned = project.prunedBaseline(after: report) {
      try Console.write(pruned.serialized(), to: output, base: environment.workingDirectory)
      Console.error("labelcheck: " + Self.pruneSummary(of: report, kept: pruned, file: output))
      return 0
    }
    // Over part of the project, a run with the old file tells which of its entries it did not check.
    let partial = rerecords && (narrowing || project.checksPartOfProject)
    let (baseline, kept) =
      partial
      ? project.rerecordedBaseline(of: report, after: project.check()) : (project.baseline(of: report), 0)
    if output == "-" {
      Console.out(baseline.serialized())
    } else {
      try Console.write(baseline.serialized(), to: output, base: environment.workingDirectory)
      // A plural's parts are entries of their own, not findings.
      let count = Set(report.findings.map(\.fingerprint)).count
      let keptNote =
        kept == 0
        ? "" : "; kept its \(kept) \(kept == 1 ? "entry" : "entries") of what this run did not check"
      Console.error(
        "labelcheck: wrote \(count) \(count == 1 ? "finding" : "findings") to \(output)\(keptNote)")
    }
    Project.show(
      project.unknownLocaleWarnings() + project.sourceOverrideWarnings() + project.emptyLabelMapWarnings()
        + project.exportCollisionWarnings() + project.unknownStateWarnings() + project.unknownDeviceWarnings()
        + project.ambiguousBindingWarnings())
    return 0
  }

  /// What the output file holds before a baseline of part of the project is written into it.
  private enum ExistingBaseline: Equatable {
    /// No file, an empty one (`mktemp`'s), or no file to read (`/dev/stdout`, whose reading would
    /// wait for the run's own output): nothing to keep.
    case none
    /// A baseline, whose entries of what the run does not check are kept.
    case readable
    /// A file that is no baseline (a merge conflict's markers, a newer version's).
    case unreadable(CatalogError)
  }

  /// What the file at `path` (named `name` in messages) holds, through links.
  private static func existingBaseline(_ path: String, named name: String) -> ExistingBaseline {
    let resolved = PathUtilities.resolvingLinks(path)
    let attributes = try? FileManager.default.attributesOfItem(atPath: resolved)
    guard attributes?[.type] as? FileAttributeType == .typeRegular,
      let bytes = FileManager.default.contents(atPath: resolved),
      !String(decoding: bytes, as: UTF8.self).trimmingWhitespace.isEmpty
    else { return .none }
    do {
      _ = try Baseline.parse(Array(bytes), file: name)
      return .readable
    } catch {
      return .unreadable(error)
    }
  }

  /// What a file named `path` is where its name says it is no baseline: a localization file, or
  /// labelcheck's configuration.
  private static func kindOfNonBaseline(_ path: String) -> String? {
    if PathUtilities.lastComponent(path) == ".labelcheck.json" { return "a labelcheck configuration" }
    return CatalogFormat(pathExtension: PathUtilities.pathExtension(path)) != nil
      ? "a localization file" : nil
  }

  /// Whether flags leave out part of what a run checks: locales or rules.

  private static func narrowsRun(_ arguments: ParsedArguments) -> Bool {
    arguments.value("--locales") != nil || !arguments.repeated("--rule").isEmpty
      || !arguments.repeated("--disable").isEmpty
  }

  /// `pruned base.json: 3 fixed entries removed, 12 kept; 2 new findings not added (...)`.
  private static func pruneSummary(of report: Report, kept: Baseline, file: String) -> String {
    let removed = report.baselineFixedEntries.count
    let new = Set(report.findings.map(\.fingerprint)).count
    return "pruned \(file): \(removed) fixed \(removed == 1 ? "entry" : "entries") removed, "
      + "\(kept.entries.count) kept"
      + (new == 0
        ? ""
        : "; \(new) new \(new == 1 ? "finding" : "findings") not added (run without --prune to accept them)")
  }
}
