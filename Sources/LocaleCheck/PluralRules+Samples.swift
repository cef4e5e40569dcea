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
    case .few, .many, .other: return nil
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
}
