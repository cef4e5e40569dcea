import CatalogParser

/// Unit symbols ("MB", "km", "dB", "24h", "fps") and which languages write them in Latin
/// letters, as the source does, so that a symbol kept as it is there is no English left in place.
enum UnitSymbols {
  /// What a unit measures: languages write the symbols of a kind alike (Japanese keeps "MB" and
  /// "km" but writes seconds as 秒).
  enum Kind: CaseIterable {
    case time, length, mass, volume, data, frequency, graphics, power

    static let all = Set(allCases)
  }

  /// Symbols by kind, in their usual case and, for rates written as abbreviations, in capitals
  /// too ("FPS", "RPM"); English-only abbreviations ("sec", "hrs") are words. Decibels go with data
  /// sizes (languages that write "МБ" write "дБ"); temperatures are alike everywhere.
  static let kinds: [String: Kind?] = {
    var result: [String: Kind?] = ["°C": nil, "°F": nil]
    let symbols: [(Kind, [String])] = [
      (.time, ["s", "h", "min", "ms", "µs", "μs", "ns"]),
      (.length, ["m", "km", "cm", "mm", "nm", "µm", "μm", "ft", "yd", "mph", "MPH"]),
      (.mass, ["g", "kg", "mg", "µg", "t", "oz", "lb", "lbs"]),
      (.volume, ["l", "L", "ml", "mL", "cl", "dl"]),
      (
        .data,
        [
          "B", "b", "KB", "kB", "MB", "GB", "TB", "PB", "KiB", "MiB", "GiB", "TiB", "kb", "Kb", "Mb", "Gb",
          "bps",
          "kbps", "Kbps", "Mbps", "Gbps", "kbit", "Mbit", "BPS", "KBps", "kBps", "MBps", "GBps", "dB", "dBm",
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

  /// The kinds of unit whose CLDR 47 short symbols a language writes in its own script (ru "МБ",
  /// "км"; he "ק״מ" but "MB"; ja only its times, "秒"): a Latin symbol of those kinds is a copy.
  /// Languages written in Latin letters, and those of other scripts not listed, keep all of them.
  static let ownScriptKinds: [String: Set<Kind>] = {
    let groups: [(Set<Kind>, [String])] = [
      (
        Kind.all,
        [
          "am", "ar", "as", "be", "cv", "fa", "hy", "ka", "kk", "kn", "mn", "ru", "si", "ta", "te", "ti",
          "uk",
        ]
      ),
      ([.time, .length, .mass, .volume, .data, .graphics, .power], ["doi"]),
      ([.time, .length, .mass, .volume, .data, .frequency, .power], ["ky", "ml"]),
      ([.time, .length, .mass, .volume, .frequency, .graphics, .power], ["sd", "yue"]),
      ([.time, .length, .mass, .volume, .graphics, .power], ["bn", "el", "gu", "hi", "mr", "ne", "ur"]),
      ([.time, .length, .mass, .data, .graphics, .power], ["chr"]),
      ([.time, .length, .mass, .volume, .data, .power], ["or", "pa", "sah"]),
      ([.time, .length, .mass, .volume, .power], ["he", "th"]),
      ([.time, .length, .mass, .volume], ["ccp", "kok", "ug"]),
      ([.time, .length, .mass, .power], ["lo"]),
      ([.time, .length, .volume, .power], ["zh"]),
      ([.time, .volume, .data], ["mzn"]),
      ([.time, .mass, .volume], ["sr"]),
      ([.time, .length, .volume], ["trw"]),
      ([.time, .length], ["bgn", "ce", "km"]),
      ([.time, .volume], ["my"]),
      ([.time, .mass], ["ps"]),
      ([.time], ["bg", "brx", "ja", "ko", "ks", "mk", "nqo", "os", "syr"]),
    ]
    var result: [String: Set<Kind>] = [:]
    for (kinds, languages) in groups {
      for language in languages { result[language] = kinds }
    }
    return result
  }()

  /// The kinds of unit that `locale` writes in its own script.
  static func ownScriptKinds(in locale: LocaleID) -> Set<Kind> {
    ParentLocales.isWrittenInLatin(locale) ? [] : ownScriptKinds[locale.language] ?? []
  }

  /// Whether `token` is unit symbols joined by `/` ("km", "MB/s", "kbps"); a number before one is
  /// part of it ("5km", "+5s"). `kind` is what the first one measures ("MB/s" a data size), `nil`
  /// for a temperature.
  static func expression(_ token: Substring) -> (isUnit: Bool, kind: Kind?) {
    let core = token.drop { !$0.isLetter && !$0.isNumber && $0 != "°" && $0 != "µ" && $0 != "μ" }
      .reversed().drop { !$0.isLetter && !$0.isNumber }.reversed()
    let parts = String(core).split(separator: "/", omittingEmptySubsequences: false)
    var first: Kind??
    for part in parts {
      guard let kind = kinds[String(part.drop { $0.isNumber || $0 == "." || $0 == "," })] else {
        return (false, nil)
      }
      if first == nil { first = kind }
    }
    guard let first else { return (false, nil) }
    return (true, first)
  }

  /// Whether `token` is a multiplier ("2x", "0.5×", "16x"), which translators keep in every script.
  static func isMultiplier(_ token: Substring) -> Bool {
    guard let last = token.last, last == "x" || last == "×" else { return false }
    let number = token.dropLast().drop { $0 == "+" || $0 == "-" }
    return !number.isEmpty && number.first!.isNumber
      && number.allSatisfy { $0.isNumber || $0 == "." || $0 == "," }
  }
}
