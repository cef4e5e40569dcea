import Foundation
import LocaleCheck

/// `labelcheck inspect`: what the catalogs hold, as a summary or as the normalized model.
enum InspectCommand: Command {
  static let name = "inspect"
  static let summary =
    "Show tables, locales, key counts and percent translated, or the normalized model as JSON."
  static let usage = "inspect [PATHS...] [OPTIONS]"
  static let examples = [
    ("labelcheck inspect catalogs", "Tables, locales and translation progress of the sample app."),
    (
      "labelcheck inspect --format json -o model.json",
      "Every key, locale, value, state and variation as JSON."
    ),
  ]
  static let options: [OptionSpec] = [
    OptionSpec(
      name: "--format", short: "-f", kind: .value(placeholder: "FORMAT"),
      help: "text or json (default: text)."),
    SharedOptions.output, SharedOptions.config, SharedOptions.sourceLocale, SharedOptions.exclude,
  ]

  static func run(_ arguments: ParsedArguments, environment: CLIEnvironment) throws -> Int32 {
    let format = try OptionChoice.parse(
      arguments.value("--format") ?? "text", among: ["text", "json"], option: "--format", command: "inspect")
    let project = try ProjectArguments.load(arguments, environment: environment, catalogsOnly: true)
    // `-` is standard output, as for `matrix` and `baseline`.
    let output = arguments.value("--output").flatMap { $0 == "-" ? nil : $0 }
    if let output { try Console.refuseFolderPath(output, base: environment.workingDirectory) }
    try project.refuseReports(to: output.map { [$0] } ?? [], base: environment.workingDirectory)
    // Printed to a CI log, as a report is: no runner command from a key or a folder name.
    let text =
      format == "json"
      ? LogCommandGuard.guarded(
        CatalogJSONEncoder.encode(project.catalog).serialized(pretty: true) + "\n", notation: .json)
      : LogCommandGuard.guarded(CatalogSummary.render(project.catalog))
    if let path = output {
      try Console.write(text, to: path, base: environment.workingDirectory)
    } else {
      Console.out(text)
    }
    ProcessLifetime.keepUntilExit(project)
    let hadErrors = project.reportCatalogErrors()
    Project.show(
      project.sourceOverrideWarnings() + project.exportCollisionWarnings() + project.unknownStateWarnings()
        + project.unknownDeviceWarnings())
    return hadErrors ? 2 : 0
  }
}
