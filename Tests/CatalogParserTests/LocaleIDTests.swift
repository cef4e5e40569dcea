import Testing

@testable import CatalogParser

@Suite("Locale ids")
struct LocaleIDTests {
  @Test(arguments: [
    ("pt_BR", "pt-BR"), ("zh-hans", "zh-Hans"), ("ZH_hant_tw", "zh-Hant-TW"), ("es-419", "es-419"),
    ("English", "en"), ("Spanish", "es"), ("EN-gb", "en-GB"), ("sr-Latn", "sr-Latn"), (" de ", "de"),
    ("ja-JP-u-ca-japanese", "ja-JP-u-ca-japanese"), ("de_DE_u_CO_PHONEBK", "de-DE-u-co-phonebk"),
    ("en-x-PS", "en-x-ps"), ("ca-ES-VALENCIA", "ca-ES-valencia"),
  ])
  func canonicalizes(raw: String, canonical: String) {
    #expect(LocaleID(raw).identifier == canonical)
  }

  @Test(arguments: [
    ("english", "en"), ("GERMAN", "de"), ("Croatian", "hr"), ("Lithuanian", "lt"), ("Welsh", "cy"),
    ("Slovenian", "sl"), ("Norwegian", "nb"), ("Nynorsk", "nn"), ("Tagalog", "fil"), ("Moldavian", "ro"),
    ("Persian", "fa"), ("Flemish", "nl-BE"), ("hawaiian", "haw"), ("Pushto", "ps"), ("Chewa", "ny"),
    ("Belarusian", "be"), ("Kalaallisut", "kl"), ("Ruanda", "rw"), ("Panjabi", "pa"), ("Gallegan", "gl"),
  ])
  func readsCFBundleLanguageNamesInAnyCase(raw: String, canonical: String) {
    #expect(LocaleID(raw).identifier == canonical)
  }

  @Test(arguments: [
    ("iw", "he"), ("in", "id"), ("tl", "fil"), ("ji", "yi"), ("iw_IL", "he-IL"), ("mo", "ro"),
  ])
  func replacesDeprecatedLanguageCodes(raw: String, canonical: String) {
    #expect(LocaleID(raw).identifier == canonical)
  }

  @Test(arguments: [
    ("deu", "de"), ("ger", "de"), ("eng", "en"), ("jpn", "ja"), ("fre", "fr"), ("zho-Hant", "zh-Hant"),
    ("por_BR", "pt-BR"), ("tgl", "fil"), ("fil", "fil"), ("yue", "yue"), ("ckb", "ckb"),
  ])
  func writesAThreeLetterCodeOfATwoLetterLanguageShort(raw: String, canonical: String) {
    // Audit 138: `--source-locale deu` named no file's language and turned every check off.
    #expect(LocaleID(raw).identifier == canonical)
  }

  @Test func wellFormedNamesAreLettersAndDigitsJoinedBySingleSeparators() {
    for name in [
      "de", "pt_BR", "zh-Hans-TW", "es-419", "English", " de ", "ja-JP-u-ca-japanese", "Base", "fil", "thai",
      "x-pseudo", "qps-ploc", "sgn-rsl", "zh-yue", "ca-ES-valencia", "de-CH-1901", "sr-Latn-ME",
      "en-US-POSIX",
      "en-001", "jw", "mo",
    ] {
      #expect(LocaleID.isWellFormed(name), "\(name)")
      #expect(LocaleID.isChoosable(name), "\(name)")
    }
    for name in [
      "", "_", "-", "de-", "_de", "de--CH", "de x", "de|x", "日本", "en-😀", "de\nfr", "123", "419-x",
      // The first subtag is no language: the OS never chooses such a folder.
      "Resources", "TradChinese", "abcd", "d", "x", "d2-DE", "Default", "Strings",
      // Android's resource qualifiers: `rBR` read as BCP 47 would be an extended language.
      "pt-rBR", "en_rGB", "zh-rTW",
    ] {
      #expect(!LocaleID.isWellFormed(name), "\(name)")
      #expect(!LocaleID.isChoosable(name), "\(name)")
    }
  }

  @Test func aChoosableLocaleHasAnISOLanguageAndItsSubtagsInOrder() {
    // No ISO 639-1 language (Danish is `da`), or subtags out of BCP 47's order: two regions, two
    // scripts, a region before a script (DKImagePickerController's `DK-nb-NO.lproj`). Well-formed
    // still, so a String Catalog or XLIFF file that names one is read.
    for name in ["dk", "DK-nb-NO", "zz-QQ-RR", "en-GB-US", "de-Latn-Latn", "zh-TW-Hant"] {
      #expect(LocaleID.isWellFormed(name) && !LocaleID.isChoosable(name), "\(name)")
    }
    #expect(LocaleID.isChoosable("sh") && LocaleID.isChoosable("sr-Latn-RS"))
  }

  @Test func aLanguageTagTheUserNamesFollowsBCP47sGrammar() {
    // Any language subtag, as files may hold one ("dk"), but subtags in order and every singleton
    // followed by a subtag: `de-DE-x` and `xx-YY-ZZ` are typos in a CI job's list (audit 326).
    for name in [
      "de", "dk", "pt_BR", "English", "Base", "ja-JP-u-ca-japanese", "x-pseudo", "en-x-a", "de-CH-1996",
      "sr-Latn-RS", "en-a-bbb-x-a-cc", " fr ", "i-klingon", "en-GB-oed", "sgn-BE-FR",
    ] {
      #expect(LocaleID.isLanguageTag(name), "\(name)")
    }
    for name in [
      "de-DE-x", "xx-YY-ZZ", "de-u", "de-u-x-a", "en-GB-US", "de-x-abcdefghi", "de-u-c", "de|x", "",
      "x-toolong123",
    ] {
      #expect(!LocaleID.isLanguageTag(name), "\(name)")
    }
  }

  @Test func androidQualifiersAreSpelledAsLocales() {
    #expect(LocaleID.androidSpelling(of: "pt-rBR") == "pt-BR")
    #expect(LocaleID.androidSpelling(of: "en_rGB") == "en-GB")
    #expect(LocaleID.androidSpelling(of: "pt-BR") == nil)
    #expect(LocaleID.androidSpelling(of: "sgn-rsl") == nil)
    #expect(
      LocaleID.notALocale("pt-rBR") == "'pt-rBR' is not a locale (Android's spelling of pt-BR: write pt-BR)")
  }

  @Test func baseIsBaseInAnyCase() {
    #expect(LocaleID("base") == .base)
    #expect(LocaleID("BASE") == .base)
    // Only a whole name is a legacy name: `englishx` is not English.
    #expect(LocaleID("Englishx").identifier == "englishx")
  }

  @Test func comparesCaseInsensitivelyThroughCanonicalForm() {
    #expect(LocaleID("PT_br") == LocaleID("pt-BR"))
  }

  @Test func exposesSubtags() {
    let locale = LocaleID("zh_Hant_HK")
    #expect(locale.language == "zh")
    #expect(locale.script == "Hant")
    #expect(locale.region == "HK")
    #expect(LocaleID("es-419").region == "419")
    #expect(LocaleID("Base") == .base)
  }
}
