import Testing

@testable import LocaleCheck

@Suite struct ParentLocalesTests {
  private func chain(_ identifier: String) -> [String] {
    ParentLocales.fallbackChain(for: LocaleID(identifier)).map(\.identifier)
  }

  /// The examples of SPEC section 3; Traditional Chinese ends in Apple's parent of `zh-Hant`.
  @Test(arguments: [
    ("es-MX", ["es-MX", "es-419", "es"]),
    ("zh-HK", ["zh-HK", "zh-Hant-HK", "zh-Hant", "zh-TW", "zh-Hant-TW"]),
    ("pt-MO", ["pt-MO", "pt-PT", "pt"]),
    ("en-AU", ["en-AU", "en-GB", "en"]),
  ])
  func specExamples(locale: String, expected: [String]) {
    #expect(chain(locale) == expected)
  }

  @Test(arguments: [
    ("es-AR", ["es-AR", "es-419", "es"]),
    ("es-US", ["es-US", "es-419", "es"]),
    ("es-419", ["es-419", "es"]),
    ("es-ES", ["es-ES", "es"]),
    ("es", ["es"]),
    ("en-IN", ["en-IN", "en-GB", "en"]),
    ("en-NZ", ["en-NZ", "en-AU", "en-GB", "en"]),
    ("en-CA", ["en-CA", "en"]),  // not in CLDR's en-001 group
    ("en-GB", ["en-GB", "en"]),
    ("en-001", ["en-001", "en"]),
    ("en-DE", ["en-DE", "en-150", "en-GB", "en"]),
    ("en-150", ["en-150", "en-GB", "en"]),
    // CLDR 47: English with a European region is European English.
    ("en-FR", ["en-FR", "en-150", "en-GB", "en"]),
    ("en-IT", ["en-IT", "en-150", "en-GB", "en"]),
    ("en-PL", ["en-PL", "en-150", "en-GB", "en"]),
    ("en-CY", ["en-CY", "en-150", "en-GB", "en"]),
    ("en-GS", ["en-GS", "en-001", "en"]),
    ("en-US", ["en-US", "en"]),
    ("en", ["en"]),
    ("pt-AO", ["pt-AO", "pt-PT", "pt"]),
    ("pt-MZ", ["pt-MZ", "pt-PT", "pt"]),
    ("pt-PT", ["pt-PT", "pt"]),
    ("pt-BR", ["pt-BR", "pt"]),
    ("de-CH", ["de-CH", "de"]),
    ("de-AT", ["de-AT", "de"]),
    ("fr-CA", ["fr-CA", "fr"]),
    ("zh-MO", ["zh-MO", "zh-Hant-MO", "zh-Hant-HK", "zh-HK", "zh-Hant", "zh-TW", "zh-Hant-TW"]),
    ("zh-TW", ["zh-TW", "zh-Hant-TW", "zh-Hant"]),
    ("zh-Hant-TW", ["zh-Hant-TW", "zh-TW", "zh-Hant"]),
    ("zh-Hant", ["zh-Hant", "zh-TW", "zh-Hant-TW"]),
    ("zh-CN", ["zh-CN", "zh-Hans-CN", "zh-Hans", "zh"]),
    ("zh-Hans-CN", ["zh-Hans-CN", "zh-CN", "zh-Hans", "zh"]),
    ("zh-SG", ["zh-SG", "zh-Hans-SG", "zh-Hans", "zh", "zh-CN", "zh-Hans-CN"]),
    ("zh-Hans", ["zh-Hans", "zh", "zh-CN", "zh-Hans-CN"]),
    ("zh", ["zh", "zh-Hans", "zh-CN", "zh-Hans-CN"]),
    ("sr-Latn-RS", ["sr-Latn-RS", "sr-Latn"]),
    ("sr-Latn", ["sr-Latn"]),
    ("sr-ME", ["sr-ME", "sr-Latn-ME", "sr-Latn"]),
    ("sd-IN", ["sd-IN", "sd-Deva-IN", "sd-Deva"]),
    ("sr-Cyrl", ["sr-Cyrl", "sr"]),
    ("sr-RS", ["sr-RS", "sr"]),
    ("uz-Cyrl", ["uz-Cyrl"]),
    ("uz-Latn", ["uz-Latn", "uz"]),
    ("bs-Cyrl", ["bs-Cyrl"]),
    ("nb", ["nb", "no"]),
    ("nn", ["nn", "no", "nb"]),
    ("no", ["no", "nb"]),
    ("ca-ES-valencia", ["ca-ES-valencia", "ca-ES", "ca"]),
    ("ht", ["ht", "fr-HT", "fr"]),
    ("ars", ["ars", "ar"]),
    ("yue", ["yue", "yue-Hant", "yue-HK", "zh-Hant-HK", "zh-HK", "zh-Hant", "zh-TW", "zh-Hant-TW"]),
    ("yue-Hans", ["yue-Hans", "zh-Hans", "zh", "zh-CN", "zh-Hans-CN"]),
    ("wuu", ["wuu", "wuu-Hans", "zh-Hans", "zh", "zh-CN", "zh-Hans-CN"]),
  ])
  func chains(locale: String, expected: [String]) {
    #expect(chain(locale) == expected)
  }

  @Test func inputIsCanonicalized() {
    #expect(chain("es_MX") == ["es-MX", "es-419", "es"])
    #expect(chain("ZH-hant-hk") == ["zh-Hant-HK", "zh-HK", "zh-Hant", "zh-TW", "zh-Hant-TW"])
    #expect(chain("pt_BR") == ["pt-BR", "pt"])
  }

  @Test func baseHasNoParents() {
    #expect(ParentLocales.fallbackChain(for: .base) == [.base])
  }

  @Test func sourceLanguageIsNotAppended() {
    #expect(!chain("de-CH").contains("en"))
    #expect(chain("ja") == ["ja"])
  }

  @Test func chainsStartWithTheLocaleAndNeverRepeat() {
    let locales = [
      "zh", "zh-Hans", "zh-Hant", "zh-HK", "zh-MO", "zh-Hant-MO", "yue", "yue-CN", "yue-Hans", "no",
      "nb", "nn", "no-NO", "en-001", "en-150", "en-GB", "hi-Latn", "sr-Latn-ME", "x", "a-b-c-d-e",
    ]
    for identifier in locales {
      let found = ParentLocales.fallbackChain(for: LocaleID(identifier))
      #expect(found.first == LocaleID(identifier))
      #expect(Set(found).count == found.count, "\(identifier): \(found)")
    }
  }

  @Test(arguments: [
    ("es-MX", "es"), ("es-419", "es-ES"), ("pt-PT", "pt-BR"), ("pt", "pt-MO"), ("en-AU", "en"),
    ("en-GB", "en-US"), ("zh-HK", "zh-Hant"), ("zh-TW", "zh-Hant-HK"), ("zh", "zh-Hans"),
    ("zh-CN", "zh-Hans"), ("sr", "sr-Cyrl"), ("sr-Latn", "sr-Latn-RS"), ("sr-ME", "sr-Latn"),
    ("nb", "no"), ("he", "iw"), ("id", "in"), ("de", "de-CH"), ("uz", "uz-Latn"),
    ("yue", "yue-Hant"), ("Base", "Base"),
  ])
  func sameLanguage(a: String, b: String) {
    #expect(ParentLocales.isSameLanguage(LocaleID(a), LocaleID(b)))
    #expect(ParentLocales.isSameLanguage(LocaleID(b), LocaleID(a)))
  }

  @Test(arguments: [
    ("zh-Hans", "zh-Hant"), ("zh", "zh-Hant"), ("zh-CN", "zh-TW"), ("zh-HK", "zh-Hans"),
    ("sr", "sr-Latn"), ("sr-Cyrl", "sr-Latn"), ("sr-ME", "sr-RS"), ("uz", "uz-Cyrl"),
    ("nn", "nb"), ("en", "de"), ("es", "pt"), ("hi-Latn", "en-IN"), ("Base", "en"),
    ("yue", "zh"), ("yue-CN", "yue"), ("sd-IN", "sd"),
  ])
  func differentLanguage(a: String, b: String) {
    #expect(!ParentLocales.isSameLanguage(LocaleID(a), LocaleID(b)))
    #expect(!ParentLocales.isSameLanguage(LocaleID(b), LocaleID(a)))
  }

  /// A parent of another language ends the "same language" part of a chain: `hi-Latn`
  /// reaching `en-IN` is a fallback to English, which the caller can tell.
  @Test func chainsCanLeaveTheLanguage() {
    let found = ParentLocales.fallbackChain(for: LocaleID("hi-Latn"))
    #expect(found.map(\.identifier) == ["hi-Latn", "en-IN", "en-GB", "en"])
    #expect(!ParentLocales.isSameLanguage(found[0], found[1]))
  }

  /// A language missing from the scripts' table is taken for Latin: every language whose units
  /// are written in its own script must be known (Tigrinya "%@ MB" was no English copy).
  @Test func everyLanguageWithUnitsOfItsOwnScriptIsWrittenInIt() {
    for language in UnitSymbols.ownScriptKinds.keys where !language.contains("-") {
      #expect(!ParentLocales.isWrittenInLatin(LocaleID(language)), "\(language)")
    }
    for language in ["ti", "cv", "kok", "chr", "sah", "ccp", "mzn", "ce", "nqo", "syr", "ba", "tt", "yi"] {
      #expect(!ParentLocales.isWrittenInLatin(LocaleID(language)), "\(language)")
    }
  }
}
