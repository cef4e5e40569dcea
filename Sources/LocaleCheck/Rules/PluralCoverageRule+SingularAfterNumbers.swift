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

  /// Whether a set that tells no count from another gives the count as a number in a language
  /// whose nouns stay singular after one ("%lld istasyon" reads right for 1 too): a category the
  /// set lacks falls back to `other` unheard, as one text for a plural source passes. The set's
  /// forms beside `other` repeat its text, or are `zero`, worded for no count ("Dim gweddi").
  /// Not where `other` has no number ("İstasyonlar" for 1), nor where a form tells counts apart:
  /// a Welsh "%lld weddi" beside "%lld o weddïau" shows that the language's `two`, `few` and
  /// `many` mutations are due too.
  static func otherGivesTheCount(_ cases: [String: LocalizedValue], language: String) -> Bool {
    guard numeralsTakeSingular.contains(language), let other = cases["other"]?.value,
      cases.allSatisfy({ $0.key == "zero" || $0.value.value == other })
    else { return false }
    return FormatSpecifierParser.parse(other).contains {
      $0.substitutionName == nil && [.integer, .floating, .unknown].contains($0.type)
    }
  }
}
