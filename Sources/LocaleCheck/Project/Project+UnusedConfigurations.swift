import CatalogParser

extension Project {
  /// A `.labelcheck.json` in or above a checked path or a bundle the run read, below the
  /// configuration's folder (the working folder without one), that the run does not read: the
  /// configuration is the working folder's (or a parent's), so `labelcheck matrix App` from the
  /// folder above, or a root configuration whose `paths` walk into an app with its own, drops
  /// that app's label map, ignores and baseline without a word, and fingerprints change with them.
  func unusedConfigurationWarnings(base: String) -> [ProjectNotice] {
    let working = PathUtilities.absolute(base, base: "/")
    let top = configurationFile.map(PathUtilities.parent) ?? working
    let bundles = Set(catalog.tables.map { PathUtilities.absolute($0.bundle, base: working) })
    var told: Set<String> = []
    var warnings: [ProjectNotice] = []
    // Named on the command line, a warning; met in a walk, a note (a monorepo may keep a root
    // configuration for CI beside each app's own for its team).
    let givenPaths = Set(absolutePaths)
    for path in absolutePaths + bundles.sorted() {
      // A file's path holds no configuration: its folder is next.
      var folder = path
      while folder.hasPrefix(top + "/") {
        let file = folder + "/" + ConfigurationLoader.fileName
        if file != configurationFile && PathUtilities.entryExists(file) {
          if told.insert(file).inserted {
            let severity: Severity = givenPaths.contains(path) ? .warning : .note
            warnings.append(Self.unusedConfigurationNotice(file, working: working, severity: severity))
          }
          break
        }
        folder = PathUtilities.parent(folder)
      }
    }
    return warnings
  }

  private static func unusedConfigurationNotice(_ file: String, working: String, severity: Severity)
    -> ProjectNotice
  {
    let shown = PathUtilities.relative(file, to: working)
    return ProjectNotice(
      severity,
      "\(shown) is not read (a configuration is found from the working folder upwards): "
        + "run in \(PathUtilities.relative(PathUtilities.parent(file), to: working)), or pass --config \(shown)"
    )
  }
}
