extension CatalogDiscovery {
  /// For each Info plist among `plists` (read beside or above tables) that a target of its Xcode
  /// project names while generating prompts from build settings too, the project file, whose
  /// prompts the build writes into that plist (over the file's own: swift-build's
  /// `InfoPlistProcessorTaskAction` lets a setting's value win).
  func buildSettingsPrompts(
    for plists: [DiscoveredFile], walkedFolders: [String], visited: inout Set<String>
  ) -> [DiscoveredFile] {
    var found: [DiscoveredFile] = []
    for plist in plists where plist.context.table == StringTable.infoPlistName {
      guard
        let (top, project) = nearestProject(
          from: PathUtilities.parent(plist.path), walkedFolders: walkedFolders)
      else { continue }
      if let broken = brokenProjectFile(project, bundle: plist.context.bundle, within: top, visited: &visited)
      {
        found.append(broken)
        continue
      }
      // Configurations are counted within one project file: the first that names the plist.
      guard let file = project.targets.first(where: { $0.path == plist.path })?.projectFile else { continue }
      let naming = project.targets.filter { $0.path == plist.path && $0.projectFile == file }
      guard naming.contains(where: \.generatesPrompts),
        let source = projectFile(
          file, configurations: naming.flatMap(\.shippedConfigurations), bundle: plist.context.bundle,
          within: top,
          visited: &visited)
      else { continue }
      found.append(source)
    }
    return found
  }

  /// The targets of the nearest Xcode project from `folder` up to `top`, the highest folder the
  /// run walks that holds `folder`, its excluded projects left out.
  func nearestProject(from folder: String, walkedFolders: [String]) -> (
    top: String, project: XcodeProjectInfoPlists
  )? {
    guard
      let top = walkedFolders.filter({ folder == $0 || folder.hasPrefix($0 + "/") })
        .min(by: { $0.utf8.count < $1.utf8.count }),
      let project = XcodeProjectInfoPlists.infoPlists(
        from: folder, upTo: top, excluding: { isExcluded($0, below: top) })
    else { return nil }
    return (top, project)
  }

  /// The project file whose build settings stop making sense, read for the configuration where
  /// they do so that the run tells where (`App.xcodeproj/project.pbxproj:40:5: error: expected
  /// ';' …`, exit status 2) rather than check the tables against a guess (review 216).
  func brokenProjectFile(
    _ project: XcodeProjectInfoPlists, bundle: String, within top: String, visited: inout Set<String>
  ) -> DiscoveredFile? {
    guard let (file, configuration) = project.brokenConfiguration, let file else { return nil }
    return projectFile(file, configurations: [configuration], bundle: bundle, within: top, visited: &visited)
  }

  /// Whether `path`, a file reached outside the walk, or a folder it lies in below `top` is
  /// excluded: the walk would have left the folder out (`--exclude App.xcodeproj`, review 216).
  func isExcluded(_ path: String, below top: String) -> Bool {
    guard !exclusion.isEmpty else { return false }
    var current = path
    while current.hasPrefix(top + "/") {
      if exclusion.excludes(current) { return true }
      current = PathUtilities.parent(current)
    }
    return false
  }

  /// The project file at `path`, to read the prompts the build settings of `configurations`
  /// give `bundle`'s `InfoPlist` table, where it lies inside `top` and is not excluded; once per
  /// configurations.
  func projectFile(
    _ path: String, configurations: [Int], bundle: String, within top: String, visited: inout Set<String>
  ) -> DiscoveredFile? {
    guard path.hasPrefix(top + "/"), !isExcluded(path, below: top),
      visited.insert(path + "#" + configurations.map(String.init).joined(separator: ",")).inserted
    else { return nil }
    var context = FileContext(
      displayPath: PathUtilities.relative(path, to: workingDirectory), bundle: bundle,
      table: StringTable.infoPlistName, locale: .base)
    context.buildConfigurations = configurations
    return DiscoveredFile(path: path, format: .xcodeProject, context: context)
  }
}
