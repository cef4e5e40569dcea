/// What the current `<file>` of an XLIFF document declares.
struct XLIFFFileState {
  var tableIndex: Int
  var sourceLocale: LocaleID?
  var targetLocale: LocaleID?
  var isStringsdict: Bool

  /// A unit's values by locale; the target wins where source and target locale are the same.
  func localizations(source: LocalizedValue?, target: LocalizedValue?) -> Localizations {
    var result = Localizations()
    if let source { result[sourceLocale ?? .base] = source }
    if let target, let targetLocale { result[targetLocale] = target }
    return result
  }
}
