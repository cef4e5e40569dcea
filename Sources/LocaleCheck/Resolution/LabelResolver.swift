/// Resolves labels the way the OS does: the locale, its CLDR parents, then the source language.
///
/// The fallback chain of each locale is worked out once (for the locales given at creation, or
/// on each call for others): a matrix resolves thousands of keys per locale.
public struct LabelResolver: Sendable {
  /// The source (development) language.
  public let sourceLocale: LocaleID
  private let plans: [LocaleID: Plan]

  /// How one locale resolves: its chain, and at which steps a value is the source language's
  /// text instead of a translation (a missing translation).
  struct Plan: Sendable {
    var chain: [(locale: LocaleID, isSourceText: Bool)]
    var speaksSourceLanguage: Bool
  }

  /// A resolver; the chains of `locales` are prepared in advance.
  public init(sourceLocale: LocaleID, locales: [LocaleID] = []) {
    self.sourceLocale = sourceLocale
    var plans: [LocaleID: Plan] = [:]
    for locale in locales { plans[locale] = LabelResolver.plan(for: locale, source: sourceLocale) }
    self.plans = plans
  }

  /// The locales tried for `locale`, in order, ending with the source locale.
  public func chain(for locale: LocaleID) -> [LocaleID] {
    plan(for: locale).chain.map(\.locale)
  }

  /// Whether `locale` speaks the source language (`en-GB` when the source is `en`).
  public func isSourceLanguage(_ locale: LocaleID) -> Bool {
    plan(for: locale).speaksSourceLanguage
  }

  /// How `entry` resolves in `locale`.
  public func resolve(_ entry: StringEntry?, in locale: LocaleID) -> Resolution {
    // Only the entry's values are bound, not a copy of the whole entry (one per cell).
    let plan = plan(for: locale)
    let speaks = plan.speaksSourceLanguage
    guard let localizations = entry?.localizations else {
      return Resolution(
        locale: locale, value: nil, resolvedFrom: nil, isSourceFallback: false, ownValue: nil,
        sourceLocale: sourceLocale, speaksSourceLanguage: speaks)
    }
    let own = localizations[locale]
    // The first value the chain meets, where it is an empty `.strings` text that CFBundle returns.
    var emptyFrom: LocaleID?
    var metValue = false
    for step in plan.chain {
      // The chain starts with the locale itself, whose value is already at hand.
      let candidate = step.locale == locale ? own : localizations[step.locale]
      guard let value = candidate else { continue }
      if !metValue && step.locale != sourceLocale && LabelText.isEmptyStringsValue(value) {
        emptyFrom = step.locale
      }
      metValue = true
      guard LabelText.isUsable(value, asSourceText: step.locale == sourceLocale) else { continue }
      let viaSource = !speaks && step.isSourceText
      return Resolution(
        locale: locale, value: value, resolvedFrom: step.locale, isSourceFallback: viaSource, ownValue: own,
        sourceLocale: sourceLocale, speaksSourceLanguage: speaks, emptyValueFrom: emptyFrom)
    }
    return Resolution(
      locale: locale, value: nil, resolvedFrom: nil, isSourceFallback: false, ownValue: own,
      sourceLocale: sourceLocale, speaksSourceLanguage: speaks, emptyValueFrom: emptyFrom)
  }

  private func plan(for locale: LocaleID) -> Plan {
    plans[locale] ?? LabelResolver.plan(for: locale, source: sourceLocale)
  }

  private static func plan(for locale: LocaleID, source: LocaleID) -> Plan {
    var chain = ParentLocales.fallbackChain(for: locale)
    if !chain.contains(source) { chain.append(source) }
    // A parent in another language that is not the source's is one CLDR or Apple chose for the
    // locale's users (`nn` -> `nb`, `hi-Latn` -> `en-IN`): what they are meant to read, not a
    // missing translation.
    let isSourceText = { (step: LocaleID) in
      !ParentLocales.isSameLanguage(step, locale) && ParentLocales.isSameLanguage(step, source)
    }
    return Plan(
      chain: chain.map { ($0, isSourceText($0)) },
      speaksSourceLanguage: ParentLocales.isSameLanguage(locale, source))
  }
}
