/// How much of a catalog one locale has translated.
public struct TranslationProgress: Hashable, Sendable {
  /// Keys that need a translation: with a source-language value and `shouldTranslate` not false
  /// (a key only a translation has is dead, not untranslated).
  public var total: Int
  /// Of those, keys with a usable value of the locale's own.
  public var translated: Int

  /// Counts the keys of every table of `catalog` for `locale`.
  public static func measure(_ catalog: Catalog, locale: LocaleID) -> TranslationProgress {
    var total = 0
    var translated = 0
    for table in catalog.tables {
      for entry in table.entries
      where entry.shouldTranslate && entry.localizations[catalog.sourceLocale] != nil {
        total += 1
        if let value = entry.localizations[locale], LabelText.isUsable(value) { translated += 1 }
      }
    }
    return TranslationProgress(total: total, translated: translated)
  }
}
