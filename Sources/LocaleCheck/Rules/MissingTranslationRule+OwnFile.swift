import CatalogParser

extension MissingTranslationRule {
  /// The files of each (table, locale) pair that a finding asked about, read once.
  struct OwnFiles {
    private var firstUnits: [Int: [LocaleID: [Bool: SourcePosition?]]] = [:]
    /// The catalog's ``Catalog/commentedOutKeys`` by key, made once a gap asks.
    private var commentedOut: [String: [CommentedOutKey]]?
    /// Each table's ``DeadKeyCounterparts``, made once a gap of the table asks.
    private var counterparts: [Int: DeadKeyCounterparts] = [:]
    /// The files' tables and the locales' exports, made once a gap of a table without its
    /// locale's file asks (see ``exportStart(of:besides:in:)``).
    private var exports: ExportIndex?

    /// The key of `table` that the source lacks, that `locale` translates and that differs from
    /// `key` only in letter case, white space at its ends or its apostrophes (`Evolution` for
    /// `evolution`; ``DeadKeyCounterparts/misspeltKey(for:in:)``), with where `locale` writes it.
    mutating func misspeltKey(
      _ key: String, table: Int, locale: LocaleID, source: LocaleID, in catalog: Catalog
    ) -> (key: String, position: SourcePosition?)? {
      var tableCounterparts =
        counterparts[table] ?? DeadKeyCounterparts(table: catalog.tables[table], source: source)
      defer { counterparts[table] = tableCounterparts }
      guard let entry = tableCounterparts.misspeltKey(for: key, in: locale),
        let value = entry.localizations[locale]
      else { return nil }
      return (entry.key, value.keyPosition ?? value.position)
    }

    /// Where `locale`'s `.strings` file of `table` keeps `key` in a comment
    /// (`//"key" = "Text";`), set aside untranslated: where its translator mends the gap.
    mutating func commentedOutKey(_ key: String, table: StringTable, locale: LocaleID, in catalog: Catalog)
      -> CommentedOutKey?
    {
      guard !catalog.commentedOutKeys.isEmpty else { return nil }
      let byKey = commentedOut ?? Dictionary(grouping: catalog.commentedOutKeys, by: \.key)
      commentedOut = byKey
      return byKey[key]?.last { $0.locale == locale && $0.table == table.name && $0.bundle == table.bundle }
    }

    /// Where `locale`'s own export of the project tells a gap of a table all its exports lack:
    /// its first unit in the first XLIFF document (by path) that shares a table with `file`, the
    /// other locale's export that gives the source text (not another app's export in a run over
    /// several; review 190).
    mutating func exportStart(of locale: LocaleID, besides file: String, in catalog: Catalog)
      -> SourcePosition?
    {
      let index = exports ?? ExportIndex(catalog)
      exports = index
      let shared = index.tablesByFile[file] ?? []
      guard
        let export = index.exportsByLocale[locale]?.lazy
          .filter({ !$0.value.tables.isDisjoint(with: shared) }).min(by: { $0.key < $1.key })
      else { return nil }
      return export.value.firstUnit ?? SourcePosition(file: export.key, line: 1, column: 1)
    }

    /// Where the first file that gives `locale` a value in the table at `table` writes its first
    /// unit of the table, if any: an XLIFF document may translate several tables.
    ///
    /// `plural`: whether the unit sought is a plural's. A table exported as a `.strings` and a
    /// `.stringsdict` `<file>` is one table in two places; a plural's gap is told in the
    /// `.stringsdict`'s, a text's in the `.strings`'s, where the document has units of its kind.
    mutating func firstUnit(ofTable table: Int, locale: LocaleID, plural: Bool, in catalog: Catalog)
      -> SourcePosition?
    {
      if let known = firstUnits[table]?[locale]?[plural] { return known }
      var file: String?
      var first: SourcePosition?
      var firstOfKind: SourcePosition?
      for entry in catalog.tables[table].entries {
        guard let value = entry.localizations[locale], let valueFile = MissingTranslationRule.file(of: value),
          file == nil || valueFile == file
        else { continue }
        file = valueFile
        // The earliest in the file: the table's entries are in the order the run met them.
        guard let position = value.keyPosition, position.file == valueFile else { continue }
        if first.map({ position < $0 }) ?? true { first = position }
        if MissingTranslationRule.varies(value) == plural, firstOfKind.map({ position < $0 }) ?? true {
          firstOfKind = position
        }
      }
      let found = firstOfKind ?? first ?? file.map { SourcePosition(file: $0, line: 1, column: 1) }
      firstUnits[table, default: [:]][locale, default: [:]][plural] = .some(found)
      return found
    }
  }

  /// Where the gap of `owner` (the locale, or the parent whose table it reads) is told when
  /// `position`, the source text's, is in another locale's file: an export's `<source>` where no
  /// source-language file exists (`de.xliff` beside `ar.xliff`). The owner's own file
  /// of the table is where its translator looks (in an XLIFF document, which may translate
  /// several tables, at the table's first unit, also where one document holds several languages);
  /// `nil` to keep `position` (a String Catalog holds every locale in one file).
  static func ownFilePosition(
    replacing position: SourcePosition?, entry: StringEntry, owner: LocaleID, source: LocaleID, table: Int,
    context: CheckContext, ownFiles: inout OwnFiles
  ) -> SourcePosition? {
    guard isInAnotherLocalesFile(position, entry: entry, owner: owner, source: source),
      let file = position?.file,
      let own = ownFiles.firstUnit(
        ofTable: table, locale: owner, plural: entry.localizations[source].map(Self.varies) ?? false,
        in: context.catalog),
      // One document may hold `<file>`s of several languages: the owner's, not the unit of
      // another locale in it (audit 260).
      own.file != file || own != position
    else { return nil }
    // In an XLIFF document, the first unit of the table's `<file>`; else the file's start.
    let isExport = CatalogFormat(pathExtension: PathUtilities.pathExtension(own.file)) == .xliff
    return isExport ? own : SourcePosition(file: own.file, line: 1, column: 1)
  }

  /// Where the gap of `owner`, whose exports lack the table altogether, is told when
  /// `position` is in another locale's file: the start of the owner's first export (audit 277:
  /// SimpleX's Arabic gaps told in `ru.xliff`); `nil` to keep `position`.
  static func ownExportPosition(
    replacing position: SourcePosition?, entry: StringEntry, owner: LocaleID, source: LocaleID,
    context: CheckContext, ownFiles: inout OwnFiles
  ) -> SourcePosition? {
    guard isInAnotherLocalesFile(position, entry: entry, owner: owner, source: source) else { return nil }
    guard let file = position?.file else { return nil }
    return ownFiles.exportStart(of: owner, besides: file, in: context.catalog)
  }

  /// Whether `position` (the source text's) is in a file of a locale other than `owner` and the
  /// source: an export's `<source>` where no source-language file exists; not a String Catalog,
  /// which holds every locale in one file.
  private static func isInAnotherLocalesFile(
    _ position: SourcePosition?, entry: StringEntry, owner: LocaleID, source: LocaleID
  ) -> Bool {
    guard let file = position?.file, !file.hasSuffix(".xcstrings") else { return false }
    return entry.localizations.contains { locale, value in
      locale != source && locale != owner && Self.file(of: value) == file
    }
  }

  /// Whether `value` varies (by count or device), as a `.stringsdict` entry or a catalog's
  /// plural does.
  static func varies(_ value: LocalizedValue) -> Bool {
    value.variations != nil || value.substitutions != nil
  }

  /// The file that writes `value`: its own position's, else its first form's (a plural an
  /// export writes as one unit per form has no position of its own).
  static func file(of value: LocalizedValue) -> String? {
    (value.position ?? value.keyPosition)?.file
      ?? value.leaves.lazy.compactMap { $0.leaf.position?.file }.first
  }
}
