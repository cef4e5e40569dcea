import CatalogParser

extension MissingTranslationRule {
  /// Which tables each file gives values of, and each locale's XLIFF exports with their tables and
  /// first unit: where a locale whose exports lack a table altogether hears of its gaps.
  struct ExportIndex {
    /// The tables (by index) each file gives a value of.
    var tablesByFile: [String: Set<Int>] = [:]
    /// Each locale's XLIFF documents: the tables they translate and their first unit of the locale.
    var exportsByLocale: [LocaleID: [String: (tables: Set<Int>, firstUnit: SourcePosition?)]] = [:]

    /// The index of `catalog`, made in one pass over its values.
    init(_ catalog: Catalog) {
      for (index, table) in catalog.tables.enumerated() {
        for entry in table.entries {
          for (locale, value) in entry.localizations {
            guard let file = MissingTranslationRule.file(of: value) else { continue }
            tablesByFile[file, default: []].insert(index)
            guard CatalogFormat(pathExtension: PathUtilities.pathExtension(file)) == .xliff else { continue }
            var export = exportsByLocale[locale, default: [:]][file] ?? ([], nil)
            export.tables.insert(index)
            if let position = value.keyPosition ?? value.position, position.file == file,
              export.firstUnit.map({ position < $0 }) ?? true
            {
              export.firstUnit = position
            }
            exportsByLocale[locale, default: [:]][file] = export
          }
        }
      }
    }
  }
}
