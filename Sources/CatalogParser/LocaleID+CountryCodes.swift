extension LocaleID {
  /// The locale meant by a folder or key named with a country's code instead of its language's
  /// (`jp` for `ja`, `cn` for `zh-Hans`, `dk` for `da`), where that code names no language; `nil`
  /// otherwise. iOS never reads `jp.lproj`: its Japanese users see the development language.
  public static func languageMeant(byCountryCode name: String) -> String? {
    countryCodeLanguages[name.trimmingWhitespace.lowercased()]
  }

  /// Country codes that are no ISO 639-1 language code, by the locale an app means by them.
  private static let countryCodeLanguages: [String: String] = [
    "jp": "ja", "cn": "zh-Hans", "hk": "zh-HK", "gr": "el", "dk": "da", "cz": "cs", "ua": "uk", "vn": "vi",
    "il": "he", "ir": "fa", "rs": "sr", "al": "sq", "by": "be", "kz": "kk", "gb": "en-GB", "us": "en-US",
    "at": "de-AT", "mx": "es-MX",
  ]
}
