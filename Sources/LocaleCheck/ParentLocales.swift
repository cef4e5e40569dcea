/// Locale fallback chains following Apple's bundle matching and CLDR parent locales.
///
/// A chain is the locale itself followed by each parent: Apple's rules where SPEC section 3
/// states them (`en-AU` -> `en-GB` -> `en`), CLDR `<parentLocales>` otherwise (`es-MX` ->
/// `es-419`, `pt-MO` -> `pt-PT`), likely scripts where plain truncation would change the
/// script (`zh-HK` -> `zh-Hant-HK`), and truncation last (`de-CH` -> `de`). A locale with a
/// script that is not its language's usual one (`sr-Latn`, `zh-Hant`) ends its chain, as in
/// CLDR: Latin Serbian text must never fall back to Cyrillic `sr`.
public enum ParentLocales {
  /// `locale` followed by its parents, most specific first, without the source language
  /// (the caller appends it).
  ///
  /// `es-MX` -> `[es-MX, es-419, es]`; `zh-HK` -> `[zh-HK, zh-Hant-HK, zh-Hant]`;
  /// `pt-MO` -> `[pt-MO, pt-PT, pt]`; `en-AU` -> `[en-AU, en-GB, en]`; `sr-Latn-RS` ->
  /// `[sr-Latn-RS, sr-Latn]`; `zh` -> `[zh, zh-Hans]`. `Base` has no parents.
  public static func fallbackChain(for locale: LocaleID) -> [LocaleID] {
    var chain = [locale]
    var seen: Set<LocaleID> = [locale]
    var current = locale
    while let next = parent(of: current), seen.insert(next).inserted {
      chain.append(next)
      current = next
    }
    return withChineseFolderNames(chain)
  }

  /// `chain` with the folder names Apple reads as its Chinese steps: `zh_HK.lproj` is
  /// `zh-Hant-HK` to Apple (so `zh-MO` reads it); `zh-Hant`'s parent is `zh-TW` (Apple's parent
  /// map in ICU's `ualoc.cpp`), and a `zh-Hans` user gets `zh_CN.lproj` where a bundle has no
  /// `zh-Hans` (Apple's matching reads `zh_CN` as `zh-Hans-CN`), which bundles with the old
  /// folder names (a vendored framework) rely on. (Apple's bundle matching also reads `zh-TW`
  /// for `zh-HK` before `zh-Hant`; SPEC section 3 fixes the chain `zh-HK` -> `zh-Hant-HK` ->
  /// `zh-Hant`, which is kept.)
  private static func withChineseFolderNames(_ chain: [LocaleID]) -> [LocaleID] {
    guard chain.contains(where: { $0.language == "zh" || $0.language == "yue" }) else { return chain }
    var result: [LocaleID] = []
    func append(_ identifier: String) {
      let step = LocaleID(identifier)
      if !result.contains(step) { result.append(step) }
    }
    for step in chain {
      append(step.identifier)
      if let folderName = chineseFolderNames[step.identifier] { append(folderName) }
    }
    // Last: after `zh`, which is `zh-Hans` to Apple; each also as Xcode names its folder with
    // the script (`zh-Hant-TW.lproj`, "Chinese, Traditional (Taiwan)"; audit 133).
    if result.contains(LocaleID("zh-Hant")) {
      append("zh-TW")
      append("zh-Hant-TW")
    }
    if result.contains(LocaleID("zh-Hans")) {
      append("zh-CN")
      append("zh-Hans-CN")
    }
    return result
  }

  /// Whether `a` and `b` are the same written language for translation purposes: equal
  /// language subtags (legacy aliases such as `iw`/`he` and `no`/`nb` folded together) and
  /// the same script, explicit or implied (`zh-HK` is `zh-Hant`; `zh-Hans` and `zh-Hant`
  /// differ, as do `sr-Latn` and `sr`).
  public static func isSameLanguage(_ a: LocaleID, _ b: LocaleID) -> Bool {
    if a == .base || b == .base { return a == b }
    guard normalizedLanguage(a) == normalizedLanguage(b) else { return false }
    if let scriptA = effectiveScript(of: a), let scriptB = effectiveScript(of: b) {
      return scriptA == scriptB
    }
    return true
  }

  /// The next locale in `locale`'s chain, or `nil` at the root. May point back at an earlier
  /// locale (`zh` -> `zh-Hans` -> `zh`); `fallbackChain(for:)` stops at the first repeat.
  static func parent(of locale: LocaleID) -> LocaleID? {
    let identifier = locale.identifier
    guard locale != .base, !identifier.isEmpty else { return nil }
    if let apple = appleParents[identifier] { return LocaleID(apple) }
    if let cldr = cldrParents[identifier] {
      return cldr == "und" ? nil : LocaleID(cldr)
    }
    if let expanded = withLikelyScript(locale) { return expanded }
    let subtags = locale.subtags
    if subtags.count == 2, let script = locale.script, let usual = defaultScripts[locale.language],
      script != usual
    {
      return nil
    }
    guard subtags.count > 1 else { return nil }
    return LocaleID(subtags.dropLast().joined(separator: "-"))
  }

  /// `locale` with the script its region implies inserted, where truncating it would
  /// otherwise land on another script (`zh-TW` -> `zh-Hant-TW`, `sr-ME` -> `sr-Latn-ME`), and
  /// bare `zh` -> `zh-Hans` (Apple matches a `zh` request to Simplified Chinese).
  private static func withLikelyScript(_ locale: LocaleID) -> LocaleID? {
    let subtags = locale.subtags
    let language = locale.language
    if subtags.count == 1 {
      return language == "zh" ? LocaleID("zh-Hans") : nil
    }
    guard locale.script == nil, let region = locale.region, subtags.count == 2 else { return nil }
    guard let script = likelyScript(language: language, region: region) else { return nil }
    return LocaleID("\(language)-\(script)-\(region)")
  }

  /// The script a language is written in for a region, where it is not implied by the
  /// language alone or where the language always needs one (`zh`).
  private static func likelyScript(language: String, region: String) -> String? {
    if language == "zh" { return traditionalChineseRegions.contains(region) ? "Hant" : "Hans" }
    return regionalScripts["\(language)-\(region)"]
  }

  /// Whether `locale` is written in Latin letters (`true` when its script is unknown).
  static func isWrittenInLatin(_ locale: LocaleID) -> Bool {
    (effectiveScript(of: locale) ?? "Latn") == "Latn"
  }

  /// The script `locale` is written in: explicit, implied by its region, or its language's
  /// usual one; `nil` when unknown.
  static func effectiveScript(of locale: LocaleID) -> String? {
    if let script = locale.script { return script }
    let language = normalizedLanguage(locale)
    if let region = locale.region, let script = likelyScript(language: language, region: region) {
      return script
    }
    return defaultScripts[language]
  }

  /// The language subtag with synonyms folded (`no` -> `nb`).
  private static func normalizedLanguage(_ locale: LocaleID) -> String {
    let language = locale.language
    return languageAliases[language] ?? language
  }
}
