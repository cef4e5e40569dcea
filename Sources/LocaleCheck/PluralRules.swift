/// The CLDR cardinal plural categories each language needs, for the `plural-coverage` rule.
///
/// Data: CLDR `common/supplemental/plurals.xml` (cardinal rules), as of CLDR 42 and later:
/// Hebrew lost `many` (one, two, other) and Maltese gained `two` in CLDR 42; `ca`, `es`, `fr`,
/// `it`, `pt` and `pt-PT` have had `many` since CLDR 38/42; Venetian (`vec`: one, many, other)
/// and Anii (`blo`: zero, one, other) came in CLDR 44 and 45, Swampy Cree (`csw`: one, other),
/// Ladin (`lld`) and Sicilian's compact `many` by CLDR 47. Checked against CLDR 47; the languages
/// CLDR 48 and 49 add (`kok`, `cv`, `ie`, `sgs`, `tg`) and Vietnamese's new `one` are left out
/// until the OS's ICU has them: a device without them uses only `other`.
public enum PluralRules {
  /// The categories a plural variation in `language` must have, or `nil` for a language CLDR
  /// does not cover (the caller should then skip the check).
  ///
  /// `language` is a locale identifier (`pt-PT`, `zh-Hant`, `sr-Latn`, `es_MX`); lookup cuts it
  /// subtag by subtag (`pt-MO` uses `pt`'s rules), as ICU finds plural rules.
  ///
  /// Two CLDR categories are not demanded everywhere:
  /// - `zero` is required only where CLDR defines it (`ar`, `cy`, `lv`, ...; SPEC section 4 lists
  ///   it for `ar`). Elsewhere it is Apple's optional "exactly 0" case and never required.
  /// - `many` for `ca`, `es`, `fr`, `it`, `pt`, `pt-PT` selects only compact forms such as
  ///   "1 M" or exponents (`e != 0..5`, or exact multiples of 1,000,000). Apps formatting counts
  ///   with `%lld` never reach it, and real Xcode-authored catalogs and `.stringsdict` files for
  ///   these languages ship `one` and `other` only (CotEditor's String Catalogs and Mastodon's
  ///   `.stringsdict` files in the shared corpus), so requiring it would flag every correct
  ///   catalog. It stays allowed (see `allowedCategories(for:)`).
  /// - `many` for `cs`, `sk`, `lt` and `gv` selects only numbers with decimals (`v != 0`,
  ///   `f != 0`): a count (`%lld`) never reaches it, a distance (`%.1f`, `decimals`) does.
  public static func requiredCategories(for language: String, decimals: Bool = false) -> Set<PluralCategory>?
  {
    guard let (key, categories) = lookup(language) else { return nil }
    var required = categories
    if !definesZero.contains(key) { required.remove(.zero) }
    if compactManyOnly.contains(key) || (decimalManyOnly.contains(key) && !decimals) {
      required.remove(.many)
    }
    return required
  }

  /// Whether `language`'s `many` holds, of whole numbers, only the exact millions (French,
  /// Spanish, Italian, Portuguese: "1000000 de fichiers"), a form no plural needs.
  static func hasManyForMillionsOnly(_ language: String) -> Bool {
    lookup(language).map { compactManyOnly.contains($0.key) } ?? false
  }

  /// Whether `language`'s `many` holds only numbers with decimals (Czech, Slovak, Lithuanian,
  /// Manx): whether a plural's number type matters to ``requiredCategories(for:decimals:)``.
  static func hasManyForDecimalsOnly(_ language: String) -> Bool {
    lookup(language).map { decimalManyOnly.contains($0.key) } ?? false
  }

  /// The category `language` uses for numbers with decimals only, if any: `many` in Czech,
  /// Slovak, Lithuanian and Manx; `other` in Russian, Ukrainian, Belarusian and Polish, whose
  /// `one`, `few` and `many` hold every whole number.
  static func decimalOnlyCategory(_ language: String) -> PluralCategory? {
    guard let key = lookup(language)?.key else { return nil }
    return decimalManyOnly.contains(key) ? .many : decimalOtherOnly.contains(key) ? .other : nil
  }

  /// Every cardinal category CLDR defines for `language`, or `nil` for an unknown language.
  public static func cldrCategories(for language: String) -> Set<PluralCategory>? {
    lookup(language)?.categories
  }

  /// The categories a plural variation in `language` may have without being wrong: CLDR's
  /// categories plus Apple's optional `zero`. `nil` for an unknown language.
  ///
  /// `many` is kept for Hebrew because catalogs written under CLDR 41 and older (and OS
  /// releases that shipped them) still carry it.
  public static func allowedCategories(for language: String) -> Set<PluralCategory>? {
    guard let (key, categories) = lookup(language) else { return nil }
    var allowed = categories
    allowed.insert(.zero)
    if key == "he" || key == "iw" { allowed.insert(.many) }
    return allowed
  }

  /// Whether `category` stands for a single whole number in `language` (`one` is 1 in English),
  /// so that its form may leave the number out ("One file"). `few`, `many` and `other` never do;
  /// Russian `one` is 1, 21, 31, ... and French `one` is 0 and 1, so their forms must show it.
  /// A language CLDR does not cover keeps the benefit of the doubt for `zero`, `one` and `two`.
  ///
  /// `withZeroForm`: the plural also has a `zero` form, which Foundation uses for 0 whatever CLDR
  /// says; a `one` that CLDR gives 0 and 1 (French, Portuguese, Hindi) then stands for 1 alone.
  public static func coversOneNumber(
    _ category: PluralCategory, in language: String, withZeroForm: Bool = false
  ) -> Bool {
    let key = lookup(language)?.key ?? ""
    switch category {
    case .zero: return !severalZeros.contains(key)
    case .one: return !severalOnes.contains(key) || (withZeroForm && zeroOrOne.contains(key))
    case .two: return !severalTwos.contains(key)
    case .few, .many: return singleNumberFewOrMany[key]?.contains(category) ?? false
    case .other: return false
    }
  }

  /// Whether `category` is `zero`, `one` or `two` and holds the one number its name says (every
  /// language's category of that name holds that number; Welsh `few`, 3, is one number its name
  /// does not say).
  static func holdsTheNumberItNames(_ category: PluralCategory, in language: String, withZeroForm: Bool)
    -> Bool
  {
    [.zero, .one, .two].contains(category)
      && coversOneNumber(category, in: language, withZeroForm: withZeroForm)
  }

  /// Languages whose `few` or `many` is one whole number (Welsh: `few` n = 3, `many` n = 6);
  /// everywhere else in CLDR they hold several (`n % 100 = 3..10`, `n = 3..6`, ...).
  private static let singleNumberFewOrMany: [String: Set<PluralCategory>] = ["cy": [.few, .many]]

  /// Languages whose `one` holds more than one whole number (CLDR: `n % 10 = 1 and n % 100 != 11`,
  /// `i = 0,1`, `i = 0 or n = 1`, `n = 0..1`, `i % 100 = 1`, ...).
  private static let severalOnes: Set<String> = [
    "be", "bs", "hr", "sh", "sr", "ru", "uk", "lt", "lv", "prg", "is", "mk", "br", "gv", "gd", "sl", "dsb",
    "hsb", "fr", "pt", "hy", "ff", "kab", "am", "as", "bn", "doi", "fa", "gu", "hi", "kn", "pcm", "zu", "shi",
    "ak", "bho", "guw", "ln", "mg", "nso", "pa", "ti", "wa", "si", "tzm", "ceb", "fil", "tl", "csw",
  ]

  /// Languages whose `one` holds the whole numbers 0 and 1 only (CLDR: `i = 0,1`, `i = 0..1`,
  /// `i = 0 or n = 1`, `n = 0..1`, `n = 0,1 or i = 0 and f = 1`).
  static let zeroOrOne: Set<String> = [
    "fr", "pt", "hy", "ff", "kab", "am", "as", "bn", "doi", "fa", "gu", "hi", "kn", "pcm", "zu", "shi", "ak",
    "bho", "guw", "ln", "mg", "nso", "pa", "ti", "wa", "si", "csw",
  ]

  /// Languages whose `two` holds more than one whole number (`i % 100 = 2`, `n = 2,12`, ...).
  private static let severalTwos: Set<String> = ["sl", "dsb", "hsb", "gd", "kw", "gv", "br"]

  /// Languages whose `zero` holds more than one whole number (`n % 10 = 0 or n % 100 = 11..19`).
  private static let severalZeros: Set<String> = ["lv", "prg"]

  /// The rule `locale` follows as messages name it: its language's, or a region's own (`pt-PT`,
  /// whose `one` holds 1 alone where `pt`'s holds 0 and 1; audit 248).
  static func ruleName(of locale: LocaleID) -> String {
    lookup(locale.identifier)?.key ?? locale.language
  }

  /// The table key and categories for `language`: the locale, then the locale cut subtag by
  /// subtag (`pt-PT`, `hi-Latn` -> `hi`), as ICU finds plural rules.
  ///
  /// Not along the fallback chain of strings: CLDR's parent locales cross into other languages
  /// (`ht` -> `fr`, `hi-Latn` -> `en-IN`), whose plurals are not the language's own (Haitian
  /// Creole has only `other`; Hindi's `one` covers 0).
  static func lookup(_ language: String) -> (key: String, categories: Set<PluralCategory>)? {
    PluralRuleLookups.shared.lookup(language, by: uncachedLookup)
  }

  private static func uncachedLookup(_ language: String) -> (key: String, categories: Set<PluralCategory>)? {
    let locale = LocaleID(language)
    guard locale != .base, !locale.identifier.isEmpty else { return nil }
    var candidate = Substring(locale.identifier)
    while true {
      if let found = table[String(candidate)] { return (String(candidate), found) }
      guard let dash = candidate.lastIndex(of: "-") else { return nil }
      candidate = candidate[..<dash]
    }
  }

  /// Languages whose CLDR rules have a real `zero` category (a grammatical form, not Apple's
  /// "exactly 0" override).
  private static let definesZero: Set<String> = ["ar", "ars", "blo", "cy", "ksh", "kw", "lag", "lv", "prg"]

  /// Languages whose `many` only selects compact-decimal and exponent forms.
  static let compactManyOnly: Set<String> = [
    "ca", "es", "fr", "it", "pt", "pt-PT", "vec", "lld", "scn",
  ]

  /// Languages whose `many` only selects numbers written with decimals (CLDR: Czech, Slovak and
  /// Manx `v != 0`, Lithuanian `f != 0`).
  private static let decimalManyOnly: Set<String> = ["cs", "sk", "lt", "gv"]

  /// Languages whose `other` only selects numbers written with decimals (CLDR: `one`, `few`
  /// and `many` are all `v = 0`).
  private static let decimalOtherOnly: Set<String> = ["ru", "uk", "be", "pl"]

  /// CLDR's groups of locales with the same set of cardinal categories (`pt_PT` written
  /// `pt-PT`; `iw`, `in`, `jw`, `mo`, `sh`, `tl` are CLDR's own legacy aliases).
  private static let groups: [(categories: Set<PluralCategory>, locales: String)] = [
    (
      [.other],
      "bm bo dz hnj id ig ii in ja jbo jv jw kde kea km ko lkt lo ms my nqo osa sah ses sg su th"
        + " to tpi vi wo yo yue zh"
    ),
    (
      [.one, .other],
      "am as bn doi fa gu hi kn pcm zu ff hy kab ast de en et fi fy gl ia io ji lij nl sc sv"
        + " sw ur yi si ak bho guw ln mg nso pa ti wa tzm af an asa az bal bem bez bg brx ce cgg"
        + " chr ckb dv ee el eo eu fo fur gsw ha haw hu jgo jmc ka kaj kcg kk kkj kl ks ksb ku ky"
        + " lb lg mas mgo ml mn mr nah nb nd ne nn nnh no nr ny nyn om or os pap ps rm rof rwk saq"
        + " sd sdh seh sn so sq ss ssy st syr ta te teo tig tk tn tr ts ug uz ve vo vun wae xh xog"
        + " da is mk ceb fil tl csw"
    ),
    ([.zero, .one, .other], "lv prg lag ksh blo"),
    ([.one, .two, .other], "iu naq sat se sma smi smj smn sms he iw"),
    ([.one, .few, .other], "shi mo ro bs hr sh sr"),
    ([.one, .many, .other], "fr pt ca it pt-PT es vec lld scn"),
    ([.one, .two, .few, .other], "gd sl dsb hsb"),
    ([.one, .few, .many, .other], "cs sk pl be lt ru uk"),
    ([.one, .two, .few, .many, .other], "br ga gv mt"),
    ([.zero, .one, .two, .few, .many, .other], "kw ar ars cy"),
  ]

  /// The languages and locales CLDR gives plural rules for, as listed here.
  static var cldrLanguages: Dictionary<String, Set<PluralCategory>>.Keys { table.keys }

  /// Categories by locale identifier, built once from `groups`.
  private static let table: [String: Set<PluralCategory>] = {
    var result: [String: Set<PluralCategory>] = [:]
    for group in groups {
      for locale in group.locales.split(separator: " ") { result[String(locale)] = group.categories }
    }
    return result
  }()
}
