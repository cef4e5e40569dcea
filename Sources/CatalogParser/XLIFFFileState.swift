/// What the current `<file>` of an XLIFF document declares.
struct XLIFFFileState {
  var tableIndex: Int
  var sourceLocale: LocaleID?
  var targetLocale: LocaleID?
  var isStringsdict: Bool

  /// A unit's values by locale; the target wins where source and target locale are the same.
  func localizations(source: consuming LocalizedValue?, target: consuming LocalizedValue?) -> Localizations {
    let sourceLocale = sourceLocale ?? .base
    guard let target, let targetLocale else {
      guard let source else { return Localizations() }
      return Localizations(sourceLocale, source)
    }
    guard let source, sourceLocale != targetLocale else { return Localizations(targetLocale, target) }
    return Localizations(sourceLocale, source, targetLocale, target)
  }
}
