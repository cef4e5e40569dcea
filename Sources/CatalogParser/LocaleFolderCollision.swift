/// Two `.lproj` folders of one bundle that name the same locale (`pt-BR.lproj` and
/// `pt_BR.lproj`, `en.lproj` and `English.lproj`): the app reads one of them, so what a
/// translator writes in the other may never be shown.
public struct LocaleFolderCollision: Hashable, Sendable {
  /// The locale both folders name.
  public var locale: LocaleID
  /// The folders (display paths), sorted.
  public var folders: [String]

  /// A collision of `folders` (display paths, sorted) that all name `locale`.
  public init(locale: LocaleID, folders: [String]) {
    self.locale = locale
    self.folders = folders
  }

  /// The collisions among the `.lproj` folders of `files` (display paths, as ``Catalog/files``).
  public static func find(in files: [String]) -> [LocaleFolderCollision] {
    var folders: [String: Set<String>] = [:]
    var locales: [String: LocaleID] = [:]
    for file in files {
      let folder = PathUtilities.parent(file)
      guard PathUtilities.pathExtension(folder).lowercased() == "lproj" else { continue }
      let locale = LocaleID(PathUtilities.stem(folder))
      let slot = PathUtilities.parent(folder) + "\u{0}" + locale.identifier
      folders[slot, default: []].insert(folder)
      locales[slot] = locale
    }
    return folders.compactMap { slot, names in
      guard names.count > 1, let locale = locales[slot] else { return nil }
      return LocaleFolderCollision(locale: locale, folders: names.sorted())
    }
    .sorted { $0.folders.lexicographicallyPrecedes($1.folders) }
  }
}
