extension Catalog {
  /// Leaves out what only a source-language XLIFF export holds, where the project's own catalogs
  /// are read too: an old `en.xcloc` kept in the repository still names tables and keys the
  /// project has renamed or removed, and every locale would be missing them all. A table or key
  /// that a translation or one of the project's files holds stays; so does everything in a run
  /// over exports alone.
  mutating func removeExportOnlyTables() {
    guard tables.contains(where: { !Self.isXLIFFOnly($0) }) else { return }
    let runSource = sourceLocale
    tables.removeAll { table in
      let source = table.sourceLocale ?? runSource
      return Self.isXLIFFOnly(table) && table.locales.allSatisfy { $0 == source }
    }
    // Keys of a project table that only the export has (removed from the project since).
    for index in tables.indices
    where tables[index].files.contains(where: Self.isXLIFF) && !Self.isXLIFFOnly(tables[index]) {
      let source = tables[index].sourceLocale ?? runSource
      tables[index].removeEntries { entry in
        entry.localizations.count == 1 && entry.localizations[source]?.isFromXLIFF == true
      }
    }
  }

  /// Whether every file of `table` is XLIFF (also inside an `.xcloc`).
  private static func isXLIFFOnly(_ table: StringTable) -> Bool {
    !table.files.isEmpty && table.files.allSatisfy(isXLIFF)
  }

  private static func isXLIFF(_ file: String) -> Bool {
    let name = PathUtilities.pathExtension(file).lowercased()
    return name == "xliff" || name == "xlf"
  }
}
