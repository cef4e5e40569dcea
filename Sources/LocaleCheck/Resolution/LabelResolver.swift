/// Resolves labels the way the OS does: the locale, its CLDR parents, then the source language.
public struct LabelResolver: Sendable {
  /// The source (development) language.
  public var sourceLocale: LocaleID

  public init(sourceLocale: LocaleID) { self.sourceLocale = sourceLocale }

  /// The locales tried for `locale`, in order, ending with the source locale.
  public func chain(for locale: LocaleID) -> [LocaleID] {
    var chain = ParentLocales.fallbackChain(for: locale)
    if !chain.contains(sourceLocale) { chain.append(sourceLocale) }
    return chain
  }

  /// Whether `locale` speaks the source language (`en-GB` when the source is `en`).
  public func isSourceLanguage(_ locale: LocaleID) -> Bool {
    ParentLocales.isSameLanguage(locale, sourceLocale)
  }

  /// How `entry` resolves in `locale`.
  public func resolve(_ entry: StringEntry?, in locale: LocaleID) -> Resolution {
    let own = entry?.localizations[locale]
    guard let entry else {
      return Resolution(locale: locale, value: nil, resolvedFrom: nil, isSourceFallback: false, ownValue: nil)
    }
    let sameLanguage = isSourceLanguage(locale)
    for candidate in chain(for: locale) {
      guard let value = entry.localizations[candidate], LabelText.isUsable(value) else { continue }
      let viaSource = !sameLanguage && !ParentLocales.isSameLanguage(candidate, locale)
      return Resolution(
        locale: locale, value: value, resolvedFrom: candidate, isSourceFallback: viaSource, ownValue: own)
    }
    return Resolution(locale: locale, value: nil, resolvedFrom: nil, isSourceFallback: false, ownValue: own)
  }
}
