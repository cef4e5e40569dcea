extension Catalog {
  /// The catalog without what only a stale XLIFF export holds, where the project's own catalogs
  /// are read too: an old `en.xcloc` kept in the repository still names tables the project has
  /// renamed or removed, and every locale would be missing all their keys; an old `de.xliff` of a
  /// table the project still has names keys it has since removed, whose `<source>` copied into
  /// `<target>` would be reported as English in German. A table that a translation or one of the
  /// project's files holds stays, and a key one of the project's files writes or that only a
  /// source-language export names (a key added since the catalog was last built, still to
  /// translate); so does everything of a run over exports alone. (`inspect` lists them all: it
  /// shows what the files hold.) A table of exports alone loses the source texts that only a
  /// translation's export gives, where an export of the source language is among them.
  public func withoutExportOnlyTables() -> Catalog {
    var result = self
    for index in result.tables.indices where Self.isXLIFFOnly(result.tables[index]) {
      result.tables[index].dropTranslationSourceTexts(in: result.tables[index].sourceLocale ?? sourceLocale)
    }
    guard result.tables.contains(where: { !Self.isXLIFFOnly($0) }) else { return result }
    result.tables.removeAll { table in
      let source = table.sourceLocale ?? sourceLocale
      return Self.isXLIFFOnly(table) && table.locales.allSatisfy { $0 == source }
    }
    for index in result.tables.indices where Self.mayHoldExportOnlyKeys(result.tables[index]) {
      let table = result.tables[index]
      let source = table.sourceLocale ?? sourceLocale
      result.tables[index].removeEntries { Self.isExportOnly($0, of: table, source: source) }
    }
    return result
  }

  /// The keys that ``withoutExportOnlyTables()`` leaves out of tables the project's own files
  /// hold, by table: empty for a run over exports alone.
  public func exportOnlyKeys() -> [ExportOnlyKeys] {
    guard tables.contains(where: { !Self.isXLIFFOnly($0) }) else { return [] }
    return tables.compactMap { table in
      guard Self.mayHoldExportOnlyKeys(table) else { return nil }
      let source = table.sourceLocale ?? sourceLocale
      let entries = table.entries.filter { Self.isExportOnly($0, of: table, source: source) }
      guard !entries.isEmpty else { return nil }
      let files = Set(
        entries.flatMap { $0.localizations.values.compactMap { ($0.position ?? $0.keyPosition)?.file } })
      return ExportOnlyKeys(
        bundle: table.bundle, table: table.name, files: files.sorted(), keys: entries.map(\.key))
    }
  }

  /// Whether `table` is the project's and an export's too: only such a table has keys that
  /// only exports name.
  private static func mayHoldExportOnlyKeys(_ table: StringTable) -> Bool {
    !isXLIFFOnly(table) && table.files.contains(where: isXLIFFFile)
  }

  /// Whether only translations' XLIFF exports name `entry` of `table`: not a key that an export
  /// of the source language names (added in code since the `.strings` files were last written,
  /// still to translate). A String Catalog is what Xcode exports, and it adds the code's new keys
  /// to the catalog as it does: a key the catalog lacks was removed since, whichever export holds
  /// it (KeepingYouAwake's old `en.xcloc`, audit 191).
  private static func isExportOnly(_ entry: StringEntry, of table: StringTable, source: LocaleID) -> Bool {
    guard isExportOnly(entry) else { return false }
    if table.files.contains(where: { $0.hasSuffix(".xcstrings") }) { return true }
    return entry.localizations.keys.contains { $0 != source }
      && table.sourceExportKeys?.contains(entry.key) != true
  }

  /// Whether only XLIFF files write `entry`: its key (the project's files are read first, so a
  /// key they write is first written there) and every value of it (a translation's export).
  private static func isExportOnly(_ entry: StringEntry) -> Bool {
    guard let file = entry.keyPosition?.file, isXLIFFFile(file), !entry.localizations.isEmpty else {
      return false
    }
    return entry.localizations.values.allSatisfy(\.isFromXLIFF)
  }

  /// Whether every file of `table` is XLIFF (also inside an `.xcloc`).
  package static func isXLIFFOnly(_ table: StringTable) -> Bool {
    !table.files.isEmpty && table.files.allSatisfy(isXLIFFFile)
  }

  private static func isXLIFFFile(_ path: String) -> Bool {
    CatalogFormat(pathExtension: PathUtilities.pathExtension(path)) == .xliff
  }
}
