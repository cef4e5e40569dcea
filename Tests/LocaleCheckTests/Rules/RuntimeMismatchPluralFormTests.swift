import Testing

@testable import CatalogParser
@testable import LocaleCheck

/// A label that fills a plural form with a number that form is not for ("1 items"): the app did
/// not let the count choose the form (audit 187).
@Suite("runtime-mismatch: the plural form a count chooses")
struct RuntimeMismatchPluralFormTests {
  private static let catalog = #"""
    {"sourceLanguage": "en", "version": "1.0", "strings": {"%lld items": {"localizations": {
      "en": {"variations": {"plural": {"one": {"stringUnit": {"state": "translated", "value": "%lld item"}},
        "other": {"stringUnit": {"state": "translated", "value": "%lld items"}}}}},
      "ru": {"variations": {"plural": {
        "one": {"stringUnit": {"state": "translated", "value": "%lld элемент"}},
        "few": {"stringUnit": {"state": "translated", "value": "%lld элемента"}},
        "many": {"stringUnit": {"state": "translated", "value": "%lld элементов"}},
        "other": {"stringUnit": {"state": "translated", "value": "%lld элемента"}}}}},
      "ar": {"variations": {"plural": {
        "zero": {"stringUnit": {"state": "translated", "value": "لا عناصر"}},
        "one": {"stringUnit": {"state": "translated", "value": "عنصر واحد"}},
        "two": {"stringUnit": {"state": "translated", "value": "عنصران"}},
        "few": {"stringUnit": {"state": "translated", "value": "%lld عناصر"}},
        "many": {"stringUnit": {"state": "translated", "value": "%lld عنصرًا"}},
        "other": {"stringUnit": {"state": "translated", "value": "%lld عنصر"}}}}},
      "de": {"variations": {"plural": {
        "other": {"stringUnit": {"state": "translated", "value": "%lld Elemente"}}}}}}},
    "Photos": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "%#@photos@ in %#@albums@"},
      "substitutions": {
        "photos": {"argNum": 1, "formatSpecifier": "lld", "variations": {"plural": {
          "one": {"stringUnit": {"state": "translated", "value": "%arg photo"}},
          "other": {"stringUnit": {"state": "translated", "value": "%arg photos"}}}}},
        "albums": {"argNum": 2, "formatSpecifier": "lld", "variations": {"plural": {
          "one": {"stringUnit": {"state": "translated", "value": "%arg album"}},
          "other": {"stringUnit": {"state": "translated", "value": "%arg albums"}}}}}}}}}}}
    """#

  private static func mismatches(_ locale: String, _ label: String, key: String = "%lld items") throws
    -> [Finding]
  {
    let capture = try CaptureBindingTests.capture(
      locale, "home", [("home.count", label, "StaticText", "0/1")])
    let labels = try LabelMap.parse(
      Array(#"{"version": 1, "identifiers": {"home.count": {"key": "\#(key)"}}}"#.utf8), file: "labels.json")
    return LocaleChecker().check(
      try Fixture(["Localizable.xcstrings": catalog]).catalog(), labelMap: labels, captures: [capture]
    ).findings.filter { $0.rule == "runtime-mismatch" }
  }

  @Test func aFormTheNumberDoesNotChooseIsTold() throws {
    let english = try Self.mismatches("en", "1 items")
    #expect(
      english.map(\.message) == [
        "en capture of home shows '1 items' for home.count, but 1 takes the one form, '1 item': the app did not "
          + "let the count choose the form"
      ])
    #expect(english.first?.expected == "1 item")
    // 21 is Russian `one`; 3 is Arabic `few`, printed in Arabic-Indic digits.
    #expect(try Self.mismatches("ru", "21 элемента").map(\.expected) == ["21 элемент"])
    #expect(try Self.mismatches("ar", "٣ عنصر").map(\.expected) == ["٣ عناصر"])
  }

  @Test func theFormTheNumberChoosesPasses() throws {
    for (locale, label) in [
      ("en", "1 item"), ("en", "1,234 items"), ("ru", "21 элемент"), ("ru", "3 элемента"),
      ("ru", "11 элементов"),
      ("ar", "٣ عناصر"), ("ar", "11 عنصرًا"), ("ar", "100 عنصر"),
      // A form a translation lacks shows `other`: German has no `one` here.
      ("de", "1 Elemente"),
    ] {
      #expect(try Self.mismatches(locale, label).isEmpty, "\(locale): \(label)")
    }
  }

  @Test func eachSubstitutionsCountChoosesItsForm() throws {
    #expect(try Self.mismatches("en", "1 photo in 2 albums", key: "Photos").isEmpty)
    #expect(
      try Self.mismatches("en", "1 photo in 1 albums", key: "Photos").map(\.message) == [
        "en capture of home shows '1 photo in 1 albums' for home.count, but 1 takes the one form of %#@albums@, "
          + "'1 album': the app did not let the count choose the form"
      ])
  }

  @Test func anIntegerOfAnotherArgumentIsNoCount() throws {
    // Review 141: the page number is argument 2; the plural counts argument 1.
    let stringsdict = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict>
      <key>files_on_page</key><dict>
       <key>NSStringLocalizedFormatKey</key><string>%#@files@</string>
       <key>files</key><dict>
        <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
        <key>NSStringFormatValueTypeKey</key><string>d</string>
        <key>one</key><string>One file on page %2$d</string>
        <key>other</key><string>%1$d files on page %2$d</string>
       </dict>
      </dict>
      <key>photos_albums</key><dict>
       <key>NSStringLocalizedFormatKey</key><string>%1$#@photos@ in %2$#@albums@</string>
       <key>photos</key><dict>
        <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
        <key>NSStringFormatValueTypeKey</key><string>ld</string>
        <key>one</key><string>%1$ld photo</string><key>other</key><string>%1$ld photos</string>
       </dict>
       <key>albums</key><dict>
        <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
        <key>NSStringFormatValueTypeKey</key><string>ld</string>
        <key>one</key><string>%2$ld album</string><key>other</key><string>%2$ld albums</string>
       </dict>
      </dict>
      </dict></plist>
      """
    func mismatches(_ key: String, _ label: String) throws -> [String] {
      let capture = try CaptureBindingTests.capture("en", "s", [("s.a", label, "StaticText", "0/1")])
      let labels = try LabelMap.parse(
        Array(#"{"version": 1, "identifiers": {"s.a": {"key": "\#(key)"}}}"#.utf8), file: "labels.json")
      return LocaleChecker().check(
        try Fixture(["en.lproj/Localizable.stringsdict": stringsdict]).catalog(), labelMap: labels,
        captures: [capture]
      ).findings.filter { $0.rule == "runtime-mismatch" }.map(\.expected)
        .compactMap(\.self)
    }
    #expect(try mismatches("files_on_page", "One file on page 5").isEmpty)
    #expect(try mismatches("photos_albums", "1 photo in 3 albums").isEmpty)
    #expect(try mismatches("photos_albums", "3 photos in 1 albums") == ["1 album"])
  }

  @Test func wholeNumbersFallInTheirLanguagesCategories() {
    let cases: [(String, Int, PluralCategory)] = [
      ("en", 1, .one), ("en", 0, .other), ("fr", 0, .one), ("fr", 2, .other), ("fr", 1_000_000, .many),
      ("pt-BR", 1, .one), ("pt-PT", 0, .other), ("ru", 21, .one), ("ru", 22, .few), ("ru", 11, .many),
      ("pl", 22, .few), ("pl", 21, .many), ("cs", 3, .few), ("cs", 5, .other), ("hr", 21, .one),
      ("lt", 12, .other), ("lt", 22, .few), ("lv", 10, .zero), ("he", 2, .two), ("ro", 101, .few),
      ("ro", 120, .other), ("sl", 102, .two), ("ga", 7, .many), ("ar", 103, .few), ("ar", 111, .many),
      ("cy", 6, .many), ("ja", 1, .other), ("zh-Hant", 2, .other),
    ]
    for (language, number, category) in cases {
      #expect(PluralRules.category(ofWholeNumber: number, in: language) == category, "\(language) \(number)")
    }
    // A language whose rule is not written out is not guessed.
    #expect(PluralRules.category(ofWholeNumber: 4, in: "fil") == nil)
  }
}
