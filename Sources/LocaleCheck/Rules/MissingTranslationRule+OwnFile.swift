import CatalogParser

extension MissingTranslationRule {
  /// The files of each (table, locale) pair that a finding asked about, read once.
  struct OwnFiles {
    private var firstUnits: [Int: [LocaleID: [Bool: SourcePosition?]]] = [:]
    /// The catalog's ``Catalog/commentedOutKeys`` by key, made once a gap asks.
    private var commentedOut: [String: [CommentedOutKey]]?
    /// Each table's keys that the source lacks, by their folded form (``DeadKeyCounterparts``),
    /// made once a gap of the table asks.
    private var deadKeysByFold: [Int: [String: [String]]] = [:]
    /// Each table's source keys, counted by their folded form, made with ``deadKeysByFold``.
    private var sourceKeyCountsByFold: [Int: [String: Int]] = [:]

    /// The one key of `table` that the source lacks, `locale` translates and that differs from
    /// `key` only in letter case, white space at its ends or its apostrophes (`Evolution` for
    /// `evolution`): the translation's misspelt key, which its translator corrects (audit 234).
    mutating func misspeltKey(
      _ key: String, table: Int, locale: LocaleID, source: LocaleID, in catalog: Catalog
    ) -> (key: String, position: SourcePosition?)? {
      let stringTable = catalog.tables[table]
      let byFold =
        deadKeysByFold[table]
        ?? Dictionary(
          grouping: stringTable.entries.lazy.filter {
            CheckContext.isDeadKey($0, in: stringTable, source: source, tableHasSourceText: true)
          }.map(\.key), by: DeadKeyCounterparts.folded)
      deadKeysByFold[table] = byFold
      let folded = DeadKeyCounterparts.folded(key)
      guard let keys = byFold[folded], keys.count == 1, keys[0] != key else { return nil }
      let sourceCounts =
        sourceKeyCountsByFold[table]
        ?? stringTable.entries.reduce(into: [:]) { counts, entry in
          if entry.localizations[source] != nil {
            counts[DeadKeyCounterparts.folded(entry.key), default: 0] += 1
          }
        }
      sourceKeyCountsByFold[table] = sourceCounts
      // Two source keys that fold alike (`Open`, `open`): which one the translator meant is unclear.
      guard sourceCounts[folded] == 1,
        let dead = stringTable.entry(forKey: keys[0]), let value = dead.localizations[locale],
        !value.isWithoutText,
        // Two strings, not one key written two ways (`CLOSING`, a prosign, beside `Closing`).
        !DeadKeyCounterparts.commentsDiffer(
          dead.comment(writtenIn: locale).map(LabelText.trimmed), stringTable.entry(forKey: key)?.comment)
      else { return nil }
      return (keys[0], value.keyPosition ?? value.position)
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
  /// several tables, at the table's first unit); `nil` to keep `position` (a String Catalog holds
  /// every locale in one file).
  static func ownFilePosition(
    replacing position: SourcePosition?, entry: StringEntry, owner: LocaleID, source: LocaleID, table: Int,
    context: CheckContext, ownFiles: inout OwnFiles
  ) -> SourcePosition? {
    guard let file = position?.file, !file.hasSuffix(".xcstrings"),
      entry.localizations.contains(where: { locale, value in
        locale != source && locale != owner && Self.file(of: value) == file
      }),
      let own = ownFiles.firstUnit(
        ofTable: table, locale: owner, plural: entry.localizations[source].map(Self.varies) ?? false,
        in: context.catalog),
      own.file != file
    else { return nil }
    // In an XLIFF document, the first unit of the table's `<file>`; else the file's start.
    let isExport = CatalogFormat(pathExtension: PathUtilities.pathExtension(own.file)) == .xliff
    return isExport ? own : SourcePosition(file: own.file, line: 1, column: 1)
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
