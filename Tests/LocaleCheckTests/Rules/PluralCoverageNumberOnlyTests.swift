import Testing

@testable import LocaleCheck

/// A plural whose forms say only the number lacks nothing (every count reads alike), unless the
/// source's own noun stands outside it (`%#@songs@ songs` reads "1 songs").
@Suite("plural-coverage: number-only plurals")
struct PluralCoverageNumberOnlyTests {
  private static func substitution(_ forms: [(String, String)]) -> String {
    let cases = forms.map {
      "\"\($0.0)\": {\"stringUnit\": {\"state\": \"translated\", \"value\": \"\($0.1)\"}}"
    }
    return """
      "substitutions": {"n": {"argNum": 1, "formatSpecifier": "lld",
        "variations": {"plural": {\(cases.joined(separator: ", "))}}}}
      """
  }

  private static func catalog(source format: String, translation: String, deviceVaried: Bool = false)
    -> String
  {
    func text(_ value: String) -> String {
      deviceVaried
        ? """
        "variations": {"device": {"iphone": {"stringUnit": {"state": "translated", "value": "\(value)"}},
          "other": {"stringUnit": {"state": "translated", "value": "\(value)"}}}}
        """
        : "\"stringUnit\": {\"state\": \"translated\", \"value\": \"\(value)\"}"
    }
    return """
      {"sourceLanguage": "en", "version": "1.0", "strings": {"k": {"localizations": {
        "en": {\(text(format)), \(substitution([("one", "%arg"), ("other", "%arg")]))},
        "ru": {\(text(translation)), \(substitution([("other", "%arg")]))}}}}}
      """
  }

  @Test func aLoneNumberOnlyPluralLacksNothing() throws {
    // Audit 179: the rule's own example, "ru: other '%d' alone".
    let fixture = try Fixture(["Localizable.xcstrings": Self.catalog(source: "%#@n@", translation: "%#@n@")])
    #expect(try fixture.findings(of: "plural-coverage").isEmpty)
  }

  @Test(arguments: [false, true])
  func theSourcesNounOutsideThePluralStillNeedsTheForms(deviceVaried: Bool) throws {
    // Review 135: also where the source's text varies by device and has no plain text.
    let fixture = try Fixture([
      "Localizable.xcstrings": Self.catalog(
        source: "%#@n@ songs", translation: "%#@n@ песен", deviceVaried: deviceVaried)
    ])
    #expect(
      try fixture.findings(of: "plural-coverage").map(\.message) == [
        "ru plural of k (substitutions.n) lacks the 'one', 'few' and 'many' forms (ru needs one, few, many, other)"
      ])
  }

  /// Review 136: a `.stringsdict` width rule keeps each width's variables in the width's form.
  @Test func aWidthRulesNounOutsideThePluralStillNeedsTheForms() throws {
    func stringsdict(_ noun: String, _ forms: String) -> String {
      let width = { (size: String) in
        "<key>\(size)</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@ \(noun)</string><key>n</key><dict>"
          + "<key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>"
          + "<key>NSStringFormatValueTypeKey</key><string>d</string>\(forms)</dict></dict>"
      }
      return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict><key>k</key><dict>"
        + "<key>NSStringVariableWidthRuleType</key><dict>\(width("20"))\(width("50"))</dict></dict></dict></plist>\n"
    }
    let fixture = try Fixture([
      "en.lproj/Localizable.stringsdict": stringsdict(
        "songs", "<key>one</key><string>%d</string><key>other</key><string>%d</string>"),
      "ru.lproj/Localizable.stringsdict": stringsdict("песен", "<key>other</key><string>%d</string>"),
    ])
    #expect(
      try fixture.findings(of: "plural-coverage").map(\.message) == [
        "ru plural of k (width.20.substitutions.n) lacks the 'one', 'few' and 'many' forms (ru needs one, few, many, other)",
        "ru plural of k (width.50.substitutions.n) lacks the 'one', 'few' and 'many' forms (ru needs one, few, many, other)",
      ])
  }
}
