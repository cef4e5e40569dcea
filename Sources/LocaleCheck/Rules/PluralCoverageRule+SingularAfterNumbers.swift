import CatalogParser

extension PluralCoverageRule {
  /// Languages whose nouns stay singular after a numeral ("5 dosya", "5 fájl", "۵ فایل", "5 ფაილი",
  /// "5 fitxategi"): one text reads right for every count there, though CLDR gives them `one`
  /// and `other`. Also Welsh, Breton and Cornish ("5 awr"; a numeral's mutations leave a digit's
  /// noun as it is) and Kurdish.
  static let numeralsTakeSingular: Set<String> = [
    "az", "bn", "br", "ckb", "cy", "eu", "fa", "hu", "hy", "ka", "kk", "kmr", "ku", "kw", "ky", "mn",
    "tk", "tr", "tt", "ug", "uz",
  ]

  /// Whether a set of `other` alone (beside a form no count of the language needs, such as an
  /// explicit `zero`) gives the count as a number in a language whose nouns stay singular after
  /// one ("%lld istasyon" reads right for 1 too): a `one` the set lacks falls back to it unheard,
  /// as one text for a plural source passes. Not where `other` has no number ("İstasyonlar" for
  /// 1), nor where the set has another category of the language: a Welsh "%lld weddi" beside
  /// "%lld o weddïau" tells counts apart, so the mutations of `two`, `few` and `many` are due too.
  static func otherGivesTheCount(_ cases: [String: LocalizedValue], language: String) -> Bool {
    guard numeralsTakeSingular.contains(language), let other = cases["other"]?.value else { return false }
    let required = PluralRules.requiredCategories(for: language) ?? [.other]
    let categories = cases.keys.compactMap(PluralCategory.init(rawValue:))
    guard !categories.contains(where: { $0 != .other && required.contains($0) }) else { return false }
    return FormatSpecifierParser.parse(other).contains {
      $0.substitutionName == nil && [.integer, .floating, .unknown].contains($0.type)
    }
  }
}
