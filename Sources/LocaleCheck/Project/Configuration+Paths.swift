extension Configuration {
  /// `path` as the configuration names it (relative to its folder), relative to
  /// `workingDirectory`; unchanged for a configuration that no file holds.
  public func path(_ path: String, relativeTo workingDirectory: String) -> String {
    guard let directory else { return path }
    return PathUtilities.relative(PathUtilities.absolute(path, base: directory), to: workingDirectory)
  }
}
