import CatalogParser

extension EnglishFallbackRule {
  /// The English translation a locale may show instead of its own, where the source language is
  /// not English: a German or Japanese app's English text is what translators and tools most
  /// often carry into other locales (Russian users of a German app then hear English; audit 273).
  /// `nil` where the source or `resolution`'s locale is English, where the entry has no English
  /// value, or where that value reads as the source's (a copy of the source is told as one).
  /// `en` itself where the entry has it, else the first English locale by name (`en-GB`).
  func englishTranslation(of entry: StringEntry, for resolution: Resolution, source: LocalizedValue)
    -> (locale: LocaleID, value: LocalizedValue)?
  {
    guard resolution.sourceLocale.language != "en", resolution.locale.language != "en" else { return nil }
    let english = entry.localizations.lazy.filter { $0.key.language == "en" }.min {
      ($0.key.identifier == "en" ? 0 : 1, $0.key.identifier) < (
        $1.key.identifier == "en" ? 0 : 1, $1.key.identifier
      )
    }
    guard let (locale, value) = english,
      LabelText.readableText(of: value) != LabelText.readableText(of: source)
    else { return nil }
    return (locale, value)
  }
}
