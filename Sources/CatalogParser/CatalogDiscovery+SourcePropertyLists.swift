import Foundation

extension CatalogDiscovery {
  /// The property lists whose text the `.lproj` tables among `files` translate, not yet in
  /// `visited`: the `Info.plist` (or `*-Info.plist`) of a bundle folder that holds `.lproj`
  /// folders or an `InfoPlist.xcstrings`, for its `InfoPlist` table, and each schema file of a Settings bundle (`*.plist` in
  /// a `*.bundle` folder that holds them), for the table it names.
  ///
  /// Only folders with tables are looked at: an `Info.plist` of a target that localizes nothing
  /// would otherwise ask every locale for prompts no one meant to translate there. Nor is an
  /// `Info.plist` read beside tables without `InfoPlist` where a folder inside or around it has
  /// that table (its translations kept apart, `App/Resources/de.lproj/InfoPlist.strings`): its
  /// prompts would be a second table that no locale translates.
  ///
  /// A folder of `InfoPlist` tables without an Info plist of its own gets the one of the folder
  /// above it (see ``enclosingInfoPlists(of:tableFolders:walkedFolders:visited:)``), else the one
  /// its Xcode project names (see ``projectInfoPlists(for:readFor:walkedFolders:visited:)``).
  func sourcePropertyLists(
    besides files: [DiscoveredFile], walkedFolders: [String], visited: inout Set<String>
  ) -> [DiscoveredFile] {
    // A folder with `.lproj` tables, or with the `InfoPlist.xcstrings` that Xcode 15 makes for
    // the target's `Info.plist` beside it (audit 125); not a folder with other catalogs only.
    let bundleFolders = Set(
      files.lazy.filter {
        $0.format == .strings || $0.format == .stringsdict
          || ($0.format == .stringCatalog && $0.context.table == StringTable.infoPlistName)
      }.compactMap(Self.bundleFolder(of:)))
    let infoPlistFolders = Set(
      files.lazy.filter { $0.context.table == StringTable.infoPlistName && $0.format != .xliff }
        .compactMap(Self.bundleFolder(of:)))
    var found: [DiscoveredFile] = []
    for folder in bundleFolders.sorted() {
      guard case .success(let listing) = FolderListing.read(folder) else { continue }
      let isSettingsBundle = PathUtilities.pathExtension(folder).lowercased() == "bundle"
      let names =
        isSettingsBundle
        ? listing.names.filter { PathUtilities.pathExtension($0).lowercased() == "plist" }
        : Self.readsInfoPlist(in: folder, infoPlistFolders: infoPlistFolders)
          ? Self.infoPlistName(in: listing.names) : []
      for name in names {
        let table = isSettingsBundle ? PathUtilities.stem(name) : StringTable.infoPlistName
        if let file = sourcePropertyList(at: folder + "/" + name, of: folder, table: table, visited: &visited)
        {
          found.append(file)
        }
      }
    }
    // Any folder with tables of its own: `.lproj` tables or a String Catalog (review 191).
    let tableFolders = bundleFolders.union(
      files.lazy.filter { $0.format == .stringCatalog }.compactMap(Self.bundleFolder(of:)))
    found += enclosingInfoPlists(
      of: infoPlistFolders, tableFolders: tableFolders, walkedFolders: walkedFolders, visited: &visited)
    let covered = Set(
      found.lazy.filter { $0.context.table == StringTable.infoPlistName }.map(\.context.bundle))
    return found + buildSettingsPrompts(for: found, walkedFolders: walkedFolders, visited: &visited)
      + projectInfoPlists(for: files, readFor: covered, walkedFolders: walkedFolders, visited: &visited)
  }

  /// The property list at `path`, read as source text of `table` in the bundle of `folder`, unless
  /// it is excluded, no regular file, or already `visited`.
  func sourcePropertyList(at path: String, of folder: String, table: String, visited: inout Set<String>)
    -> DiscoveredFile?
  {
    guard exclusion.isEmpty || !exclusion.excludes(path), Self.isRegularFile(path),
      visited.insert(path).inserted
    else { return nil }
    let context = FileContext(
      displayPath: PathUtilities.relative(path, to: workingDirectory), bundle: bundleName(folder),
      table: table,
      locale: .base)
    return DiscoveredFile(path: path, format: .propertyList, context: context)
  }

  /// Whether the `Info.plist` of `folder` is read: unless its target keeps its `InfoPlist`
  /// table in another folder, one inside it or around it (`App/Resources/de.lproj/InfoPlist.strings`
  /// beside `App/Info.plist`), not a sibling target's (`MacApp/`).
  private static func readsInfoPlist(in folder: String, infoPlistFolders: Set<String>) -> Bool {
    infoPlistFolders.contains(folder)
      || !infoPlistFolders.contains { $0.hasPrefix(folder + "/") || folder.hasPrefix($0 + "/") }
  }

  /// The target's Info plist among a folder's `names`: `Info.plist`, else the one `*-Info.plist`
  /// (an older project's `App-Info.plist`). Beside `Info.plist` another is a build
  /// configuration's (`Debug-Info.plist`), and of several without it none is surely the app's.
  static func infoPlistName(in names: [String]) -> [String] {
    if names.contains("Info.plist") { return ["Info.plist"] }
    let others = names.filter { $0.hasSuffix("-Info.plist") && mayBeInfoPlist($0) }
    return others.count == 1 ? others : []
  }

  /// Whether a file's `name` may be a target's Info plist (`Info.plist`, `*-Info.plist`): not
  /// Firebase's `GoogleService-Info.plist`, which is configuration.
  static func mayBeInfoPlist(_ name: String) -> Bool {
    name.hasSuffix("Info.plist") && name != "GoogleService-Info.plist"
  }

  /// The folder of a project file's bundle on disk: the one holding its `.lproj` folder, or a
  /// String Catalog's own.
  static func bundleFolder(of file: DiscoveredFile) -> String? {
    let folder = PathUtilities.parent(file.path)
    let inLocaleFolder = PathUtilities.pathExtension(folder).lowercased() == "lproj"
    switch file.format {
    case .strings, .stringsdict: return inLocaleFolder ? PathUtilities.parent(folder) : nil
    case .stringCatalog: return inLocaleFolder ? PathUtilities.parent(folder) : folder
    case .xliff, .propertyList, .interfaceBuilder, .xcodeProject: return nil
    }
  }

  static func isRegularFile(_ path: String) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
  }
}
