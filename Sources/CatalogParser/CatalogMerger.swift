/// Merges parsed files into one catalog: tables of the same bundle and name become one.
public enum CatalogMerger {
  /// Merges `parsed` (in reading order) and resolves `Base.lproj` values and duplicates to the
  /// source locale.
  ///
  /// The source locale is `sourceLocale` if given, else the first declared by a String Catalog,
  /// else the first declared by an XLIFF file, else `en`.
  public static func merge(
    _ parsed: [ParsedFile], files: [String] = [], errors: [CatalogError] = [], sourceLocale: LocaleID? = nil
  ) -> Catalog {
    let source = sourceLocale ?? declaredSourceLocale(parsed) ?? LocaleID("en")
    var tables: [String: StringTable] = [:]
    var order: [String] = []
    var duplicates: [DuplicateKey] = []
    for file in parsed {
      // Base.lproj holds source-language text, so its duplicates belong to the source locale too.
      duplicates += file.duplicates.map { duplicate in
        var resolved = duplicate
        if resolved.locale == .base { resolved.locale = source }
        return resolved
      }
      for table in file.tables {
        let id = table.bundle + "\u{0}" + table.name
        if tables[id] == nil {
          order.append(id)
          tables[id] = table
        } else {
          tables[id]!.merge(table)
        }
      }
    }
    let merged = order.map { resolveBase(in: tables[$0]!, source: source) }
      .sorted { ($0.bundle, $0.name) < ($1.bundle, $1.name) }
    return Catalog(
      sourceLocale: source, tables: merged, errors: errors.sorted { $0.position < $1.position },
      duplicates: duplicates, files: files)
  }

  private static func declaredSourceLocale(_ parsed: [ParsedFile]) -> LocaleID? {
    let catalogs = parsed.filter { file in
      file.tables.contains { $0.files.contains { $0.hasSuffix(".xcstrings") } }
    }
    return catalogs.lazy.compactMap(\.sourceLocale).first ?? parsed.lazy.compactMap(\.sourceLocale).first
  }

  /// `Base.lproj` holds source-language text; an explicit source-locale value wins over it.
  private static func resolveBase(in table: StringTable, source: LocaleID) -> StringTable {
    guard table.entries.contains(where: { $0.localizations[.base] != nil }) else { return table }
    var resolved = table
    for entry in table.entries where entry.localizations[.base] != nil {
      resolved.modifyEntry(forKey: entry.key) { entry in
        let base = entry.localizations.removeValue(forKey: .base)
        if entry.localizations[source] == nil { entry.localizations[source] = base }
      }
    }
    return resolved
  }
}
