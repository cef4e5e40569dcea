import Foundation
import LocaleCheck

/// Where the label map and the UI captures come from: the command line, else the configuration.
///
/// A configuration's label map and captures describe its own app. Applied to catalogs outside its
/// folder (`labelcheck matrix ../OtherApp` from this repository) they bind nothing, and every subject
/// of the other app would vanish behind "unbound identifier" warnings; so they are left out, with a note.
struct InputLocations {
  /// The label map file, relative to the working folder.
  var labels: String?
  /// The UI captures folder, relative to the working folder.
  var captures: String?

  static func resolve(
    _ arguments: ParsedArguments, configuration: Configuration, paths: [String], base: String
  ) -> InputLocations {
    let configured = configuredLocations(configuration, base: base)
    var result = InputLocations(
      labels: arguments.value("--labels") ?? configured.labels,
      captures: arguments.value("--captures") ?? configured.captures)
    guard let directory = configuration.directory, !arguments.positionals.isEmpty else { return result }
    // Compared with links resolved: `/tmp/link/App` may name a folder of the project.
    let project = PathUtilities.resolvingLinks(directory)
    let outside = paths.allSatisfy {
      let path = PathUtilities.resolvingLinks(PathUtilities.absolute($0, base: base))
      return path != project && !path.hasPrefix(project + "/")
    }
    guard outside else { return result }
    var skipped: [String] = []
    if arguments.value("--labels") == nil, let labels = configured.labels {
      skipped.append("the label map \(labels)")
      result.labels = nil
    }
    if arguments.value("--captures") == nil, let captures = configured.captures {
      skipped.append("the captures \(captures)")
      result.captures = nil
    }
    if !skipped.isEmpty && !arguments.has("--quiet") {
      Console.error(
        "labelcheck: note: not using \(skipped.joined(separator: " and ")): the paths checked are outside "
          + "the folder of their configuration (--labels FILE, --captures DIR to use them)")
    }
    return result
  }

  /// The configuration's label map (its `labels`, else a `labels.json` beside it) and captures.
  private static func configuredLocations(_ configuration: Configuration, base: String) -> InputLocations {
    guard let directory = configuration.directory else { return InputLocations() }
    var result = InputLocations()
    if let labels = configuration.labels {
      result.labels = RunInputs.relativeToConfiguration(labels, configuration, base: base)
    } else if PathUtilities.entryExists(directory + "/labels.json") {
      // Also a link that leads nowhere: a label map shared through a link missing from the
      // checkout is an error to report, not a run without one (the identifier rules would fall silent).
      result.labels = PathUtilities.relative(directory + "/labels.json", to: base)
    }
    result.captures = configuration.captures.map {
      RunInputs.relativeToConfiguration($0, configuration, base: base)
    }
    return result
  }
}
