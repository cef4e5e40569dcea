import Foundation

/// Finds the localization files below the paths a user names, as SPEC section 2 describes.
///
/// Folders are walked in sorted order; build products, dependency folders and hidden folders are
/// skipped. `.strings`/`.stringsdict` count only inside `*.lproj` folders, and of an `.xcloc`
/// bundle only `Localized Contents/*.xliff` is read (its `Source Contents` copies the sources).
public struct CatalogDiscovery: Sendable {
  /// The folder relative paths are resolved against and displayed relative to.
  public var workingDirectory: String
  /// Paths the walk passes by (the paths it is given are read all the same).
  public var exclusion = PathExclusion()

  /// A discovery that resolves paths against `workingDirectory` and shows them relative to it; a
  /// relative `workingDirectory` is taken from `/`, not from the current folder.
  public init(workingDirectory: String) {
    self.workingDirectory = PathUtilities.absolute(workingDirectory, base: "/")
  }

  /// The files below `paths`, and an error for each path that does not exist.
  public func discover(_ paths: [String]) -> (files: [DiscoveredFile], errors: [CatalogError]) {
    var files: [DiscoveredFile] = []
    var errors: [CatalogError] = []
    var visited = Set<String>()
    var named = Set<String>()
    var walkedFolders: [String] = []
    for path in paths {
      let absolute = PathUtilities.absolute(path, base: workingDirectory)
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory) else {
        var status = stat()
        let reason =
          stat(absolute, &status) != 0 && errno != ENOENT
          ? "cannot read it: \(String(cString: strerror(errno)))" : "no such file or folder"
        errors.append(CatalogError(file: path, line: 1, column: 1, message: reason))
        continue
      }
      if var error = misshapenEntryError(
        absolute, name: PathUtilities.lastComponent(absolute), isFolder: isDirectory.boolValue,
        in: PathUtilities.parent(absolute))
      {
        error.position = SourcePosition(file: path, line: 1, column: 1)
        errors.append(error)
      } else if isDirectory.boolValue {
        let root = PathUtilities.resolvingLinks(absolute)
        walk(absolute, root: root, into: &files, errors: &errors, visited: &visited)
        walkedFolders.append(absolute)
      } else if let file = classify(absolute), let locale = file.context.locale,
        !LocaleID.isChoosable(PathUtilities.stem(PathUtilities.parent(absolute))), locale != .base
      {
        // Named on its own, a file of a folder whose name is no locale (`419.lproj`) would make a
        // column of the matrix; a walk reports the folder the same way.
        let folder = PathUtilities.stem(PathUtilities.parent(absolute))
        errors.append(
          CatalogError(
            file: path, line: 1, column: 1,
            message: "'\(folder)' is not a locale, so the file is not read; rename its folder"
              + Self.renaming(folder)))
      } else if let file = classify(absolute) {
        if visited.insert(absolute).inserted {
          files.append(file)
          named.insert(absolute)
        }
      } else {
        // Named by the user, a file that is not read must say so (a walk passes such files by).
        let isKnownFormat = CatalogFormat(pathExtension: PathUtilities.pathExtension(absolute)) != nil
        errors.append(
          CatalogError(
            file: path, line: 1, column: 1,
            message: isKnownFormat
              ? "not read: outside a *.lproj folder the file has no locale; move it into one (en.lproj)"
              : PathUtilities.pathExtension(absolute).lowercased() == "xcloc"
                ? CatalogDiscovery.xclocFileMessage : "not a localization file"))
      }
    }
    // A file named on its own brings no property list: its sibling tables, which translate the
    // list's other texts, are not read.
    let walkedFiles = files.filter { !named.contains($0.path) }
    files += sourcePropertyLists(besides: walkedFiles, walkedFolders: walkedFolders, visited: &visited)
    files += interfaceBuilderDocuments(besides: walkedFiles, visited: &visited)
    return (Self.readingOrder(files), errors)
  }

  /// Walks `folder`, below the walk's `root` (a real path). Folders are known by their real
  /// paths, so links that loop are walked once; a link to a folder that holds the root (`/`,
  /// `../..`) is not followed at all: it would walk the root again and everything around it.
  /// A `.lproj` folder is known by its own path: one that two targets link to (`Widget/en.lproj`
  /// -> `../Shared/en.lproj`) is a table of each bundle.
  private func walk(
    _ folder: String, root: String, into files: inout [DiscoveredFile], errors: inout [CatalogError],
    visited: inout Set<String>
  ) {
    let real = PathUtilities.resolvingLinks(folder)
    if real != root && (real == "/" || root.hasPrefix(real + "/")) { return }
    let isLocaleFolder = PathUtilities.pathExtension(folder).lowercased() == "lproj"
    guard visited.insert(isLocaleFolder ? "lproj:" + folder : "dir:" + real).inserted else { return }
    if PathUtilities.pathExtension(folder).lowercased() == "xcloc" {
      let contents = folder + "/Localized Contents"
      let names = children(of: contents, errors: &errors).filter(isXLIFF)
      // A bundle Xcode did not finish (or a copy that lost its folder) would drop its locale unseen.
      if names.isEmpty {
        errors.append(
          CatalogError(
            file: PathUtilities.relative(folder, to: workingDirectory), line: 1, column: 1,
            message: "an .xcloc bundle without 'Localized Contents/*.xliff', so nothing of it is read"))
      }
      for name in names {
        let path = contents + "/" + name
        if let file = classify(path), visited.insert(path).inserted { files.append(file) }
      }
      return
    }
    for name in children(of: folder, errors: &errors) {
      let path = folder + "/" + name
      if !exclusion.isEmpty && exclusion.excludes(path) { continue }
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        if let error = unenterableFolderError(folder, child: path) {
          errors.append(error)
          return
        }
        if let error = brokenLinkError(path, name: name) { errors.append(error) }
        continue
      }
      if let error = misshapenEntryError(path, name: name, isFolder: isDirectory.boolValue, in: folder) {
        errors.append(error)
        continue
      }
      if isDirectory.boolValue {
        // A bundle reads a locale's tables from its `.lproj` folder itself, never from a folder in
        // it; and a link there (`ln -s` run twice) would walk the folder again and again.
        if isLocaleFolder { continue }
        if CatalogDiscovery.skipsFolder(named: name, in: folder) { continue }
        let found = files.count
        let isWalked = visited.contains("dir:" + PathUtilities.resolvingLinks(path))
        walk(path, root: root, into: &files, errors: &errors, visited: &visited)
        // A delivery unpacked into a folder of the file's name is read where it holds files;
        // an empty one would leave its locale out unseen (one walked before, through a link, is read).
        if files.count == found, !isWalked,
          CatalogFormat(pathExtension: PathUtilities.pathExtension(name)) == .xliff
        {
          errors.append(
            CatalogError(
              file: PathUtilities.relative(path, to: workingDirectory), line: 1, column: 1,
              message: "a folder, not a .\(PathUtilities.pathExtension(name)) file, and nothing in it is read"
            ))
        }
      } else if let file = classify(path) {
        if visited.insert(path).inserted { files.append(file) }
      } else if PathUtilities.pathExtension(name).lowercased() == "xcloc" {
        errors.append(
          CatalogError(
            file: PathUtilities.relative(path, to: workingDirectory), line: 1, column: 1,
            message: CatalogDiscovery.xclocFileMessage))
      }
    }
  }

  /// What a file named `*.xcloc` is told: Xcode's bundles are folders.
  static let xclocFileMessage =
    "an .xcloc bundle is a folder (Localized Contents/*.xliff); this is a file, so it is not read"

  /// The sorted names in `folder`. A folder that cannot be read, and a localization file or
  /// folder whose name is not UTF-8, are errors: a locale must not drop out of the check unseen.
  private func children(of folder: String, errors: inout [CatalogError]) -> [String] {
    let display = PathUtilities.relative(folder, to: workingDirectory)
    switch FolderListing.read(folder) {
    case .failure(let error):
      if !error.isMissing {
        errors.append(
          CatalogError(file: display, line: 1, column: 1, message: "cannot read the folder: \(error.reason)"))
      }
      return []
    case .success(let listing):
      // A `.lproj` folder whose name is no locale (`_.lproj`, `de x.lproj`) is never chosen by the
      // app; read, it would become a column of the matrix.
      let notLocales = Set(
        listing.names.filter { name in
          PathUtilities.pathExtension(name).lowercased() == "lproj"
            && !LocaleID.isChoosable(PathUtilities.stem(name))
            && holdsLocalizedFiles(folder + "/" + name, depth: 1)
        })
      for name in listing.names where notLocales.contains(name) {
        errors.append(
          CatalogError(
            file: PathUtilities.relative(folder + "/" + name, to: workingDirectory), line: 1, column: 1,
            message: "'\(PathUtilities.stem(name))' is not a locale, so the folder is not read; rename it"
              + Self.renaming(PathUtilities.stem(name))))
      }
      reportUnreadableNames(in: listing, of: folder, errors: &errors)
      return notLocales.isEmpty ? listing.names : listing.names.filter { !notLocales.contains($0) }
    }
  }

  /// Errors for the names in `listing` that cannot be read as paths (not UTF-8, or holding
  /// control characters) but look like, or hold, localization files.
  private func reportUnreadableNames(
    in listing: FolderListing, of folder: String, errors: inout [CatalogError]
  ) {
    for name in listing.undecodableNames
    where looksLocalized(name) || holdsLocalizedFiles(folder + "/" + name) {
      errors.append(
        CatalogError(
          file: PathUtilities.relative(folder + "/" + name, to: workingDirectory), line: 1, column: 1,
          message: "the name is not valid UTF-8, so it is not read; rename it"))
    }
    for name in listing.controlCharacterNames
    where looksLocalized(name) || holdsLocalizedFiles(folder + "/" + name) {
      let shown = PathUtilities.relative(
        folder + "/" + ControlCharacters.escaped(name), to: workingDirectory)
      errors.append(
        CatalogError(
          file: shown, line: 1, column: 1,
          message: "the name holds control characters, so it is not read; rename it"))
    }
  }

  /// Whether `path` is a folder with a localization file somewhere below it (up to `depth` levels,
  /// not in the folders a walk skips): a bundle folder whose name cannot be read must be
  /// reported, not left out with its locales.
  private func holdsLocalizedFiles(_ path: String, depth: Int = 8) -> Bool {
    guard depth > 0, case .success(let listing) = FolderListing.read(path) else { return false }
    let all = listing.names + listing.undecodableNames + listing.controlCharacterNames
    if all.contains(where: looksLocalized) { return true }
    return all.contains { name in
      !CatalogDiscovery.skipsFolder(named: name, in: path)
        && holdsLocalizedFiles(path + "/" + name, depth: depth - 1)
    }
  }

  /// Whether a name is that of a localization file or of a folder that holds them.
  private func looksLocalized(_ name: String) -> Bool {
    let pathExtension = PathUtilities.pathExtension(name).lowercased()
    return CatalogFormat(pathExtension: pathExtension) != nil || pathExtension == "lproj"
      || pathExtension == "xcloc"
  }

  private func isXLIFF(_ name: String) -> Bool {
    CatalogFormat(pathExtension: PathUtilities.pathExtension(name)) == .xliff
  }

  /// What a file's name and folder say about it, or `nil` when it is not a localization file.
  func classify(_ path: String) -> DiscoveredFile? {
    guard let format = CatalogFormat(pathExtension: PathUtilities.pathExtension(path)) else { return nil }
    let folder = PathUtilities.parent(path)
    let folderIsLproj = PathUtilities.pathExtension(folder).lowercased() == "lproj"
    let display = PathUtilities.relative(path, to: workingDirectory)
    let table = PathUtilities.stem(path)
    switch format {
    case .strings, .stringsdict:
      guard folderIsLproj else { return nil }
      let locale = LocaleID(PathUtilities.stem(folder))
      let context = FileContext(
        displayPath: display, bundle: bundleName(PathUtilities.parent(folder)), table: table, locale: locale)
      return DiscoveredFile(path: path, format: format, context: context)
    case .stringCatalog:
      let bundleFolder = folderIsLproj ? PathUtilities.parent(folder) : folder
      let context = FileContext(displayPath: display, bundle: bundleName(bundleFolder), table: table)
      return DiscoveredFile(path: path, format: format, context: context)
    case .xliff:
      let context = FileContext(displayPath: display, bundle: bundleName(folder), table: table)
      return DiscoveredFile(path: path, format: format, context: context)
    case .propertyList, .interfaceBuilder, .xcodeProject:
      return nil
    }
  }

  func bundleName(_ folder: String) -> String {
    PathUtilities.relative(folder, to: workingDirectory)
  }

  /// ` to pt-BR.lproj (Android's spelling of pt-BR)` for a folder named as an Android resource
  /// qualifier (`pt-rBR`).
  private static func renaming(_ folder: String) -> String {
    if let meant = LocaleID.languageMeant(byCountryCode: folder) {
      return " to \(meant).lproj ('\(folder)' is a country's code, not a language's)"
    }
    return LocaleID.androidSpelling(of: folder).map { " to \($0).lproj (Android's spelling of \($0))" } ?? ""
  }
}
