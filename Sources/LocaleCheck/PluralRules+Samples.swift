extension PluralRules {
  /// The whole numbers that `category` stands for in `language`, written for a message ("1, 21,
  /// 31, …" for Russian `one`, "0 and 1" for French), where it stands for more than one and the
  /// language's rule is listed here; else `nil`.
  ///
  /// From CLDR's cardinal rules, whole numbers only (`v = 0`): a translator who reads "for 1, 21,
  /// 31" sees why "1 неделя" is wrong, and one who reads "for 0 and 1" can judge whether 0 occurs.
  public static func wholeNumberSamples(of category: PluralCategory, in language: String) -> String? {
    guard let key = lookup(language)?.key else { return nil }
    switch category {
    case .zero: return zeroSamples[key]
    case .one: return oneSamples[key]
    case .two: return twoSamples[key]
    case .few: return fewSamples[key]
    case .many: return manySamples[key]
    case .other: return nil
    }
  }

  /// The whole numbers a device shows in `category`'s stead where a plural lacks it: its
  /// ``wholeNumberSamples(of:in:)``, or the one number it holds ("1", "2", Welsh `few` "3").
  /// `nil` for `other`, a category no whole number reaches (Czech `many`) and a language CLDR
  /// does not cover. `withZeroForm`: the plural has a `zero` form, which Foundation shows for 0
  /// in every language, so 0 is not among the category's numbers.
  static func wholeNumbers(of category: PluralCategory, in language: String, withZeroForm: Bool = false)
    -> String?
  {
    if let samples = wholeNumberSamples(of: category, in: language) {
      // The `zero` form itself keeps its 0 (Latvian: 0, 10 to 20, 30, …).
      guard withZeroForm && category != .zero else { return samples }
      return samples == "0 and 1" ? "1" : samples.hasPrefix("0, ") ? String(samples.dropFirst(3)) : samples
    }
    guard let key = lookup(language)?.key else { return nil }
    switch category {
    case .zero: return "0"
    case .one: return "1"
    case .two: return "2"
    case .few: return key == "cy" ? "3" : nil
    case .many: return key == "cy" ? "6" : nil
    case .other: return nil
    }
  }

  /// `one` where it holds more than one whole number.
  private static let oneSamples: [String: String] = {
    var samples: [String: String] = [:]
    for language in zeroOrOne { samples[language] = "0 and 1" }
    // `n % 10 = 1 and n % 100 != 11` and its kin (Lithuanian, Breton, Icelandic, Macedonian).
    for language in ["be", "bs", "hr", "sh", "sr", "ru", "uk", "lt", "lv", "prg", "br", "is", "mk"] {
      samples[language] = "1, 21, 31, …"
    }
    for language in ["sl", "dsb", "hsb"] { samples[language] = "1, 101, 201, …" }
    for language in ["fil", "tl", "ceb"] { samples[language] = "0, 1, 2, 3, 5, 7, 8, 10, …" }
    samples["gv"] = "1, 11, 21, …"
    samples["gd"] = "1 and 11"
    samples["tzm"] = "0, 1 and 11 to 99"
    return samples
  }()

  /// `two` where it holds more than one whole number.
  private static let twoSamples: [String: String] = [
    "sl": "2, 102, 202, …", "dsb": "2, 102, 202, …", "hsb": "2, 102, 202, …", "gd": "2 and 12",
    "gv": "2, 12, 22, …", "br": "2, 22, 32, …", "kw": "2, 22, 42, …",
  ]

  /// `zero` where it holds more than one whole number (`n % 10 = 0 or n % 100 = 11..19`).
  private static let zeroSamples: [String: String] = [
    "lv": "0, 10 to 20, 30, …", "prg": "0, 10 to 20, 30, …",
  ]

  /// `few`, where it holds whole numbers (all but Welsh's hold several).
  private static let fewSamples: [String: String] = {
    var samples: [String: String] = [:]
    // `n % 10 = 2..4 and n % 100 != 12..14`.
    for language in ["ru", "uk", "be", "pl", "bs", "hr", "sh", "sr"] {
      samples[language] = "2 to 4, 22 to 24, 32 to 34, …"
    }
    for language in ["cs", "sk"] { samples[language] = "2 to 4" }
    for language in ["sl", "dsb", "hsb"] { samples[language] = "3, 4, 103, 104, …" }
    for language in ["ro", "mo"] { samples[language] = "0, 2 to 19, 101 to 119, …" }
    for language in ["ar", "ars"] { samples[language] = "3 to 10, 103 to 110, …" }
    samples["lt"] = "2 to 9, 22 to 29, 32 to 39, …"
    samples["mt"] = "0, 3 to 10, 103 to 110, …"
    samples["gd"] = "3 to 10 and 13 to 19"
    samples["ga"] = "3 to 6"
    samples["shi"] = "2 to 10"
    samples["br"] = "3, 4, 9, 23, 24, 29, …"
    samples["gv"] = "0, 20, 40, 60, 80, 100, …"
    samples["kw"] = "3, 23, 43, 63, 83, 103, …"
    return samples
  }()

  /// `many`, where it holds whole numbers: not Czech's, Slovak's, Lithuanian's or Manx's, which
  /// hold decimals only; Hebrew's as iOS 16 and earlier use it.
  private static let manySamples: [String: String] = {
    var samples: [String: String] = [:]
    for language in ["ru", "uk", "be"] { samples[language] = "0, 5 to 20, 25 to 30, …" }
    samples["pl"] = "0, 5 to 21, 25 to 31, …"
    for language in ["ar", "ars"] { samples[language] = "11 to 99, 111 to 199, …" }
    // `i % 1000000 = 0`: only written-out millions reach it.
    for language in ["fr", "pt", "ca", "it", "pt-PT", "es", "vec", "lld", "scn", "br"] {
      samples[language] = "1000000, 2000000, …"
    }
    // CLDR 42 took it out: iOS 17 and later never show it.
    for language in ["he", "iw"] { samples[language] = "20, 30, 40, … on iOS 16 and earlier" }
    samples["mt"] = "11 to 19, 111 to 119, …"
    samples["ga"] = "7 to 10"
    samples["kw"] = "21, 41, 61, 81, 101, …"
    return samples
  }()
}
