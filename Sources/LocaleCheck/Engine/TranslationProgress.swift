/// How much of a catalog one locale has translated.
public struct TranslationProgress: Hashable, Sendable {
  /// Keys that need a translation: with a source-language value, `shouldTranslate` not false, and
  /// not marked stale (gone from the code, as `missing-translation` treats them); a key only a
  /// translation has is dead, not untranslated.
  public var total: Int
  /// Of those, keys with a usable value of the locale's own.
  public var translated: Int

  /// Counts the keys of every table of `catalog` for `locale`.
  public static func measure(_ catalog: Catalog, locale: LocaleID) -> TranslationProgress {
    measure(catalog, locales: [locale])[0]
  }

  /// The progress of each of `locales`, in their order, from one pass over the catalog (each
  /// key's own values are counted, instead of every key being looked up once per locale).
  public static func measure(_ catalog: Catalog, locales: [LocaleID]) -> [TranslationProgress] {
    var slot: [LocaleID: Int] = [:]
    for locale in locales where slot[locale] == nil { slot[locale] = slot.count }
    var total = 0
    var translated = [Int](repeating: 0, count: slot.count)
    for table in catalog.tables {
      let source = catalog.sourceLocale(of: table)
      for entry in table.entries
      where entry.shouldTranslate && entry.extractionState != "stale" && entry.localizations[source] != nil {
        total += 1
        for (locale, value) in entry.localizations {
          if let index = slot[locale], LabelText.isUsable(value, asSourceText: locale == source) {
            translated[index] += 1
          }
        }
      }
    }
    return locales.map { TranslationProgress(total: total, translated: translated[slot[$0] ?? 0]) }
  }
}
