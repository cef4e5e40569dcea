/// What the current `<file>` of an XLIFF document declares.
struct XLIFFFileState {
  var tableIndex: Int
  var sourceLocale: LocaleID?
  var targetLocale: LocaleID?
  var isStringsdict: Bool

  /// A unit's values by locale; the target wins where source and target locale are the same.
  func localizations(source: LocalizedValue?, target: LocalizedValue?) -> Localizations {
    let sourceLocale = sourceLocale ?? .base
    switch (source, target, targetLocale) {
    case (let source?, let target?, let targetLocale?):
      return sourceLocale == targetLocale
        ? Localizations(targetLocale, target) : Localizations(sourceLocale, source, targetLocale, target)
    case (let source?, _, _): return Localizations(sourceLocale, source)
    case (nil, let target?, let targetLocale?): return Localizations(targetLocale, target)
    default: return Localizations()
    }
  }
}
