import CatalogParser

extension MissingTranslationRule {
  /// Where `locale`'s `infoPlist.strings` (a name the system does not read; iOS's file system
  /// tells case) holds the `InfoPlist` key whose gap is told: the fix is the file's name, not a
  /// translation (audit 238: Mastodon's German permission prompts).
  static func miscasedInfoPlistTranslation(
    of entry: StringEntry, in table: StringTable, locale: LocaleID, catalog: Catalog
  ) -> (file: String, position: SourcePosition?)? {
    // Beside an `InfoPlist.xcstrings`, Xcode builds the locale's `InfoPlist.strings` itself: a
    // file renamed so would clash with it (review 168).
    guard table.isInfoPlist, !table.files.contains(where: { $0.hasSuffix(".xcstrings") }) else { return nil }
    for other in catalog.tables where other.bundle == table.bundle && other.isMiscasedInfoPlist {
      guard let value = other.entry(forKey: entry.key)?.localizations[locale], !value.isWithoutText,
        let position = value.keyPosition ?? value.position
      else { continue }
      return (PathUtilities.lastComponent(position.file), position)
    }
    return nil
  }

  /// Points `finding` (a gap of `locale`) at `locale`'s `infoPlist.strings` that holds the key,
  /// where one does: the fix is to rename that file, or, beside the locale's own `InfoPlist.strings`
  /// (`hasOwnFile`), to move that line there. Returns whether it did.
  static func pointAtMiscasedInfoPlist(
    _ finding: inout Finding, of entry: StringEntry, in table: StringTable, locale: LocaleID,
    hasOwnFile: Bool,
    catalog: Catalog
  ) -> Bool {
    guard let miscased = miscasedInfoPlistTranslation(of: entry, in: table, locale: locale, catalog: catalog)
    else { return false }
    finding.position = miscased.position ?? finding.position
    finding.message +=
      "; \(locale)'s \(miscased.file) has it, but the system reads only "
      + (hasOwnFile
        ? "InfoPlist.strings: move that line there" : "files named InfoPlist.strings: rename that file")
    return true
  }
}
