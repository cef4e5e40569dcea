import Foundation

extension Project {
  /// The configuration's `paths` that name nothing, each with an error at the line of the
  /// configuration that names it: `Sorces:1:1: error: no such file or folder` would send the user
  /// looking for a file, not at the typo.
  ///
  /// `path`: as the run names it (relative to the working folder); the message keeps the
  /// configuration's spelling.
  static func missingConfiguredPaths(_ configuration: Configuration, base: String)
    -> [(path: String, error: CatalogError)]
  {
    let positions = configuration.positions.paths
    guard positions.count == configuration.paths.count else { return [] }
    var missing: [(path: String, error: CatalogError)] = []
    for (written, position) in zip(configuration.paths, positions) {
      let path = configuration.path(written, relativeTo: base)
      var status = stat()
      // As the walk tests it: through links, and only a name with nothing there (not an
      // entry the user may not read, which the walk reports with its reason).
      guard stat(PathUtilities.absolute(path, base: base), &status) != 0, errno == ENOENT else { continue }
      let error = CatalogError(
        position: position,
        message: "'paths' names '\(written)': no such file or folder" + lookedFor(path, written: written))
      missing.append((path, error))
    }
    return missing
  }

  /// Where a configured path that is not there was looked for, where that is not as written: a
  /// path is the configuration's folder's, which is not the working folder where the
  /// configuration lies elsewhere (`ci/.labelcheck.json` naming `App`, audit 252).
  static func lookedFor(_ path: String, written: String) -> String {
    // `./App/` beside the configuration is `App` as written.
    var spelled = Substring(written)
    while spelled.hasPrefix("./") { spelled = spelled.dropFirst(2) }
    while spelled.count > 1 && spelled.hasSuffix("/") { spelled = spelled.dropLast() }
    return path == written || path == spelled
      ? "" : " (looked for \(path): paths are relative to the configuration's folder)"
  }

  /// `paths` without those of the configuration's `paths` that an `exclude` pattern matches: as
  /// SwiftLint's `excluded` wins over its `included`, a bundle a team excludes while it migrates
  /// is not checked because `paths` lists it too (audit 193). The configuration's own folder is
  /// always read. An error where `exclude` leaves none of them.
  static func includedConfiguredPaths(
    _ paths: [String], _ configuration: Configuration, exclusion: PathExclusion, base: String
  ) throws(ProjectError) -> [String] {
    guard !exclusion.isEmpty else { return paths }
    let root = configuration.directory ?? base
    let inside = root == "/" ? "/" : root + "/"
    let kept = paths.filter { path in
      let absolute = PathUtilities.absolute(path, base: base)
      if absolute == root { return true }
      if exclusion.excludes(absolute) { return false }
      // A folder above it, below the configuration's (`Widget/Sub` where `Widget` is excluded,
      // review 145).
      var folder = PathUtilities.parent(absolute)
      while folder != root && folder.hasPrefix(inside) {
        if exclusion.excludes(folder) { return false }
        folder = PathUtilities.parent(folder)
      }
      return true
    }
    guard kept.isEmpty else { return kept }
    let message =
      "'paths' names only what 'exclude' leaves out (\(configuration.paths.joined(separator: ", "))): "
      + "nothing is left to check"
    guard let position = configuration.positions.paths.first else { throw ProjectError(message) }
    throw ProjectError("\(position): error: " + message)
  }

  /// Where exclude patterns left out every localization file that `paths` hold, the patterns that
  /// did, for the "no localization files found" error (`"Resources"` also names the app's own
  /// folder, audit 252); else "".
  static func excludedEverything(
    _ paths: [String], loader: CatalogLoader, configuration: Configuration, options: ProjectOptions
  ) -> String {
    guard !loader.exclusion.isEmpty else { return "" }
    var discovery = CatalogDiscovery(workingDirectory: loader.workingDirectory)
    discovery.exclusion = PathExclusion()
    guard !discovery.discover(paths).files.isEmpty else { return "" }
    var named: [String] = []
    if !options.exclude.isEmpty { named.append("--exclude " + options.exclude.joined(separator: ", ")) }
    if !configuration.exclude.isEmpty {
      named.append("the configuration's exclude " + configuration.exclude.joined(separator: ", "))
    }
    return "; exclude patterns passed by all of them (\(named.joined(separator: "; ")))"
  }
}
