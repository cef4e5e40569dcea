import CatalogParser

extension MissingTranslationRule {
  /// The files of each (table, locale) pair that a finding asked about, read once.
  struct OwnFiles {
    private var files: [Int: [LocaleID: String?]] = [:]

    /// The first file that gives `locale` a value in the table at `table`, if any.
    mutating func file(ofTable table: Int, locale: LocaleID, in catalog: Catalog) -> String? {
      if let known = files[table]?[locale] { return known }
      let found = catalog.tables[table].entries.lazy.compactMap { entry in
        entry.localizations[locale].flatMap(MissingTranslationRule.file(of:))
      }.first
      files[table, default: [:]][locale] = .some(found)
      return found
    }
  }

  /// Where the gap of `owner` (the locale, or the parent whose table it reads) is told when
  /// `position`, the source text's, is in another locale's file: an export's `<source>` where no
  /// source-language file exists (`de.xliff` beside `ar.xliff`, audit 85). The owner's own file
  /// of the table is where its translator looks; `nil` to keep `position` (a String Catalog holds
  /// every locale in one file).
  static func ownFilePosition(
    replacing position: SourcePosition?, entry: StringEntry, owner: LocaleID, source: LocaleID, table: Int,
    context: CheckContext, ownFiles: inout OwnFiles
  ) -> SourcePosition? {
    guard let file = position?.file, !file.hasSuffix(".xcstrings"),
      entry.localizations.contains(where: { locale, value in
        locale != source && locale != owner && Self.file(of: value) == file
      }),
      let own = ownFiles.file(ofTable: table, locale: owner, in: context.catalog), own != file
    else { return nil }
    return SourcePosition(file: own, line: 1, column: 1)
  }

  /// The file that writes `value`: its own position's, else its first form's (a plural an
  /// export writes as one unit per form has no position of its own).
  static func file(of value: LocalizedValue) -> String? {
    (value.position ?? value.keyPosition)?.file
      ?? value.leaves.lazy.compactMap { $0.leaf.position?.file }.first
  }
}
