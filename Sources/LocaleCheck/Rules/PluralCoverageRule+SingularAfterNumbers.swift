extension PluralCoverageRule {
  /// Languages whose nouns stay singular after a numeral ("5 dosya", "5 fájl", "۵ فایل", "5 ფაილი",
  /// "5 fitxategi"): one text reads right for every count there, though CLDR gives them `one`
  /// and `other`. Also Welsh, Breton and Cornish ("5 awr"; a numeral's mutations leave a digit's
  /// noun as it is) and Kurdish.
  static let numeralsTakeSingular: Set<String> = [
    "az", "bn", "br", "ckb", "cy", "eu", "fa", "hu", "hy", "ka", "kk", "kmr", "ku", "kw", "ky", "mn",
    "tk", "tr", "tt", "ug", "uz",
  ]
}
