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
    let prune = arguments.has("--prune")
    if prune && output == "-" {
      throw CLIError("--prune rewrites the baseline file it reads: name it with --output FILE")
    }
    let project = try ProjectArguments.load(
      arguments, environment: environment, baselineFile: output, readsBaseline: prune)
    try project.refuseReports(to: [output], base: environment.workingDirectory)
    let report = project.check()
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
    let baseline = project.baseline(of: report)
    if output == "-" {
      Console.out(baseline.serialized())
    } else {
      try Console.write(baseline.serialized(), to: output, base: environment.workingDirectory)
      // A plural's parts are entries of their own, not findings.
      let count = Set(report.findings.map(\.fingerprint)).count
      Console.error("labelcheck: wrote \(count) \(count == 1 ? "finding" : "findings") to \(output)")
    }
    Project.show(
      project.unknownLocaleWarnings() + project.sourceOverrideWarnings() + project.emptyLabelMapWarnings()
        + project.exportCollisionWarnings() + project.unknownStateWarnings() + project.unknownDeviceWarnings()
        + project.ambiguousBindingWarnings())
    return 0
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
