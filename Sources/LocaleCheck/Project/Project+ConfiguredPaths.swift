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
        position: position, message: "'paths' names '\(written)': no such file or folder")
      missing.append((path, error))
    }
    return missing
  }
}
