/// Where a project's label map and UI captures come from: the options, else the configuration.
///
/// A configuration's label map and captures describe its own app. Applied to catalogs outside its
/// folder (`labelcheck matrix ../OtherApp` from this repository) they bind nothing, and every subject
/// of the other app would vanish behind "unbound identifier" warnings; so they are left out, with a note.
struct ProjectInputLocations {
  /// The label map file, relative to the working folder.
  var labels: String?
  /// The UI captures folder, relative to the working folder.
  var captures: String?
  /// What was left out and why.
  var notes: [ProjectNotice] = []

  /// The locations for a run over `paths` (those of `options`, or the configuration's).
  init(_ options: ProjectOptions, configuration: Configuration, paths: [String]) {
    let base = options.workingDirectory
    let configured = Self(configuredBy: configuration, base: base)
    labels = options.labelMap ?? configured.labels
    captures = options.captures ?? configured.captures
    guard let directory = configuration.directory, !options.paths.isEmpty else { return }
    // Compared with links resolved: `/tmp/link/App` may name a folder of the project.
    let project = PathUtilities.resolvingLinks(directory)
    let outside = paths.allSatisfy {
      let path = PathUtilities.resolvingLinks(PathUtilities.absolute($0, base: base))
      return path != project && !path.hasPrefix(project + "/")
    }
    guard outside else { return }
    var skipped: [String] = []
    if options.labelMap == nil, let configuredLabels = configured.labels {
      skipped.append("the label map \(configuredLabels)")
      labels = nil
    }
    if options.captures == nil, let configuredCaptures = configured.captures {
      skipped.append("the captures \(configuredCaptures)")
      captures = nil
    }
    guard !skipped.isEmpty else { return }
    notes.append(
      ProjectNotice(
        .note,
        "not using \(skipped.joined(separator: " and ")): the paths checked are outside "
          + "the folder of their configuration (--labels FILE, --captures DIR to use them)"))
  }

  /// The configuration's label map (its `labels`, else a `labels.json` beside it) and captures.
  private init(configuredBy configuration: Configuration, base: String) {
    guard let directory = configuration.directory else { return }
    if let configuredLabels = configuration.labels {
      labels = configuration.path(configuredLabels, relativeTo: base)
    } else if PathUtilities.entryExists(directory + "/labels.json") {
      // Also a link that leads nowhere: a label map shared through a link missing from the
      // checkout is an error to report, not a run without one (the identifier rules would fall silent).
      labels = PathUtilities.relative(directory + "/labels.json", to: base)
    }
    captures = configuration.captures.map { configuration.path($0, relativeTo: base) }
  }
}
