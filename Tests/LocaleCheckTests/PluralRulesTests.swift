import Testing

@testable import LocaleCheck

@Suite struct PluralRulesTests {
  @Test(arguments: [
    ("ar", [PluralCategory.zero, .one, .two, .few, .many, .other]),
    ("ru", [.one, .few, .many, .other]),
    ("uk", [.one, .few, .many, .other]),
    ("pl", [.one, .few, .many, .other]),
    // Czech, Slovak, Lithuanian and Manx `many` is for decimals only: a count never reaches it.
    ("cs", [.one, .few, .other]),
    ("gv", [.one, .two, .few, .other]),
    ("sk", [.one, .few, .other]),
    ("be", [.one, .few, .many, .other]),
    ("lt", [.one, .few, .other]),
    ("ja", [.other]),
    ("zh", [.other]),
    ("ko", [.other]),
    ("th", [.other]),
    ("vi", [.other]),
    ("id", [.other]),
    ("ms", [.other]),
    ("km", [.other]),
    ("lo", [.other]),
    ("my", [.other]),
    ("yue", [.other]),
    ("en", [.one, .other]),
    ("de", [.one, .other]),
    ("nl", [.one, .other]),
    ("sv", [.one, .other]),
    ("da", [.one, .other]),
    ("fi", [.one, .other]),
    ("el", [.one, .other]),
    ("tr", [.one, .other]),
    ("hu", [.one, .other]),
    ("hi", [.one, .other]),
    ("fil", [.one, .other]),
    ("es", [.one, .other]),
    ("fr", [.one, .other]),
    ("it", [.one, .other]),
    ("pt", [.one, .other]),
    ("pt-PT", [.one, .other]),
    ("ca", [.one, .other]),
    // CLDR 44 and 45: Venetian's `many` is Italian's (compact forms only); Anii's `zero` is n = 0.
    ("vec", [.one, .other]),
    ("blo", [.zero, .one, .other]),
    // CLDR 47: Swampy Cree's `one` is 0 and 1; Ladin's and Sicilian's `many` is compact only.
    ("csw", [.one, .other]),
    ("lld", [.one, .other]),
    ("scn", [.one, .other]),
    ("he", [.one, .two, .other]),
    ("ro", [.one, .few, .other]),
    ("hr", [.one, .few, .other]),
    ("sr", [.one, .few, .other]),
    ("bs", [.one, .few, .other]),
    ("lv", [.zero, .one, .other]),
    ("cy", [.zero, .one, .two, .few, .many, .other]),
    ("ga", [.one, .two, .few, .many, .other]),
    ("mt", [.one, .two, .few, .many, .other]),
    ("gd", [.one, .two, .few, .other]),
    ("sl", [.one, .two, .few, .other]),
  ])
  func requiredCategories(language: String, expected: [PluralCategory]) {
    #expect(PluralRules.requiredCategories(for: language) == Set(expected))
  }

  @Test(arguments: [
    ("pt-BR", [PluralCategory.one, .other]),
    ("pt-MO", [.one, .other]),
    ("es_MX", [.one, .other]),
    ("es-419", [.one, .other]),
    ("zh-Hant", [.other]),
    ("zh-HK", [.other]),
    ("zh-Hans-CN", [.other]),
    ("sr-Latn", [.one, .few, .other]),
    ("sr-Latn-RS", [.one, .few, .other]),
    ("ar-SA", [.zero, .one, .two, .few, .many, .other]),
    ("RU", [.one, .few, .many, .other]),
    ("en-GB", [.one, .other]),
    ("nb", [.one, .other]),
    ("no", [.one, .other]),
    ("iw", [.one, .two, .other]),
  ])
  func lookupFollowsTheLocale(identifier: String, expected: [PluralCategory]) {
    #expect(PluralRules.requiredCategories(for: identifier) == Set(expected))
  }

  @Test(arguments: ["xx", "tlh", "", "Base", "qaa-Latn"])
  func unknownLanguagesHaveNoRules(language: String) {
    #expect(PluralRules.requiredCategories(for: language) == nil)
    #expect(PluralRules.cldrCategories(for: language) == nil)
    #expect(PluralRules.allowedCategories(for: language) == nil)
  }

  /// Every language the brief and Apple's platforms list has rules.
  @Test func everyListedLanguageIsCovered() {
    let languages = """
      ar bg ca cs da de el en es et fa fi fil fr ga gd gl he hi hr hu id is it ja kk km ko lt lv \
      mk mn ms mt my nb nl nn no pl pt pt-PT ro ru sk sl sq sr sv sw ta th tr uk ur uz vi zh yue \
      cy be bs eu hy ka lo ne si bn gu kn ml mr pa te af am az zu
      """
    for language in languages.split(separator: " ") {
      let required = PluralRules.requiredCategories(for: String(language))
      #expect(required != nil, "\(language)")
      #expect(required?.contains(.other) == true, "\(language)")
    }
  }

  @Test func compactManyIsAllowedButNotRequired() {
    for language in ["es", "fr", "it", "pt", "pt-PT", "ca", "vec", "lld", "scn"] {
      #expect(PluralRules.cldrCategories(for: language)?.contains(.many) == true, "\(language)")
      #expect(PluralRules.allowedCategories(for: language)?.contains(.many) == true, "\(language)")
      #expect(PluralRules.requiredCategories(for: language)?.contains(.many) == false, "\(language)")
    }
  }

  @Test func zeroIsRequiredOnlyWhereCLDRDefinesIt() {
    #expect(PluralRules.requiredCategories(for: "en")?.contains(.zero) == false)
    #expect(PluralRules.allowedCategories(for: "en")?.contains(.zero) == true)
    #expect(PluralRules.allowedCategories(for: "ja") == [.zero, .other])
    #expect(PluralRules.requiredCategories(for: "ar")?.contains(.zero) == true)
    #expect(PluralRules.requiredCategories(for: "lv")?.contains(.zero) == true)
  }

  @Test func hebrewFollowsCLDR42ButAllowsLegacyMany() {
    #expect(PluralRules.cldrCategories(for: "he") == [.one, .two, .other])
    #expect(PluralRules.allowedCategories(for: "he") == [.zero, .one, .two, .many, .other])
  }

  /// Plural rules follow the locale cut subtag by subtag, as ICU finds them, not the strings'
  /// fallback chain into another language (`ht` -> `fr`, `hi-Latn` -> `en-IN`).
  @Test func rulesStayInTheLocalesOwnLanguage() {
    #expect(PluralRules.requiredCategories(for: "ht") == nil)  // CLDR's root: only `other`
    #expect(PluralRules.requiredCategories(for: "hi-Latn") == [.one, .other])
    #expect(!PluralRules.coversOneNumber(.one, in: "hi-Latn"))  // Hindi's `one` is 0 and 1
    #expect(!PluralRules.coversOneNumber(.one, in: "pt-MO"))  // `pt`'s rules; `pt-PT` is listed itself
    #expect(PluralRules.coversOneNumber(.one, in: "pt-PT"))
  }

  @Test func portugalDiffersFromBrazilOnlyInOneRuleNotCategories() {
    #expect(PluralRules.cldrCategories(for: "pt") == PluralRules.cldrCategories(for: "pt-PT"))
  }

  @Test func whichFormsStandForASingleNumber() {
    let single = { (category: PluralCategory, language: String) in
      PluralRules.coversOneNumber(category, in: language)
    }
    // `one` is 1 in English, German, Portugal's Portuguese, Czech; 1, 21, 31 in Russian; 0 and 1
    // in French, Brazilian Portuguese and Hindi; 1, 101 in Slovenian.
    #expect(single(.one, "en") && single(.one, "de-AT") && single(.one, "pt-PT") && single(.one, "cs"))
    #expect(!single(.one, "ru") && !single(.one, "uk") && !single(.one, "fr") && !single(.one, "pt-BR"))
    #expect(!single(.one, "hi") && !single(.one, "sl") && !single(.one, "hr"))
    #expect(single(.two, "ar") && single(.two, "he") && !single(.two, "sl") && !single(.two, "gd"))
    #expect(single(.zero, "ar") && single(.zero, "en") && !single(.zero, "lv"))
    for category in [PluralCategory.few, .many, .other] {
      #expect(!single(category, "en") && !single(category, "ru") && !single(category, "ga"))
    }
    // Welsh: few is 3, many is 6.
    #expect(single(.few, "cy") && single(.many, "cy") && !single(.other, "cy"))
    #expect(single(.one, "xx"))  // a language CLDR does not cover keeps the benefit of the doubt
  }

  @Test func formsForSeveralNumbersNameThem() {
    let samples = PluralRules.wholeNumberSamples
    #expect(samples(.one, "ru") == "1, 21, 31, …" && samples(.one, "sr-Latn") == "1, 21, 31, …")
    #expect(samples(.one, "fr") == "0 and 1" && samples(.one, "pt-BR") == "0 and 1")
    #expect(samples(.one, "sl") == "1, 101, 201, …" && samples(.two, "sl") == "2, 102, 202, …")
    #expect(samples(.one, "gd") == "1 and 11" && samples(.two, "gd") == "2 and 12")
    #expect(samples(.zero, "lv") == "0, 10 to 20, 30, …")
    #expect(samples(.few, "ru") == "2 to 4, 22 to 24, 32 to 34, …" && samples(.few, "cs") == "2 to 4")
    #expect(
      samples(.many, "pl") == "0, 5 to 21, 25 to 31, …" && samples(.many, "ar") == "11 to 99, 111 to 199, …")
    #expect(
      samples(.few, "ro") == "0, 2 to 19, 101 to 119, …" && samples(.few, "mt") == "0, 3 to 10, 103 to 110, …"
    )
    // Every CLDR language whose form holds several whole numbers names them; one that holds a
    // single number or none (Czech `many`, decimals only), and `other`, names none.
    let languages = PluralRules.cldrLanguages
    for language in languages {
      for category in [PluralCategory.zero, .one, .two, .few, .many] {
        let allowed = PluralRules.allowedCategories(for: language)?.contains(category) == true
        let decimalsOnly = PluralRules.decimalOnlyCategory(language) == category
        let several = allowed && !decimalsOnly && !PluralRules.coversOneNumber(category, in: language)
        #expect((samples(category, language) != nil) == several, "\(language) \(category)")
      }
      #expect(samples(.other, language) == nil)
    }
  }

  @Test func aLackingFormNamesTheNumbersTheOtherFormStandsIn() {
    let numbers = { (category: PluralCategory, language: String, zero: Bool) in
      PluralRules.wholeNumbers(of: category, in: language, withZeroForm: zero)
    }
    #expect(
      numbers(.one, "de", false) == "1" && numbers(.two, "ar", false) == "2"
        && numbers(.zero, "ar", false) == "0")
    #expect(numbers(.few, "cy", false) == "3" && numbers(.many, "cy", false) == "6")
    #expect(
      numbers(.one, "ru", false) == "1, 21, 31, …" && numbers(.many, "ru", false) == "0, 5 to 20, 25 to 30, …"
    )
    // A `zero` form takes 0: French `one` is then 1 alone, Russian `many` starts at 5.
    #expect(numbers(.one, "fr", true) == "1" && numbers(.many, "ru", true) == "5 to 20, 25 to 30, …")
    #expect(numbers(.many, "cs", false) == nil && numbers(.other, "en", false) == nil)
    #expect(numbers(.one, "xx", false) == nil)
  }

  @Test func categoriesAreOrderedLikeCLDR() {
    #expect(PluralCategory.allCases == [.zero, .one, .two, .few, .many, .other])
    #expect(Set(PluralCategory.allCases).sorted() == PluralCategory.allCases)
    #expect(PluralCategory.few < .many)
    #expect(PluralCategory(rawValue: "many") == .many)
    #expect(PluralCategory(rawValue: "several") == nil)
  }
}
