import Foundation

extension Project {
  /// Reads the project `options` name: the configuration, then the catalogs, the label map and
  /// the captures.
  ///
  /// Where catalog files were found but none could be read, the project is returned with
  /// ``readsNoCatalog`` set and the files' errors in its catalog: a caller may still write a
  /// report that records them.
  public static func load(_ options: ProjectOptions) throws(ProjectError) -> Project {
    let (configuration, file) = try loadConfiguration(
      file: options.configurationFile, workingDirectory: options.workingDirectory)
    return try load(options, configuration: configuration, configurationFile: file)
  }

  /// The configuration of a run in `workingDirectory` (the defaults where there is no file) and
  /// its file's absolute path: `file` where given (an error if nothing is there), else the nearest
  /// `.labelcheck.json` walking up from `workingDirectory`.
  public static func loadConfiguration(file: String?, workingDirectory: String) throws(ProjectError)
    -> (Configuration, String?)
  {
    let path: String
    if let file {
      path = PathUtilities.absolute(file, base: workingDirectory)
      // Only a name with nothing there is "no such file": a link that leads nowhere or loops is
      // read, and fails with its reason.
      guard PathUtilities.entryExists(path) else {
        throw ProjectError("\(file):1:1: error: no such configuration file")
      }
    } else if let found = ConfigurationLoader.find(from: workingDirectory) {
      path = found
    } else {
      return (Configuration(), nil)
    }
    do {
      // A file named by the user is named as they wrote it (`/dev/null`, not `../../dev/null`).
      let displayPath = file ?? PathUtilities.relative(path, to: workingDirectory)
      return (try ConfigurationLoader.load(path: path, displayPath: displayPath), path)
    } catch {
      throw ProjectError(error)
    }
  }

  /// Reads the project `options` name with `configuration` (read from `configurationFile`, and
  /// perhaps changed since: command-line flags win over the file).
  public static func load(
    _ options: ProjectOptions, configuration: Configuration, configurationFile: String?
  ) throws(ProjectError) -> Project {
    let base = options.workingDirectory
    var paths = catalogPaths(options, configuration)
    let fingerprintDirectory = fingerprintFolder(options, configuration)
    var loader = CatalogLoader(workingDirectory: base, projectDirectory: fingerprintDirectory)
    loader.exclusion.add(configuration.exclude, base: configuration.directory ?? base)
    loader.exclusion.add(options.exclude, base: base)
    if options.paths.isEmpty && !configuration.paths.isEmpty {
      paths = try includedConfiguredPaths(paths, configuration, exclusion: loader.exclusion, base: base)
    }
    let included = Set(paths)
    let missing =
      options.paths.isEmpty
      ? missingConfiguredPaths(configuration, base: base).filter { included.contains($0.path) } : []
    let missingPaths = Set(missing.map(\.path))
    var catalog = loader.load(
      paths: paths.filter { !missingPaths.contains($0) }, sourceLocale: configuration.sourceLocale)
    catalog.errors.insert(contentsOf: missing.map(\.error), at: 0)
    // With paths that hold no catalog, "No problems in 0 locales" or an empty baseline would
    // read as success, and every identifier of the label map would be reported unbound.
    if catalog.readsNoFile && catalog.errors.isEmpty {
      let passedBy = paths.flatMap { path in
        CatalogDiscovery.dependencyFolders(in: PathUtilities.absolute(path, base: base)).map {
          path == "." ? $0 : (path.hasSuffix("/") ? String(path.dropLast()) : path) + "/" + $0
        }
      }
      throw ProjectError(
        "no localization files found in \(paths.joined(separator: ", ")) (looked for *.xcstrings, "
          + "*.lproj/*.strings, *.lproj/*.stringsdict, *.xliff, *.xlf and *.xcloc)"
          + (passedBy.isEmpty
            ? ""
            : "; not walked: \(passedBy.joined(separator: ", ")) (name one as a path to check its catalogs)")
          + excludedEverything(paths, loader: loader, configuration: configuration, options: options))
    }
    var project = Project(
      configuration: configuration, configurationFile: configurationFile, paths: paths, catalog: catalog)
    project.fingerprintDirectory = PathUtilities.absolute(fingerprintDirectory ?? base, base: base)
    project.absolutePaths = paths.map { PathUtilities.absolute($0, base: base) }
    project.checksPartOfProject =
      !options.exclude.isEmpty || !coversProject(options.paths, configuration, base: base)
      || (options.paths.isEmpty && configuration.paths.isEmpty
        && configuration.directory.map { base.hasPrefix($0 + "/") } ?? false)
    if let configurationFile { project.inputFiles[configurationFile] = "the configuration" }
    for file in catalog.files { project.inputFiles[PathUtilities.absolute(file, base: base)] = "a catalog" }
    project.notes += project.leftOutSourceFolderWarnings(base: base)
    // Without catalogs every identifier of the label map would be reported unbound.
    if options.readsCatalogsOnly || catalog.readsNoFile { return project }
    let locations = ProjectInputLocations(options, configuration: configuration, paths: paths)
    project.notes += locations.notes
    if options.configurationFile == nil { project.notes += project.unusedConfigurationWarnings(base: base) }
    let configured = configuration.positions
    try project.loadLabelMap(
      locations.labels, base: base,
      namedAt: options.labelMap == nil ? configured.labels.map { ($0, configuration.labels ?? "") } : nil,
      isDefault: options.labelMap == nil && configuration.labels == nil)
    try project.loadCaptures(
      locations.captures, named: options.captures != nil, base: base,
      namedAt: options.captures == nil ? configured.captures.map { ($0, configuration.captures ?? "") } : nil)
    if options.readsBaseline { try project.loadBaseline(options.baselineFile, base: base) }
    if project.checksPartOfProject, project.labelMap != nil,
      readsEveryCatalog(of: catalog, options, configuration, exclusion: loader.exclusion)
    {
      project.checksPartOfProject = false
    }
    return project
  }

  /// Whether a run without a configuration, whose paths leave out part of the working folder,
  /// read every localization file below that folder all the same: `labelcheck matrix App --labels
  /// labels.json`, where `App` holds them all, leaves nothing out, so a label map entry whose key
  /// it did not read is mistyped (audit 264). Asked only where a label map makes it matter: it
  /// walks the working folder.
  private static func readsEveryCatalog(
    of catalog: Catalog, _ options: ProjectOptions, _ configuration: Configuration, exclusion: PathExclusion
  ) -> Bool {
    let base = PathUtilities.absolute(options.workingDirectory, base: "/")
    guard configuration.directory == nil, options.exclude.isEmpty, !options.paths.isEmpty,
      options.paths.allSatisfy({ PathUtilities.absolute($0, base: base).hasPrefix(base + "/") })
    else { return false }
    var discovery = CatalogDiscovery(workingDirectory: base)
    discovery.exclusion = exclusion
    let read = Set(catalog.files.map { PathUtilities.absolute($0, base: base) })
    return discovery.discover(["."]).files.allSatisfy { read.contains($0.path) }
  }

  /// Whether `paths` given on the command line (none: the project's own) hold every path of the
  /// project: the configuration's `paths`, else its folder (the working folder without one), as
  /// `labelcheck matrix .` in that folder does.
  private static func coversProject(_ paths: [String], _ configuration: Configuration, base: String) -> Bool {
    guard !paths.isEmpty else { return true }
    let given = paths.map { PathUtilities.absolute($0, base: base) }
    let root = configuration.directory ?? PathUtilities.absolute(base, base: "/")
    let projectPaths =
      configuration.paths.isEmpty
      ? [root] : configuration.paths.map { PathUtilities.absolute($0, base: root) }
    return projectPaths.allSatisfy { path in
      given.contains { $0 == path || $0 == "/" || path.hasPrefix($0 + "/") }
    }
  }

  /// The paths of `options`, else the configuration's, else the working folder.
  private static func catalogPaths(_ options: ProjectOptions, _ configuration: Configuration) -> [String] {
    if !options.paths.isEmpty { return options.paths }
    if configuration.paths.isEmpty { return ["."] }
    return configuration.paths.map { configuration.path($0, relativeTo: options.workingDirectory) }
  }

  /// The folder findings' bundles are fingerprinted relative to.
  ///
  /// Bundles are shown relative to the working folder (SPEC section 2) but fingerprinted relative
  /// to the configuration's, so that its baseline matches from any folder; without a
  /// configuration (run from the repository's root, above it), relative to the baseline's;
  /// without either, to the repository's root, so that code scanning's alerts stay the same from
  /// whichever folder a pipeline runs the command.
  private static func fingerprintFolder(_ options: ProjectOptions, _ configuration: Configuration) -> String?
  {
    let base = options.workingDirectory
    return configuration.directory
      ?? options.baselineFile.map { baselineFolder(of: $0, base: base) }
      ?? PathUtilities.nearestFolder(from: base, holding: ".git")
      ?? RepositoryFolder.commonRoot(of: options.paths.map { PathUtilities.absolute($0, base: base) })
  }

  /// The folder a baseline's fingerprints are relative to: its own, or the working folder for a
  /// baseline written to standard output or read through a device or pipe (`--output -`,
  /// `/dev/stdout`, `<(...)`), which is saved there as a rule (`baseline --output - > FILE`).
  private static func baselineFolder(of file: String, base: String) -> String {
    let absolute = PathUtilities.absolute(file, base: base)
    if file == "-" || absolute.hasPrefix("/dev/") || absolute.hasPrefix("/proc/") { return base }
    return PathUtilities.parent(absolute)
  }

  /// Reads the label map at `path`; `namedAt`: the configuration's `labels`, where it names the
  /// file, and its spelling there.
  ///
  /// `isDefault`: the `labels.json` beside the configuration, which neither names: a file of
  /// that name that holds no label map (a repository's GitHub labels) is passed by with a note.
  private mutating func loadLabelMap(
    _ path: String?, base: String, namedAt configured: (SourcePosition, String)?, isDefault: Bool
  ) throws(ProjectError) {
    guard let path else { return }
    let absolute = PathUtilities.absolute(path, base: base)
    if !PathUtilities.entryExists(absolute) {
      // As a missing configuration or baseline is named: "cannot open the file" would not say which.
      throw ProjectError(
        configured.map {
          CatalogError(
            position: $0.0,
            message: "'labels' names '\($0.1)': label map not found" + Self.lookedFor(path, written: $0.1))
        }
          ?? CatalogError(file: path, line: 1, column: 1, message: "label map not found"))
    }
    do {
      let bytes = try FileReader.readBytes(atPath: absolute, displayPath: path)
      // Parsed once: malformed JSON is an error of a label map, whatever the file was meant to be.
      let root = try JSONNode.parse(bytes, file: path)
      if isDefault && !LabelMap.hasLabelMapShape(root) {
        notes.append(
          ProjectNotice(
            .note,
            "not using \(path) as the label map: it is JSON of another kind "
              + "(name the label map with \"labels\" in the configuration, or --labels FILE)"))
        return
      }
      // An entry's slip leaves that entry out, reported, and the rest checked (audit 196).
      labelMap = try LabelMap.read(root)
    } catch {
      throw ProjectError(error)
    }
    labelMapPath = path
    inputFiles[absolute] = "the label map"
  }

  /// Why a captures folder that does not exist is missing: a link that leads nowhere says so, with
  /// its cause, as a catalog's does (reviews 189, 191); else it is not found.
  private static func missingCapturesReason(_ absolute: String) -> String {
    guard PathUtilities.isSymbolicLink(absolute) else { return "captures folder not found" }
    return
      "the link leads nowhere (\(PathUtilities.brokenLinkReason(absolute))), so its captures are not read"
  }

  /// Reads the captures below `folder`; one `named` by the caller (not the configuration) must
  /// exist. `namedAt`: the configuration's `captures`, where it names the folder, and its spelling.
  private mutating func loadCaptures(
    _ folder: String?, named: Bool, base: String, namedAt configured: (SourcePosition, String)?
  ) throws(ProjectError) {
    guard let folder else { return }
    var isFolder: ObjCBool = false
    let exists = FileManager.default.fileExists(
      atPath: PathUtilities.absolute(folder, base: base), isDirectory: &isFolder)
    // A link that leads nowhere says so, as a catalog's does (review 189).
    let missing = Self.missingCapturesReason(PathUtilities.absolute(folder, base: base))
    if named && !exists { throw ProjectError("\(folder):1:1: error: \(missing)") }
    if !exists, let (position, written) = configured {
      captureErrors = [
        CatalogError(
          position: position,
          message: "'captures' names '\(written)': \(missing)"
            + Self.lookedFor(folder, written: written))
      ]
      return
    }
    if exists && !isFolder.boolValue, let (position, written) = configured {
      // As a missing folder: the catalogs are checked and reported all the same (audit 210).
      captureErrors = [
        CatalogError(
          position: position,
          message:
            "'captures' names '\(written)': it is a file; captures are a folder (captures/<locale>/<screen>.txt)"
        )
      ]
      return
    }
    if exists && !isFolder.boolValue {
      throw ProjectError(
        "\(folder):1:1: error: captures must be a folder (captures/<locale>/<screen>.txt or .json), not a file"
      )
    }
    (captures, captureErrors) = UICaptureLoader(workingDirectory: base).load(folder)
    // A captures folder below the checked paths that cannot be read is the catalog walk's error
    // already, at the same place: told once (audit 210).
    let told = Set(catalog.errors.map(\.position))
    captureErrors.removeAll { told.contains($0.position) }
    for capture in captures { inputFiles[PathUtilities.absolute(capture.file, base: base)] = "a capture" }
  }
}
