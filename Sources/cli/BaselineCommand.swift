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
  ]
  static let options: [OptionSpec] = SharedOptions.checking + [SharedOptions.baselineOutput]

  static func run(_ arguments: ParsedArguments, environment: CLIEnvironment) throws -> Int32 {
    guard let output = arguments.value("--output") else {
      throw CLIError("baseline needs --output FILE (e.g. --output .labelcheck-baseline.json)")
    }
    try Console.refuseFolderPath(output, base: environment.workingDirectory)
    let project = try ProjectArguments.load(
      arguments, environment: environment, baselineFile: output)
    try project.refuseReports(to: [output], base: environment.workingDirectory)
    let report = project.check()
    // A file that could not be read has findings that are not known today: a baseline written
    // without them would drop accepted findings, which fail the gate once the file reads again.
    if project.reportCatalogErrors() {
      let target = output == "-" ? "" : " to \(output)"
      Console.error("labelcheck: error: baseline not written\(target): fix the unreadable files above first")
      return 2
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
        + project.exportCollisionWarnings() + project.unknownStateWarnings()
        + project.ambiguousBindingWarnings())
    return 0
  }
}
