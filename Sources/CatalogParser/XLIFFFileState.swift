/// What the current `<file>` of an XLIFF document declares, and the localizations its units fill.
struct XLIFFFileState {
  var tableIndex: Int
  var sourceLocale: LocaleID?
  var targetLocale: LocaleID?
  var isStringsdict: Bool
  /// Dictionaries with this file's locales, to copy for each unit: filling a copy's slots needs
  /// no hashing, where inserting into a new dictionary hashes each locale.
  private let sourceOnly: [LocaleID: LocalizedValue]
  private let sourceAndTarget: [LocaleID: LocalizedValue]
  /// Whether the source locale comes first when `sourceAndTarget` (or a copy) is iterated.
  private let sourceComesFirst: Bool

  init(tableIndex: Int, sourceLocale: LocaleID?, targetLocale: LocaleID?, isStringsdict: Bool) {
    self.tableIndex = tableIndex
    self.sourceLocale = sourceLocale
    self.targetLocale = targetLocale
    self.isStringsdict = isStringsdict
    let source = sourceLocale ?? .base
    sourceOnly = [source: LocalizedValue()]
    var both = [source: LocalizedValue()]
    if let targetLocale { both[targetLocale] = LocalizedValue() }
    sourceAndTarget = both
    sourceComesFirst = both.first?.key == source
  }

  /// A unit's values by locale; the target wins where source and target locale are the same.
  func localizations(source: LocalizedValue?, target: LocalizedValue?) -> [LocaleID: LocalizedValue] {
    switch (source, target, targetLocale) {
    case (let source?, let target?, _?):
      var result = sourceAndTarget
      let first = result.startIndex
      guard result.count == 2 else {
        result.values[first] = target  // one locale for both: the target wins
        return result
      }
      let second = result.index(after: first)
      result.values[sourceComesFirst ? first : second] = source
      result.values[sourceComesFirst ? second : first] = target
      return result
    case (let source?, nil, _):
      var result = sourceOnly
      result.values[result.startIndex] = source
      return result
    case (nil, let target?, let targetLocale?):
      return [targetLocale: target]
    default:
      return [:]
    }
  }
}
