extension ParentLocales {
  /// Apple's bundle matching where it departs from CLDR (`appleParentMap` of Apple's ICU,
  /// `ualoc.cpp`): Cantonese, Wu and Najdi Arabic read Chinese and Arabic; most regional Englishes match `en-GB`, those of Oceania `en-AU` (SPEC section 3:
  /// `en-AU` -> `en-GB` -> `en`; `en-NZ` -> `en-AU`); the rest of CLDR's `en-001` group (`en-IL`)
  /// keeps `en-001` -> `en`. `no` is a synonym of `nb`.
  static let appleParents: [String: String] = parents(
    of: appleEnglishParentGroups, prefix: "en-",
    adding: [
      "en-GB": "en", "en-150": "en-GB", "en-CY": "en-150", "no": "nb",
      // Languages whose users read another language's text (rdar://64497611, 67469388, 30671866).
      "ars": "ar", "wuu": "wuu-Hans", "wuu-Hans": "zh-Hans", "wuu-Hant": "zh-Hant", "yue": "yue-Hant",
      "yue-Hant": "yue-HK", "yue-HK": "zh-Hant-HK", "yue-Hans": "zh-Hans",
    ])

  /// Chinese locales by the folder name Apple reads as them (`zh_HK.lproj` is `zh-Hant-HK`,
  /// `appleAliasMap` of `ualoc.cpp`).
  static let chineseFolderNames: [String: String] = [
    "zh-Hans-CN": "zh-CN", "zh-Hant-HK": "zh-HK", "zh-Hant-MO": "zh-MO", "zh-Hans-SG": "zh-SG",
    "zh-Hant-TW": "zh-TW", "yue-Hans-CN": "yue-CN", "yue-Hant-HK": "yue-HK",
  ]

  /// Each child's parent, from groups of space-separated children (each with `prefix` before it).
  private static func parents(
    of groups: [(parent: String, children: String)], prefix: String = "", adding extra: [String: String] = [:]
  ) -> [String: String] {
    var result = extra
    for (parent, children) in groups {
      for child in children.split(separator: " ") { result[prefix + child] = parent }
    }
    return result
  }

  private static let appleEnglishParentGroups: [(parent: String, children: String)] = [
    (
      "en-GB",
      "AG AI AU BB BD BM BN BS BW BZ DG DM FJ FK GD GG GH GI GM GY HK IE IM IN IO JE JM KE KI KN KY"
        + " LC LK LS MO MS MT MU MV MW MY NA NG PK PN SB SC SD SG SH SL SS SZ TC TO TT TV TZ UG VC VG"
        + " VU ZA ZM ZW"
    ),
    ("en-AU", "CC CK CX NF NR NU NZ PG WS"),
  ]

  /// CLDR `supplementalData.xml` `<parentLocales>` (component `main`, CLDR 47), keyed by
  /// canonical identifier. `und` is the root: the chain ends there.
  static let cldrParents: [String: String] = parents(of: cldrParentGroups)

  private static let cldrParentGroups: [(parent: String, children: String)] = [
    (
      "en-001",
      "en-150 en-AG en-AI en-AU en-BB en-BM en-BS en-BW en-BZ en-CC en-CK en-CM en-CX en-CY"
        + " en-DG en-DM en-ER en-FJ en-FK en-FM en-GB en-GD en-GG en-GH en-GI en-GM en-GS en-GY en-HK"
        + " en-ID en-IE en-IL en-IM en-IN en-IO en-JE en-JM en-KE en-KI en-KN en-KY en-LC en-LR"
        + " en-LS en-MG en-MO en-MS en-MT en-MU en-MV en-MW en-MY en-NA en-NF en-NG en-NR en-NU"
        + " en-NZ en-PG en-PK en-PN en-PW en-RW en-SB en-SC en-SD en-SG en-SH en-SL en-SS en-SX"
        + " en-SZ en-TC en-TK en-TO en-TT en-TV en-TZ en-UG en-VC en-VG en-VU en-WS en-ZA en-ZM"
        + " en-ZW"
    ),
    (
      "en-150",
      "en-AT en-BE en-CH en-CZ en-DE en-DK en-ES en-FI en-FR en-HU en-IT en-NL en-NO en-PL en-PT en-RO"
        + " en-SE en-SI en-SK"
    ),
    ("en-IN", "hi-Latn"),
    (
      "es-419",
      "es-AR es-BO es-BR es-BZ es-CL es-CO es-CR es-CU es-DO es-EC es-GT es-HN es-JP es-MX"
        + " es-NI es-PA es-PE es-PR es-PY es-SV es-US es-UY es-VE"
    ),
    ("fr-HT", "ht"),
    ("no", "nb nn no-NO"),
    ("pt-PT", "pt-AO pt-CH pt-CV pt-FR pt-GQ pt-GW pt-LU pt-MO pt-MZ pt-ST pt-TL"),
    (
      "und",
      "az-Arab az-Cyrl bal-Latn blt-Latn bm-Nkoo bs-Cyrl byn-Latn cu-Glag dje-Arab dyo-Arab"
        + " en-Dsrt en-Shaw ff-Adlm ff-Arab ha-Arab iu-Latn kk-Arab ks-Deva ku-Arab kxv-Deva"
        + " kxv-Orya kxv-Telu ky-Arab ky-Latn ml-Arab mn-Mong mni-Mtei ms-Arab pa-Arab sat-Deva"
        + " sd-Deva sd-Khoj sd-Sind shi-Latn so-Arab sr-Latn sw-Arab tg-Arab ug-Cyrl uz-Arab"
        + " uz-Cyrl vai-Latn wo-Arab yo-Arab yue-Hans zh-Hant"
    ),
    ("zh-Hant-HK", "zh-Hant-MO"),
  ]

  /// Regions where Chinese is written in Traditional script (CLDR likely subtags).
  static let traditionalChineseRegions: Set<String> = ["TW", "HK", "MO"]

  /// Language-region pairs whose likely script is not the language's usual one (CLDR likely
  /// subtags), so that truncation does not cross scripts.
  static let regionalScripts: [String: String] = [
    "sr-ME": "Latn", "sr-XK": "Cyrl", "yue-CN": "Hans", "pa-PK": "Arab", "uz-AF": "Arab",
    "az-IR": "Arab", "az-IQ": "Arab", "mn-CN": "Mong", "ms-CC": "Arab", "kk-CN": "Arab",
    "ky-CN": "Arab", "ha-SD": "Arab", "ug-KZ": "Cyrl", "ug-MN": "Cyrl", "sd-IN": "Deva",
  ]

  /// The script each language is usually written in (CLDR likely subtags): a locale with
  /// another script is its own root, and scripts decide `isSameLanguage`. Every CLDR language
  /// written in another script than Latin is here (Tigrinya, Chuvash, Konkani, Cherokee, ...): a
  /// language missing is taken for one written in Latin letters.
  static let defaultScripts: [String: String] = [
    "ab": "Cyrl", "ady": "Cyrl", "af": "Latn", "am": "Ethi", "apc": "Arab", "ar": "Arab", "ary": "Arab",
    "as": "Beng", "az": "Latn", "ba": "Cyrl", "bal": "Arab", "be": "Cyrl", "bg": "Cyrl", "bgc": "Deva",
    "bgn": "Arab", "bho": "Deva", "blt": "Tavt", "bn": "Beng", "bo": "Tibt", "bqi": "Arab", "brh": "Arab",
    "brx": "Deva", "bs": "Latn", "bua": "Cyrl", "byn": "Ethi", "ca": "Latn", "ccp": "Cakm", "ce": "Cyrl",
    "chr": "Cher", "ckb": "Arab", "cop": "Copt", "cs": "Latn", "csw": "Cans", "cu": "Cyrl", "cv": "Cyrl",
    "cy": "Latn", "da": "Latn", "de": "Latn", "doi": "Deva", "dv": "Thaa", "dz": "Tibt", "el": "Grek",
    "en": "Latn", "es": "Latn", "et": "Latn", "eu": "Latn", "fa": "Arab", "ff": "Latn", "fi": "Latn",
    "fil": "Latn", "fr": "Latn", "ga": "Latn", "gd": "Latn", "gez": "Ethi", "gl": "Latn", "gu": "Gujr",
    "ha": "Latn", "he": "Hebr", "hi": "Deva", "hnj": "Hmnp", "hr": "Latn", "hu": "Latn", "hy": "Armn",
    "id": "Latn", "ii": "Yiii", "is": "Latn", "it": "Latn", "iu": "Cans", "ja": "Jpan", "ka": "Geor",
    "kaa": "Cyrl", "kbd": "Cyrl", "kk": "Cyrl", "km": "Khmr", "kn": "Knda", "ko": "Kore", "kok": "Deva",
    "ks": "Arab", "ky": "Cyrl", "lo": "Laoo", "lrc": "Arab", "lt": "Latn", "lv": "Latn", "mai": "Deva",
    "mdf": "Cyrl", "mk": "Cyrl", "ml": "Mlym", "mn": "Cyrl", "mni": "Beng", "mr": "Deva", "ms": "Latn",
    "mt": "Latn", "mww": "Hmnp", "my": "Mymr", "myv": "Cyrl", "mzn": "Arab", "nb": "Latn", "ne": "Deva",
    "nl": "Latn", "nn": "Latn", "nqo": "Nkoo", "or": "Orya", "os": "Cyrl", "osa": "Osge", "pa": "Guru",
    "pl": "Latn", "ps": "Arab", "pt": "Latn", "raj": "Deva", "rhg": "Rohg", "ro": "Latn", "ru": "Cyrl",
    "sa": "Deva", "sah": "Cyrl", "sat": "Olck", "sd": "Arab", "sdh": "Arab", "shi": "Tfng", "shn": "Mymr",
    "si": "Sinh", "sk": "Latn", "skr": "Arab", "sl": "Latn", "so": "Latn", "sq": "Latn", "sr": "Cyrl",
    "suz": "Deva", "sv": "Latn", "sw": "Latn", "syr": "Syrc", "ta": "Taml", "te": "Telu", "tg": "Cyrl",
    "th": "Thai", "ti": "Ethi", "tig": "Ethi", "tk": "Latn", "tr": "Latn", "trw": "Arab", "tt": "Cyrl",
    "tyv": "Cyrl", "ug": "Arab", "uk": "Cyrl", "ur": "Arab", "uz": "Latn", "vai": "Vaii", "vi": "Latn",
    "wal": "Ethi", "wo": "Latn", "xdq": "Cyrl", "xnr": "Deva", "yi": "Hebr", "yo": "Latn", "yue": "Hant",
    "zgh": "Tfng", "zh": "Hans", "zu": "Latn",
  ]

  /// Codes that name the same written language: `no` is Apple's synonym of `nb`. (Deprecated
  /// codes such as `iw` never get here: `LocaleID` replaces them, `LocaleID.deprecatedLanguages`.)
  static let languageAliases: [String: String] = ["no": "nb"]
}
