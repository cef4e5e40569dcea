/// Which locale of the run judges a value or a gap that several locales of a fallback chain show.
extension CheckContext {
  /// Whether rules that judge a translation's text (`english-fallback`, `format-mismatch`,
  /// `role-in-label`, `length-expansion`) judge this cell's value: the locale's own, or one it
  /// inherits from a parent locale that this run does not check (`--locales pt-BR` over a `pt`
  /// value), which would otherwise be reported nowhere. A value that a checked parent holds or
  /// reads too (`es-419` for `es-MX` over an `es` value) is reported once, at the parent; one
  /// that siblings read from an unchecked parent (`es-AR` and `es-MX` over `es`), once, at the
  /// first of them by identifier (`entry`'s values tell which siblings read it).
  public func judgesValue(of resolution: Resolution, entry: StringEntry? = nil) -> Bool {
    judgingLocale(of: resolution, entry: entry) == resolution.locale
  }

  /// The locale of the run whose cell judges the value `resolution` shows: its own, for its own
  /// value or one inherited from parents the run does not check, else the checked locale nearest
  /// the value's owner between the two, the owner included (`es` for `es-MX` where `es-419` and
  /// `es` are checked; `es-419` where `es` is not); `nil` where there is no translated value
  /// (none, or the source's text).
  public func judgingLocale(of resolution: Resolution, entry: StringEntry? = nil) -> LocaleID? {
    if resolution.isOwnValue { return resolution.locale }
    guard let owner = resolution.resolvedFrom, resolution.value != nil, !resolution.isSourceFallback else {
      return nil
    }
    let nearest = checkedLocale(nearest: owner, from: resolution)
    // The nearest checked locale may itself have a sibling that judges for it (`pt-MO` reads `pt`
    // through `pt-PT`, whose sibling `pt-BR` judges; review 109).
    guard let entry, !locales.contains(owner) else { return nearest }
    // The first sibling that reads `owner`'s value, as a file's findings are placed: a locale with
    // a usable value of its own stands between.
    let ownValues = Set(entry.localizations.filter { LabelText.isUsable($0.value) }.map(\.key))
    return reportingLocale(forFileOf: owner, source: resolution.sourceLocale, shadowedBy: ownValues)
      ?? nearest
  }

  /// The locale of the run nearest `owner` on `resolution`'s chain up to `owner`: each locale
  /// between reads `owner`'s text (or lack of it) from there too.
  private func checkedLocale(nearest owner: LocaleID, from resolution: Resolution) -> LocaleID {
    var nearest = resolution.locale
    let chain = resolver(forSource: resolution.sourceLocale).chain(for: resolution.locale)
    for step in chain.dropFirst() {
      if locales.contains(step) { nearest = step }
      if step == owner { break }
    }
    return nearest
  }

  /// The locale of the run that reports what is wrong in a translation file of `locale` (a
  /// repeated key, a dead key): `locale` itself where the run checks it, else the first checked
  /// locale (by identifier) that reads the file as a parent's with no checked locale between
  /// (`de-AT` for `de.lproj` under `--locales de-AT`), as ``judgesValue(of:)`` has a child judge
  /// the values it inherits; once, as the finding is the file's. Never for the source locale's
  /// files, which every chain ends with.
  ///
  /// A gap of `locale` (a key its file lacks, or a table it has no file of) is told the same way,
  /// once for all the locales reading it (`es-MX` for `es-AR` too under `--locales es-MX,es-AR`),
  /// by a child whose chain reaches `locale` before any of `shadowing`: the locales whose own
  /// file of the table stands in between.
  public func reportingLocale(
    forFileOf locale: LocaleID, source: LocaleID, shadowedBy shadowing: Set<LocaleID> = []
  ) -> LocaleID? {
    if locales.contains(locale) { return locale }
    guard locale != source else { return nil }
    let resolver = resolver(forSource: source)
    // The first in identifier order, so that the order of `--locales` changes nothing.
    return locales.filter { child in
      let chain = resolver.chain(for: child)
      guard let index = chain.firstIndex(of: locale) else { return false }
      // A checked step that is another name of the child's folder (`zh-TW`, `zh-Hant-TW`) does not
      // stand between (review 110).
      return !chain[..<index].contains { step in
        (step != child && locales.contains(step) && !resolver.chain(for: step).contains(child))
          || shadowing.contains(step)
      }
    }.min()
  }
}
