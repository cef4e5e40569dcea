import Testing

@testable import LocaleCheck

/// The whole numbers a language shows in its `other` form, as messages name them (audit 227).
@Suite("plural rules: the numbers of 'other'")
struct PluralOtherNumbersTests {
  @Test func eachFamilysOtherNumbersAreNamed() {
    #expect(PluralRules.otherWholeNumbers(in: "en") == "0 and every number from 2 on")
    #expect(PluralRules.otherWholeNumbers(in: "en", withZeroForm: true) == "every number from 2 on")
    #expect(PluralRules.otherWholeNumbers(in: "cs") == "0 and every number from 5 on")
    #expect(PluralRules.otherWholeNumbers(in: "ar") == "100 to 102, 200 to 202, 300 to 302, …")
    #expect(PluralRules.otherWholeNumbers(in: "lt") == "0, 10 to 20, 30, …")
    #expect(PluralRules.otherWholeNumbers(in: "he") == "0 and every number from 3 on")
    #expect(PluralRules.otherWholeNumbers(in: "ja") == "every number from 0 on")
    // Romance `many` holds the exact millions (review 164).
    #expect(PluralRules.otherWholeNumbers(in: "fr") == "every number from 2 on but the exact millions")
    #expect(PluralRules.otherWholeNumbers(in: "es") == "0 and every number from 2 on but the exact millions")
    #expect(PluralRules.otherWholeNumbers(in: "es", lacking: [.many]) == "0 and every number from 2 on")
    // Tachelhit's `few` holds 2 to 10, as CLDR says (audit 248).
    #expect(PluralRules.otherWholeNumbers(in: "shi") == "every number from 11 on")
    #expect(PluralRules.category(ofWholeNumber: 5, in: "shi") == .few)
    #expect(PluralRules.category(ofWholeNumber: 0, in: "shi") == .one)
  }

  @Test func aLanguageWhoseOtherFormsTakeEveryWholeNumberSaysFractions() {
    #expect(PluralRules.otherWholeNumbers(in: "pl") == "fractions such as 1.5 only")
    #expect(PluralRules.otherWholeNumbers(in: "ru") == "fractions such as 1.5 only")
  }

  @Test func aRomanceOtherFormWithoutManyTakesTheMillionsUnsaid() throws {
    // Audit 300: Tangem's Spanish plural has no `many`, so `other` shows the millions too.
    let plural = { (format: String, other: String) in
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict><key>k</key><dict><key>NSStringLocalizedFormatKey</key><string>\(format)</string>
      <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
      <key>NSStringFormatValueTypeKey</key><string>li</string><key>one</key><string>one network</string>
      <key>other</key><string>\(other)</string></dict></dict></dict></plist>
      """
    }
    let messages = try Fixture([
      "en.lproj/Localizable.stringsdict": plural("%#@n@", "%li networks"),
      "es.lproj/Localizable.stringsdict": plural("%#@n@", "varias redes"),
    ]).findings(of: "format-mismatch").map(\.message)
    #expect(messages.count == 1)
    #expect(messages.first?.hasSuffix("(es uses its 'other' form for 0 and every number from 2 on)") == true)
  }

  @Test func aLanguageWithoutAWrittenRuleIsNil() {
    #expect(PluralRules.otherWholeNumbers(in: "xx") == nil)
  }
}
