import CatalogParser

extension Project {
  /// A `.labelcheck.json` in or above a checked path, below the working folder, that the run does
  /// not read: the configuration is the working folder's (or a parent's), so `labelcheck matrix
  /// App` from the folder above drops `App`'s label map, ignores and baseline without a word,
  /// and every fingerprint changes with them.
  func unusedConfigurationWarnings(base: String) -> [ProjectNotice] {
    let working = PathUtilities.absolute(base, base: "/")
    var named: Set<String> = []
    var warnings: [ProjectNotice] = []
    for path in absolutePaths {
      // A file's path holds no configuration: its folder is next.
      var folder = path
      while folder.hasPrefix(working + "/") {
        let file = folder + "/" + ConfigurationLoader.fileName
        if file != configurationFile && PathUtilities.entryExists(file) {
          if named.insert(file).inserted {
            let shown = PathUtilities.relative(file, to: working)
            warnings.append(
              ProjectNotice(
                .warning,
                "\(shown) is not read (a configuration is found from the working folder upwards): "
                  + "run in \(PathUtilities.relative(folder, to: working)), or pass --config \(shown)"))
          }
          break
        }
        folder = PathUtilities.parent(folder)
      }
    }
    return warnings
  }
}
