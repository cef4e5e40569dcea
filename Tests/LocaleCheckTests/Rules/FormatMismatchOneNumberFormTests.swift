import Testing

@testable import LocaleCheck

/// A form for one number may write its count as a word ("ملفان", two files), but not leave out
/// the other arguments: the folder of "%d files in %@" is lost to its reader (audit 227).
@Suite("format-mismatch: forms for one number")
struct FormatMismatchOneNumberFormTests {
  private static func stringsdict(_ forms: [(String, String)], format: String = "%1$#@n@") -> String {
    let cases = forms.map { "<key>\($0.0)</key><string>\($0.1)</string>" }.joined()
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict><key>files_in</key><dict>
      <key>NSStringLocalizedFormatKey</key><string>\(format)</string>
      <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
      <key>NSStringFormatValueTypeKey</key><string>d</string>\(cases)</dict></dict></dict></plist>
      """
  }

  private static let english = [("one", "%1$d file in %2$@"), ("other", "%1$d files in %2$@")]

  private static func messages(_ locale: String, _ forms: [(String, String)]) throws -> [String] {
    try Fixture([
      "en.lproj/Localizable.stringsdict": stringsdict(english),
      "\(locale).lproj/Localizable.stringsdict": stringsdict(forms),
    ]).findings(of: "format-mismatch").map(\.message)
  }

  @Test func aFormForOneNumberMayWriteItsCountAsAWord() throws {
    let arabic = [
      ("zero", "لا ملفات في %2$@"), ("one", "ملف واحد في %2$@"), ("two", "ملفان في %2$@"),
      ("few", "%1$d ملفات في %2$@"), ("many", "%1$d ملفًا في %2$@"), ("other", "%1$d ملف في %2$@"),
    ]
    #expect(try Self.messages("ar", arabic).isEmpty)
  }

  @Test func aFormForOneNumberThatLosesAnotherArgumentIsTold() throws {
    let arabic = [
      ("zero", "لا ملفات في %2$@"), ("one", "ملف واحد في %2$@"), ("two", "ملفان"),
      ("few", "%1$d ملفات في %2$@"), ("many", "%1$d ملفًا في %2$@"), ("other", "%1$d ملف في %2$@"),
    ]
    let messages = try Self.messages("ar", arabic)
    #expect(messages.count == 1)
    #expect(
      messages.first?.contains("(substitutions.n.plural.two): argument 2 (%2$@ in the source) is missing")
        == true)
    let polish = [
      ("one", "1 plik"), ("few", "%1$d pliki w %2$@"), ("many", "%1$d plików w %2$@"),
      ("other", "%1$d pliku w %2$@"),
    ]
    #expect(
      try Self.messages("pl", polish).first?.contains("(substitutions.n.plural.one): argument 2") == true)
  }

  @Test func aStringCatalogsFormForOneNumberKeepsItsOtherArguments() throws {
    func catalog(two: String) -> String {
      """
      { "sourceLanguage" : "en", "version" : "1.0", "strings" : { "%lld files in %@" : { "localizations" : {
        "ar" : { "variations" : { "plural" : {
          "zero" : { "stringUnit" : { "state" : "translated", "value" : "لا ملفات في %2$@" } },
          "one" : { "stringUnit" : { "state" : "translated", "value" : "ملف واحد في %2$@" } },
          "two" : { "stringUnit" : { "state" : "translated", "value" : "\(two)" } },
          "few" : { "stringUnit" : { "state" : "translated", "value" : "%1$lld ملفات في %2$@" } },
          "many" : { "stringUnit" : { "state" : "translated", "value" : "%1$lld ملفًا في %2$@" } },
          "other" : { "stringUnit" : { "state" : "translated", "value" : "%1$lld ملف في %2$@" } } } } } } } } }
      """
    }
    let lost = try Fixture(["Localizable.xcstrings": catalog(two: "ملفان")]).findings(of: "format-mismatch")
    #expect(
      lost.map(\.message).first?.contains("(plural.two): argument 2 (%@ in the source) is missing") == true)
    #expect(
      try Fixture(["Localizable.xcstrings": catalog(two: "ملفان في %2$@")]).findings(of: "format-mismatch")
        .isEmpty)
  }

  @Test func theSourcesOwnFormForOneIsJudgedAlike() throws {
    let findings = try Fixture([
      "en.lproj/Localizable.stringsdict": Self.stringsdict([
        ("one", "%1$d file"), ("other", "%1$d files in %2$@"),
      ])
    ]).findings(of: "format-mismatch")
    #expect(findings.map(\.message).first?.contains("argument 2") == true, "\(findings.map(\.message))")
    let word = try Fixture([
      "en.lproj/Localizable.stringsdict": Self.stringsdict([
        ("one", "One file in %2$@"), ("other", "%1$d files in %2$@"),
      ])
    ]).findings(of: "format-mismatch")
    #expect(word.isEmpty)
  }

  @Test func anOtherFormNamesItsNumbers() throws {
    let arabic = [
      ("zero", "لا ملفات في %2$@"), ("one", "ملف واحد في %2$@"), ("two", "ملفان في %2$@"),
      ("few", "%1$d ملفات في %2$@"), ("many", "%1$d ملفًا في %2$@"), ("other", "%1$d ملف"),
    ]
    #expect(
      try Self.messages("ar", arabic) == [
        "ar value of files_in (substitutions.n.plural.other): argument 2 (%2$@ in the source) is missing here "
          + "(ar uses its 'other' form for 100 to 102, 200 to 202, 300 to 302, …)"
      ])
  }

  /// Review 164: the count is the variable's argument; a form that keeps it and loses another
  /// number is told, and a `%@` count (no variable) may be written as a word.
  @Test func theCountIsTheVariablesArgumentOrTheFirstNumber() throws {
    let english = [("one", "%1$d of %2$d file"), ("other", "%1$d of %2$d files")]
    let findings = try Fixture([
      "en.lproj/Localizable.stringsdict": Self.stringsdict(english, format: "%2$#@n@"),
      "pl.lproj/Localizable.stringsdict": Self.stringsdict(
        [
          ("one", "%2$d plik"), ("few", "%1$d z %2$d pliki"), ("many", "%1$d z %2$d plików"),
          ("other", "%1$d z %2$d pliku"),
        ],
        format: "%2$#@n@"),
    ]).findings(of: "format-mismatch")
    #expect(
      findings.map(\.message).first?.contains("(substitutions.n.plural.one): argument 1 (%1$d in the source)")
        == true)
    let objectCount = """
      { "sourceLanguage" : "en", "version" : "1.0", "strings" : { "%@ files in %@" : { "localizations" : {
        "ar" : { "variations" : { "plural" : {
          "zero" : { "stringUnit" : { "state" : "translated", "value" : "لا ملفات في %2$@" } },
          "one" : { "stringUnit" : { "state" : "translated", "value" : "ملف واحد في %2$@" } },
          "two" : { "stringUnit" : { "state" : "translated", "value" : "ملفان في %2$@" } },
          "few" : { "stringUnit" : { "state" : "translated", "value" : "%1$@ ملفات في %2$@" } },
          "many" : { "stringUnit" : { "state" : "translated", "value" : "%1$@ ملفًا في %2$@" } },
          "other" : { "stringUnit" : { "state" : "translated", "value" : "%1$@ ملف في %2$@" } } } } } } } } }
      """
    #expect(try Fixture(["Localizable.xcstrings": objectCount]).findings(of: "format-mismatch").isEmpty)
  }
}
