import Foundation

extension CatalogDiscovery {
  /// The property lists whose text the `.lproj` tables among `files` translate, not yet in
  /// `visited`: the `Info.plist` (or `*-Info.plist`) of a bundle folder that holds `.lproj`
  /// folders, for its `InfoPlist` table, and each schema file of a Settings bundle (`*.plist` in
  /// a `*.bundle` folder that holds them), for the table it names.
  ///
  /// Only folders with tables are looked at: an `Info.plist` of a target that localizes nothing
  /// would otherwise ask every locale for prompts no one meant to translate there. Nor is an
  /// `Info.plist` read beside tables without `InfoPlist` where another folder has that table (its
  /// translations kept apart, `App/Resources/de.lproj/InfoPlist.strings`): its prompts would be
  /// a second table that no locale translates.
  func sourcePropertyLists(besides files: [DiscoveredFile], visited: inout Set<String>) -> [DiscoveredFile] {
    let bundleFolders = Set(
      files.lazy.filter { $0.format == .strings || $0.format == .stringsdict }.compactMap(
        Self.bundleFolder(of:)))
    let infoPlistFolders = Set(
      files.lazy.filter { $0.context.table == StringTable.infoPlistName && $0.format != .xliff }
        .compactMap(Self.bundleFolder(of:)))
    var found: [DiscoveredFile] = []
    for folder in bundleFolders.sorted() {
      guard case .success(let listing) = FolderListing.read(folder) else { continue }
      let isSettingsBundle = PathUtilities.pathExtension(folder).lowercased() == "bundle"
      let readsInfoPlist = infoPlistFolders.isEmpty || infoPlistFolders.contains(folder)
      for name in listing.names where PathUtilities.pathExtension(name).lowercased() == "plist" {
        let path = folder + "/" + name
        guard let table = Self.sourcePropertyListTable(named: name, inSettingsBundle: isSettingsBundle),
          isSettingsBundle || readsInfoPlist, exclusion.isEmpty || !exclusion.excludes(path),
          Self.isRegularFile(path), visited.insert(path).inserted
        else { continue }
        let context = FileContext(
          displayPath: PathUtilities.relative(path, to: workingDirectory), bundle: bundleName(folder),
          table: table, locale: .base)
        found.append(DiscoveredFile(path: path, format: .propertyList, context: context))
      }
    }
    return found
  }

  /// The folder of a project file's bundle on disk: the one holding its `.lproj` folder, or a
  /// String Catalog's own.
  private static func bundleFolder(of file: DiscoveredFile) -> String? {
    let folder = PathUtilities.parent(file.path)
    let inLocaleFolder = PathUtilities.pathExtension(folder).lowercased() == "lproj"
    switch file.format {
    case .strings, .stringsdict: return inLocaleFolder ? PathUtilities.parent(folder) : nil
    case .stringCatalog: return inLocaleFolder ? PathUtilities.parent(folder) : folder
    case .xliff, .propertyList: return nil
    }
  }

  /// The table a property list named `name` gives text to: `InfoPlist` for an `Info.plist`, the
  /// file's own name for a Settings bundle's schema (the parser reads the table it names).
  private static func sourcePropertyListTable(named name: String, inSettingsBundle: Bool) -> String? {
    if inSettingsBundle { return PathUtilities.stem(name) }
    return name == "Info.plist" || name.hasSuffix("-Info.plist") ? StringTable.infoPlistName : nil
  }

  private static func isRegularFile(_ path: String) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
  }
}
