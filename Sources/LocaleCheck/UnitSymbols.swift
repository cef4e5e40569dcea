import CatalogParser

/// Unit symbols ("MB", "km", "dB", "24h", "fps") and which languages write them in Latin
/// letters, as the source does, so that a symbol kept as it is there is no English left in place.
enum UnitSymbols {
  /// What a unit measures: languages write the symbols of a kind alike (Japanese keeps "MB" and
  /// "km" but writes seconds as 秒).
  enum Kind: CaseIterable {
    case time, subsecond, length, mass, volume, data, frequency, graphics, power, speed

    static let all = Set(allCases)
  }

  /// Symbols by kind, in their usual case and, for rates written as abbreviations, in capitals
  /// too ("FPS", "RPM"); English-only abbreviations ("sec", "hrs") are words. "bit" is CLDR's
  /// symbol in most languages (cs, pl, ja "1 bit"); "bits" is not (Slovak writes "bity",
  /// "bitov"). Decibels go with data sizes (languages that write "МБ" write "дБ"); temperatures are alike everywhere.
  static let kinds: [String: Kind?] = {
    var result: [String: Kind?] = ["°C": nil, "°F": nil]
    let symbols: [(Kind, [String])] = [
      (.time, ["s", "h", "min"]),
      (.subsecond, ["ms", "µs", "μs", "ns"]),
      (.length, ["m", "km", "cm", "mm", "nm", "µm", "μm", "ft", "yd", "mi"]),
      (.speed, ["km/h", "m/s", "km/s", "mph", "MPH", "kph"]),
      // Amounts of substance go with masses ("mg/dL" beside "mmol/L" on a glucose meter).
      (
        .mass, ["g", "kg", "mg", "µg", "t", "oz", "lb", "lbs", "mol", "mmol", "µmol", "μmol", "nmol", "pmol"]
      ),
      (.volume, ["l", "L", "ml", "mL", "cl", "cL", "dl", "dL"]),
      (
        .data,
        [
          "B", "b", "KB", "kB", "MB", "GB", "TB", "PB", "KiB", "MiB", "GiB", "TiB", "kb", "Kb", "Mb", "Gb",
          "bps",
          "kbps", "Kbps", "Mbps", "Gbps", "bit", "kbit", "Mbit", "Gbit", "BPS", "KBps", "kBps", "MBps",
          "GBps", "dB", "dBm",
        ]
      ),
      (.frequency, ["Hz", "kHz", "MHz", "GHz", "bpm", "rpm", "BPM", "RPM"]),
      (.graphics, ["px", "pt", "dp", "fps", "dpi", "ppi", "FPS", "DPI", "PPI"]),
      (
        .power,
        [
          "W", "V", "A", "K", "J", "N", "kW", "mW", "MW", "kWh", "Wh", "mAh", "mV", "mA", "kJ", "kcal", "Pa",
          "hPa", "kPa", "mbar", "lx", "lm",
        ]
      ),
    ]
    for (kind, names) in symbols {
      for name in names { result[name] = kind }
    }
    return result
  }()

  /// The kinds of unit whose CLDR 47 short symbols a language (or a language in a script, `zh-Hant`,
  /// `uz-Cyrl`) writes mostly in its own script (ru "МБ", "км"; he "ק״מ" but "MB"; ja only its
  /// seconds, minutes and hours, "秒" but "ms"): a Latin symbol of those kinds is a copy. Languages
  /// written in Latin letters, and those of other scripts not listed, keep all of them.
  static let ownScriptKinds: [String: Set<Kind>] = {
    let groups: [(Set<Kind>, [String])] = [
      (Kind.all, ["am", "ar", "as", "be", "ff-Adlm", "hy", "kk", "kn", "ru", "si", "ta", "te", "ti", "uk"]),
      (
        [.time, .subsecond, .length, .mass, .volume, .data, .frequency, .power],
        ["cv", "kk-Arab", "ky", "ml", "mn"]
      ),
      ([.time, .subsecond, .length, .mass, .volume, .frequency, .graphics, .power], ["ka", "yue-Hans"]),
      ([.time, .subsecond, .length, .mass, .volume, .data, .power], ["doi", "or", "pa"]),
      ([.time, .subsecond, .length, .mass, .volume, .graphics, .power], ["mr"]),
      ([.time, .subsecond, .length, .mass, .volume, .frequency, .power], ["sd", "yue", "zh-Hant"]),
      ([.time, .subsecond, .length, .mass, .frequency, .power], ["fa"]),
      ([.time, .subsecond, .length, .mass, .volume, .power], ["hi", "th"]),
      ([.time, .subsecond, .length, .data, .power], ["chr"]),
      ([.time, .subsecond, .length, .mass, .volume], ["gu", "kok"]),
      ([.time, .length, .mass, .volume, .power], ["he"]),
      ([.time, .subsecond, .length, .mass, .power], ["ne"]),
      ([.time, .subsecond, .length, .mass], ["bn", "el", "lo", "sah"]),
      ([.time, .subsecond, .length, .volume], ["zh"]),
      ([.time, .length, .mass], ["ccp", "ug", "uz-Cyrl"]),
      ([.time, .subsecond, .data], ["mzn"]),
      ([.time, .subsecond, .length], ["trw", "ur"]),
      ([.time, .subsecond], ["bgn", "ce", "mk", "nqo", "syr"]),
      ([.time, .length], ["km"]),
      ([.time], ["bg", "brx", "bs-Cyrl", "ja", "ko", "ks", "ms-Arab", "my", "os", "ps", "sr"]),
      ([], ["ks-Deva", "mn-Mong", "pa-Arab", "sd-Deva"]),
    ]
    var result: [String: Set<Kind>] = [:]
    for (kinds, languages) in groups {
      for language in languages { result[language] = kinds }
    }
    for language in speedLanguages { result[language, default: []].insert(.speed) }
    return result
  }()

  /// The kinds of unit that `locale` writes in its own script: those of the language in its
  /// script where that has data of its own (`zh-Hant`, `uz-Cyrl`), else the language's.
  static func ownScriptKinds(in locale: LocaleID) -> Set<Kind> {
    guard !ParentLocales.isWrittenInLatin(locale) else { return [] }
    let scripted = ParentLocales.effectiveScript(of: locale).flatMap {
      ownScriptKinds["\(locale.language)-\($0)"]
    }
    return scripted ?? ownScriptKinds[locale.language] ?? []
  }

  /// The languages (or languages in a script) whose CLDR 47 short speeds are mostly in their own
  /// script (ru "км/ч", he "קמ״ש"); Japanese, Korean and Simplified Chinese keep "km/h".
  static let speedLanguages: Set<String> = [
    "am", "ar", "as", "be", "chr", "cv", "doi", "el", "gu", "he", "hi", "hy", "ka", "kk", "kn", "kok", "ky",
    "lo", "mk", "ml", "mn", "mr", "or", "pa", "ru", "sd", "si", "sr", "ta", "te", "th", "ti", "ug", "uk",
    "yue",
    "zh-Hant", "kk-Arab", "yue-Hans", "ff-Adlm",
  ]

  /// Whether `token` is unit symbols, alone or as a rate joined by `/` ("km", "MB/s", "kbps"); a
  /// number before one is part of it ("5km", "+5s"). `kind` is what it measures, `nil` for a
  /// temperature: a speed ("km/h"), else its first unit's kind ("MB/s" is a data size, written
  /// "MB/s" by Korean, which writes seconds "초").
  static func expression(_ token: Substring) -> (isUnit: Bool, kind: Kind?) {
    let core = Substring(
      token.drop { !$0.isLetter && !$0.isNumber && $0 != "°" && $0 != "µ" && $0 != "μ" }
        .reversed().drop { !$0.isLetter && !$0.isNumber }.reversed())
    func symbol(_ text: Substring) -> String { String(text.drop { $0.isNumber || $0 == "." || $0 == "," }) }
    if kinds[symbol(core)] == .speed { return (true, .speed) }
    let parts = core.split(separator: "/", omittingEmptySubsequences: false).map { kinds[symbol($0)] }
    guard !core.isEmpty, let first = parts.first, parts.allSatisfy({ $0 != nil }) else { return (false, nil) }
    return (true, first ?? nil)
  }

  /// Whether `token` is a multiplier ("2x", "0.5×", "x2", "×16"), which translators keep in every
  /// script.
  static func isMultiplier(_ token: Substring) -> Bool {
    func isNumber(_ text: Substring) -> Bool {
      let digits = text.drop { $0 == "+" || $0 == "-" }
      return digits.first?.isNumber == true && digits.allSatisfy { $0.isNumber || $0 == "." || $0 == "," }
    }
    if let last = token.last, last == "x" || last == "×" { return isNumber(token.dropLast()) }
    if let first = token.first, first == "x" || first == "×" { return isNumber(token.dropFirst()) }
    return false
  }

}
