import CatalogParser

/// Warnings about String Catalogs that Xcode does not build where they lie: beside `.strings` or
/// `.stringsdict` files of their own table (a migration left half done), or inside an `.lproj`
/// folder (Apple's build system, `XCStringsCompiler`, stops with an error for both).
extension Project {
  /// Tables that a String Catalog and `.strings`/`.stringsdict` files give in one bundle.
  ///
  /// The run merges them key by key, while Xcode refuses to build a target that holds both. Not
  /// in a resource bundle (`Settings.bundle`), which Xcode copies as it is, compiling nothing.
  public func catalogBesideStringsWarnings() -> [ProjectNotice] {
    catalog.tables.compactMap { table in
      guard !table.bundle.lowercased().hasSuffix(".bundle") else { return nil }
      let catalogs = table.files.filter { Self.isStringCatalog($0) }
      let legacy = table.files.filter { Self.isLegacyTableFile($0) }
      guard let first = catalogs.first, !legacy.isEmpty else { return nil }
      let name = PathUtilities.lastComponent(first)
      let files =
        legacy.count == 1
        ? "1 .strings or .stringsdict file" : "\(legacy.count) .strings or .stringsdict files"
      return ProjectNotice(
        .warning,
        "\(first) and \(files) of its table (\(Self.listed(legacy))) are in one bundle: Xcode does not build a "
          + "target that holds both ('\(name) cannot co-exist with other .strings or .stringsdict tables with the "
          + "same name'); labelcheck merges them key by key; finish the migration to the String Catalog (Xcode's "
          + "Migrate to String Catalog moves their keys into it), or rename one table")
    }
  }

  /// String Catalogs inside an `.lproj` folder other than `mul.lproj`.
  ///
  /// A catalog beside an Interface Builder file belongs in `mul.lproj` (Xcode's check is
  /// case-sensitive); Xcode does not build one elsewhere, which the run reads as usual.
  public func catalogInLocaleFolderWarnings() -> [ProjectNotice] {
    catalog.tables.flatMap(\.files).filter { file in
      let folder = PathUtilities.lastComponent(PathUtilities.parent(file))
      return Self.isStringCatalog(file) && PathUtilities.pathExtension(folder).lowercased() == "lproj"
        && folder != "mul.lproj"
    }
    .map { file in
      ProjectNotice(
        .warning,
        "\(file): Xcode does not build a String Catalog inside an .lproj folder ('\(PathUtilities.lastComponent(file)) "
          + "should not be inside an lproj directory'), as it holds every language itself; move it up to the "
          + "folder that holds the .lproj folders")
    }
  }

  private static func isStringCatalog(_ path: String) -> Bool {
    format(of: path) == .stringCatalog
  }

  /// A `.strings` or `.stringsdict` file of an `.lproj` folder; not an XLIFF export's.
  private static func isLegacyTableFile(_ path: String) -> Bool {
    let format = format(of: path)
    return format == .strings || format == .stringsdict
  }

  private static func format(of path: String) -> CatalogFormat? {
    CatalogFormat(pathExtension: PathUtilities.pathExtension(path))
  }

  /// The first three of `files`, and how many more.
  static func listed(_ files: [String]) -> String {
    let shown = files.prefix(3).joined(separator: ", ")
    return files.count > 3 ? shown + " and \(files.count - 3) more" : shown
  }
}
