/// A BCP 47 locale identifier in canonical form (`pt-BR`, `zh-Hant`, `es-419`).
///
/// Built from `.lproj` folder names (`pt_BR`, legacy `English`), XLIFF languages and catalog keys;
/// compared case-insensitively by canonicalizing on creation. The canonical identifier is interned
/// once per process: a locale is a number, compared and hashed as one (every key of a catalog has
/// a value per locale, so locales are compared and hashed more than anything else).
public struct LocaleID: Hashable, Comparable, Sendable, CustomStringConvertible {
  private let number: UInt32

  /// The canonical identifier.
  public var identifier: String { StringInternTable.locales.string(number) }

  /// The sentinel for `Base.lproj`, which holds source-language text.
  public static let base = LocaleID(canonical: "Base")

  private init(canonical: String) { number = StringInternTable.locales.number(of: canonical) }

  /// Canonicalizes `raw` (`pt_BR` -> `pt-BR`, `ZH-hans` -> `zh-Hans`, `English` -> `en`).
  public init(_ raw: String) {
    let trimmed = raw.trimmingWhitespace
    // Folder names are matched regardless of case (`base.lproj`, `english.lproj`), as on the
    // case-insensitive file systems where such folders are made.
    let lowercased = trimmed.lowercased()
    if lowercased == "base" {
      self = .base
      return
    }
    if let legacy = LocaleID.legacyNames[lowercased] {
      self.init(legacy)
      return
    }
    let parts = trimmed.split(whereSeparator: { $0 == "_" || $0 == "-" }).map(String.init)
    var canonical: [String] = []
    // BCP 47: extensions and private use (after a one-letter singleton, `-u-ca-japanese`,
    // `-x-pseudo`) are written in lowercase; their two-letter keys are no regions.
    var afterSingleton = false
    for (index, part) in parts.enumerated() {
      canonical.append(
        afterSingleton ? part.lowercased() : LocaleID.canonicalSubtag(part, isFirst: index == 0))
      if index > 0 && part.count == 1 { afterSingleton = true }
    }
    if let current = canonical.first.flatMap({
      LocaleID.deprecatedLanguages[$0] ?? LocaleID.threeLetterLanguages[$0]
    }) {
      canonical[0] = current
    }
    self.init(canonical: canonical.joined(separator: "-"))
  }

  /// "'de|x' is not a locale (such as de, pt-BR or zh-Hans)", with `raw` escaped for one line;
  /// for Android's `pt-rBR`, the locale it means.
  public static func notALocale(_ raw: String) -> String {
    if let spelling = androidSpelling(of: raw.trimmingWhitespace) {
      return
        "'\(ControlCharacters.escaped(raw))' is not a locale (Android's spelling of \(spelling): write \(spelling))"
    }
    return "'\(ControlCharacters.escaped(raw))' is not a locale (such as de, pt-BR or zh-Hans)"
  }

  /// Whether `raw` can name a locale: a language tag or a legacy folder name (runs of ASCII
  /// letters and digits joined by single `-` or `_`, at most 64 characters, the first a language
  /// subtag; white space around is trimmed). A value such as `de|x`, `_`, `de x` or one with a line break is none, and must not
  /// become a column of its own.
  public static func isWellFormed(_ raw: String) -> Bool {
    let trimmed = raw.trimmingWhitespace
    // A language subtag is letters: `123` or `419` alone names no language.
    guard let first = trimmed.utf8.first, first | 0x20 >= UInt8(ascii: "a"),
      first | 0x20 <= UInt8(ascii: "z"),
      trimmed.utf8.count <= 64
    else { return false }
    var previousWasSeparator = true  // a separator may not come first
    for byte in trimmed.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"):
        previousWasSeparator = false
      case UInt8(ascii: "-"), UInt8(ascii: "_"):
        if previousWasSeparator { return false }
        previousWasSeparator = true
      default:
        return false
      }
    }
    return !previousWasSeparator && hasLanguageSubtag(trimmed) && androidSpelling(of: trimmed) == nil
  }

  /// Whether `raw` is a locale a device can choose, as an `.lproj` folder's name must be to be
  /// read: well-formed (``isWellFormed(_:)``), a two-letter language of ISO 639-1 (`dk` is none:
  /// Danish is `da`), and its other subtags in BCP 47's order. A String Catalog's or XLIFF file's
  /// locale need only be well-formed (one odd locale must not cost the file), and so does one the
  /// user names (`--locales` selects what the files hold).
  public static func isChoosable(_ raw: String) -> Bool {
    let trimmed = raw.trimmingWhitespace
    guard isWellFormed(trimmed) else { return false }
    let lowercased = trimmed.lowercased()
    if lowercased == "base" || legacyNames[lowercased] != nil { return true }
    let language = lowercased.prefix { $0 != "-" && $0 != "_" }
    if language.count == 2 && !LanguageCodes.twoLetter.contains(String(language))
      && deprecatedLanguages[String(language)] == nil
    {
      return false
    }
    return hasSubtagsInOrder(trimmed)
  }

  /// Whether `raw` is a locale a user may name (`--locales`, a configuration's `locales`):
  /// well-formed (``isWellFormed(_:)``) and a language tag by BCP 47's grammar, its subtags in
  /// order and each singleton followed by a subtag, or a legacy folder name. `de-DE-x` and
  /// `xx-YY-ZZ` are typos, which would otherwise make a column of missing translations (audit
  /// 326). Unlike ``isChoosable(_:)``, any language subtag is taken: a file may hold one.
  public static func isLanguageTag(_ raw: String) -> Bool {
    let trimmed = raw.trimmingWhitespace
    guard isWellFormed(trimmed) else { return false }
    let lowercased = trimmed.lowercased()
    return lowercased == "base" || legacyNames[lowercased] != nil
      || irregularGrandfatheredTags.contains(lowercased.replacingOccurrences(of: "_", with: "-"))
      || hasSubtagsInOrder(trimmed)
  }

  /// BCP 47's irregular grandfathered tags that are not `i-…` (RFC 5646, section 2.2.8): tags
  /// registered whole, whose subtags break the order.
  private static let irregularGrandfatheredTags: Set<String> = [
    "en-gb-oed", "sgn-be-fr", "sgn-be-nl", "sgn-ch-de",
  ]

  /// Whether the subtags after the language come in BCP 47's order: up to three extended
  /// languages (3 letters), a script (4 letters), a region (2 letters or 3 digits), variants (5
  /// to 8 letters or digits, or a digit and 3), then extensions and private use (after a
  /// one-letter singleton). `DK-nb-NO.lproj` (two regions) is no locale a device chooses.
  private static func hasSubtagsInOrder(_ name: String) -> Bool {
    let parts = name.utf8.split(whereSeparator: { $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_") })
    guard parts.count > 1 else { return true }
    // A private-use tag (`x-pseudo`) has the rules of what follows a singleton; `i-klingon` and
    // the other grandfathered tags are registered whole.
    if parts[0].count == 1 {
      return parts[0].first.map { $0 | 0x20 == UInt8(ascii: "i") } ?? false
        || hasSubtagsAfterSingletons(parts[...])
    }
    let isLetter = { (byte: UInt8) in byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z") }
    let isDigit = { (byte: UInt8) in byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
    var next = 0  // 0: an extended language, 1: a script, 2: a region, 3: variants
    var extendedLanguages = 0
    for (index, part) in parts.enumerated().dropFirst() {
      let letters = part.allSatisfy(isLetter)
      // Extensions and private use: each singleton needs a subtag after it.
      if part.count == 1 { return hasSubtagsAfterSingletons(parts[index...]) }
      if next == 0 && part.count == 3 && letters && extendedLanguages < 3 {
        extendedLanguages += 1
      } else if next <= 1 && part.count == 4 && letters {
        next = 2
      } else if next <= 2 && ((part.count == 2 && letters) || (part.count == 3 && part.allSatisfy(isDigit))) {
        next = 3
      } else if (5...8).contains(part.count) || (part.count == 4 && part.first.map(isDigit) == true) {
        next = 3
      } else {
        return false
      }
    }
    return true
  }

  /// Whether the extensions and private use from a singleton on (`u-ca-gregory`, `x-foo`) are
  /// well-formed: every singleton followed by at least one subtag, each 2 to 8 characters (1 to 8
  /// after `x`, which takes the rest of the tag).
  private static func hasSubtagsAfterSingletons(_ parts: ArraySlice<String.UTF8View.SubSequence>) -> Bool {
    var subtagsAfterSingleton = 1
    var isPrivateUse = false
    for part in parts {
      if part.count == 1 && !isPrivateUse {
        guard subtagsAfterSingleton > 0 else { return false }
        isPrivateUse = part.first.map { $0 | 0x20 == UInt8(ascii: "x") } ?? false
        subtagsAfterSingleton = 0
      } else {
        guard part.count <= 8, isPrivateUse || part.count >= 2 else { return false }
        subtagsAfterSingleton += 1
      }
    }
    return subtagsAfterSingleton > 0
  }

  /// The locale an Android resource qualifier names (`pt-BR` for `pt-rBR`, `en_rGB`), which
  /// translation platforms sometimes write into iOS projects: read as BCP 47, `rBR` would be an
  /// extended language subtag, and the folder a locale no device has. Matched case-sensitively,
  /// as Android writes it (`r` and two capitals), so that registered ones (`sgn-rsl`) stay locales.
  public static func androidSpelling(of name: String) -> String? {
    let parts = name.split(whereSeparator: { $0 == "-" || $0 == "_" })
    guard parts.count >= 2, parts[0].utf8.count <= 3 else { return nil }
    let region = parts[1].utf8
    guard region.count == 3, region.first == UInt8(ascii: "r"),
      region.dropFirst().allSatisfy({ $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") })
    else { return nil }
    return ([String(parts[0]), String(parts[1].dropFirst())] + parts.dropFirst(2).map(String.init))
      .joined(separator: "-")
  }

  /// Whether `name` starts with a BCP 47 language subtag (2-3 letters; `x-` and `i-` start
  /// private-use and grandfathered tags) or is a legacy folder name: `Resources.lproj` or
  /// `TradChinese.lproj` is no locale that the OS would choose.
  private static func hasLanguageSubtag(_ name: String) -> Bool {
    let lowercased = name.lowercased()
    if lowercased == "base" || legacyNames[lowercased] != nil { return true }
    let language = lowercased.utf8.prefix { $0 != UInt8(ascii: "-") && $0 != UInt8(ascii: "_") }
    guard language.allSatisfy({ $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") }) else { return false }
    switch language.count {
    // BCP 47 allows 5 to 8 letters for languages yet to be registered; none is, and such names
    // (`Default`, `Strings`) are folder names, not locales.
    case 2, 3: return true
    case 1:
      return (language.first == UInt8(ascii: "x") || language.first == UInt8(ascii: "i"))
        && lowercased.count > 2
    default: return false
    }
  }

  /// The language subtag (`pt` for `pt-BR`).
  public var language: String {
    // On UTF-8 bytes: splitting by `Character` cost a thousand instructions a call, and rules ask
    // for it once per cell.
    guard let dash = identifier.utf8.firstIndex(of: UInt8(ascii: "-")) else { return identifier }
    return String(identifier[..<dash])
  }

  /// The script subtag (`Hant`), when present.
  public var script: String? {
    subtags.dropFirst().first { $0.count == 4 && $0.allSatisfy(\.isLetter) }
  }

  /// The region subtag (`BR`, `419`), when present.
  public var region: String? {
    subtags.dropFirst().first { subtag in
      (subtag.count == 2 && subtag.allSatisfy(\.isLetter))
        || (subtag.count == 3 && subtag.allSatisfy(\.isNumber))
    }
  }

  /// The subtags in order.
  public var subtags: [String] { identifier.split(separator: "-").map(String.init) }

  /// The canonical identifier (`pt-BR`), as reports print it.
  public var description: String { identifier }

  /// Orders locales by canonical identifier (`de` < `en` < `en-GB`).
  public static func < (lhs: LocaleID, rhs: LocaleID) -> Bool {
    lhs.number != rhs.number && lhs.identifier < rhs.identifier
  }

  private static func canonicalSubtag(_ part: String, isFirst: Bool) -> String {
    if isFirst { return part.lowercased() }
    if part.count == 4 && part.allSatisfy(\.isLetter) {
      return part.prefix(1).uppercased() + part.dropFirst().lowercased()
    }
    if part.count == 2 && part.allSatisfy(\.isLetter) { return part.uppercased() }
    return part.lowercased()
  }

  /// Names of legacy `.lproj` folders that old projects still ship, lowercased: CFBundle's
  /// language names (`__CFBundleLanguageNamesArray` of `CFBundle_Locale.c`) and the other names
  /// CFLocale reads as theirs (`oldAppleLocaleToCanonical`: `Persian`, `Flemish`), with codes.
  static let legacyNames: [String: String] = {
    let names: [String: String] = [
      "Afrikaans": "af", "Albanian": "sq", "Amharic": "am", "Arabic": "ar", "Armenian": "hy",
      "Assamese": "as", "Aymara": "ay", "Azerbaijani": "az", "Basque": "eu", "Bengali": "bn",
      "Breton": "br", "Bulgarian": "bg", "Burmese": "my", "Byelorussian": "be", "Catalan": "ca",
      "Chinese": "zh-Hans", "Croatian": "hr", "Czech": "cs", "Danish": "da", "Dutch": "nl",
      "Dzongkha": "dz", "English": "en", "Esperanto": "eo", "Estonian": "et", "Faroese": "fo",
      "Farsi": "fa", "Finnish": "fi", "French": "fr", "Galician": "gl", "Georgian": "ka",
      "German": "de", "Greek": "el", "Greenlandic": "kl", "Guarani": "gn", "Gujarati": "gu",
      "Hebrew": "he", "Hindi": "hi", "Hungarian": "hu", "Icelandic": "is", "Indonesian": "id",
      "Inuktitut": "iu", "Irish": "ga", "Italian": "it", "Japanese": "ja", "Javanese": "jv",
      "Kannada": "kn", "Kashmiri": "ks", "Kazakh": "kk", "Khmer": "km", "Kinyarwanda": "rw",
      "Kirghiz": "ky", "Korean": "ko", "Kurdish": "ku", "Lao": "lo", "Latin": "la", "Latvian": "lv",
      "Lithuanian": "lt", "Macedonian": "mk", "Malagasy": "mg", "Malay": "ms", "Malayalam": "ml",
      "Maltese": "mt", "Manx": "gv", "Marathi": "mr", "Moldavian": "ro", "Mongolian": "mn",
      "Nepali": "ne", "Norwegian": "nb", "Nynorsk": "nn", "Oriya": "or", "Oromo": "om",
      "Pashto": "ps", "Polish": "pl", "Portuguese": "pt", "Punjabi": "pa", "Quechua": "qu",
      "Romanian": "ro", "Rundi": "rn", "Russian": "ru", "Sami": "se", "Sanskrit": "sa",
      "Scottish": "gd", "Serbian": "sr", "Sindhi": "sd", "Sinhalese": "si", "Slovak": "sk",
      "Slovenian": "sl", "Somali": "so", "Spanish": "es", "Sundanese": "su", "Swahili": "sw",
      "Swedish": "sv", "Tagalog": "fil", "Tajiki": "tg", "Tamil": "ta", "Tatar": "tt", "Telugu": "te",
      "Thai": "th", "Tibetan": "bo", "Tigrinya": "ti", "Tongan": "to", "Turkish": "tr",
      "Turkmen": "tk", "Uighur": "ug", "Ukrainian": "uk", "Urdu": "ur", "Uzbek": "uz",
      "Vietnamese": "vi", "Welsh": "cy", "Yiddish": "yi",
      // Other names CFLocale maps, so a bundle's `Persian.lproj` is as good as `Farsi.lproj`.
      "Belarusian": "be", "Belorussian": "be", "Chewa": "ny", "Chichewa": "ny", "Flemish": "nl-BE",
      "Gallegan": "gl", "Hawaiian": "haw", "Kalaallisut": "kl", "Nyanja": "ny", "Panjabi": "pa",
      "Persian": "fa", "Pushto": "ps", "Ruanda": "rw", "Tajik": "tg",
    ]
    return Dictionary(uniqueKeysWithValues: names.map { ($0.key.lowercased(), $0.value) })
  }()

  /// Deprecated language codes and the ones that replace them (IANA `Preferred-Value`, CLDR
  /// language aliases): `iw.lproj` holds Hebrew, the `he` of current projects.
  static let deprecatedLanguages: [String: String] = [
    "iw": "he", "in": "id", "ji": "yi", "jw": "jv", "mo": "ro", "tl": "fil",
  ]
}
