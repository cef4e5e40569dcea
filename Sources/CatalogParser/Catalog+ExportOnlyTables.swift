extension Catalog {
  /// The catalog without the tables that only a source-language XLIFF export holds, where the
  /// project's own catalogs are read too: an old `en.xcloc` kept in the repository still names
  /// tables the project has renamed or removed, and every locale would be missing all their
  /// keys. A table that a translation or one of the project's files holds stays; so does every
  /// table of a run over exports alone. (`inspect` lists them all: it shows what the files hold.)
  public func withoutExportOnlyTables() -> Catalog {
    guard tables.contains(where: { !Self.isXLIFFOnly($0) }) else { return self }
    var result = self
    result.tables.removeAll { table in
      let source = table.sourceLocale ?? sourceLocale
      return Self.isXLIFFOnly(table) && table.locales.allSatisfy { $0 == source }
    }
    return result
  }

  /// Whether every file of `table` is XLIFF (also inside an `.xcloc`).
  private static func isXLIFFOnly(_ table: StringTable) -> Bool {
    !table.files.isEmpty
      && table.files.allSatisfy { CatalogFormat(pathExtension: PathUtilities.pathExtension($0)) == .xliff }
  }
}
