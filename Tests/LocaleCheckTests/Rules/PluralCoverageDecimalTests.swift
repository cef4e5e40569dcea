import Testing

@testable import LocaleCheck

/// Czech, Slovak, Lithuanian and Manx `many` holds only numbers with decimals (CLDR `v != 0`):
/// not needed for a count, needed for a distance or a rating ("1,5 kilometru").
@Suite("plural-coverage: decimal numbers")
struct PluralCoverageDecimalTests {
  /// A String Catalog plural of `key` in `en` and `cs`, the Czech forms without `many`.
  static func catalog(_ czech: [(String, String)], english: [(String, String)]) -> String {
    func plural(_ forms: [(String, String)]) -> String {
      let cases = forms.map { "\"\($0.0)\":\(CatalogText.stringUnit($0.1))" }.joined(separator: ",")
      return "{\"variations\":{\"plural\":{\(cases)}}}"
    }
    return """
      {"sourceLanguage":"en","version":"1.0","strings":{"distance":{"localizations":{
      "en":\(plural(english)),"cs":\(plural(czech))}}}}
      """
  }

  static let czechForms = [("one", "%@ kilometr"), ("few", "%@ kilometry"), ("other", "%@ kilometrů")]

  static func messages(_ specifier: String) throws -> [String] {
    let czech = czechForms.map { ($0.0, $0.1.replacingOccurrences(of: "%@", with: specifier)) }
    let english = [("one", "\(specifier) kilometer"), ("other", "\(specifier) kilometers")]
    let fixture = try Fixture(["Localizable.xcstrings": catalog(czech, english: english)])
    return try fixture.findings(of: "plural-coverage").map(\.message)
  }

  @Test func aDecimalNumberNeedsMany() throws {
    #expect(
      try Self.messages("%.1f") == [
        "cs plural of distance lacks the 'many' form (cs needs one, few, many, other for a decimal number)"
      ])
  }

  @Test func aCountDoesNotNeedMany() throws {
    #expect(try Self.messages("%lld").isEmpty)
    #expect(try Self.messages("%d").isEmpty)
  }

  @Test func anEmptyFormNoCountReachesIsNotReported() throws {
    // A count never reaches Czech `many`, nor German `few`: empty, they are never shown.
    let czech = [
      ("one", "%lld kilometr"), ("few", "%lld kilometry"), ("many", ""), ("other", "%lld kilometrů"),
    ]
    let english = [("one", "%lld kilometer"), ("other", "%lld kilometers")]
    let fixture = try Fixture(["Localizable.xcstrings": Self.catalog(czech, english: english)])
    #expect(try fixture.findings(of: "plural-coverage").isEmpty)
    let decimal = czech.map { ($0.0, $0.1.replacingOccurrences(of: "%lld", with: "%.1f")) }
    let decimals = try Fixture(["Localizable.xcstrings": Self.catalog(decimal, english: english)])
    #expect(
      try decimals.findings(of: "plural-coverage").map(\.message) == [
        "cs plural of distance has an empty 'many' form"
      ])
  }

  @Test func anEmptyRussianOtherNoCountReachesIsNotReported() throws {
    // Russian `one`, `few` and `many` hold every whole number (audit 84): `other` is for
    // decimals, and for a count only where it stands in for a form the set lacks.
    func messages(_ russian: [(String, String)]) throws -> [String] {
      let forms = { (forms: [(String, String)]) in
        "{\"variations\":{\"plural\":{"
          + forms.map { "\"\($0.0)\":\(CatalogText.stringUnit($0.1))" }.joined(separator: ",") + "}}}"
      }
      let english = [("one", "%lld day"), ("other", "%lld days")]
      let catalog = """
        {"sourceLanguage":"en","version":"1.0","strings":{"days":{"localizations":{
        "en":\(forms(english)),"ru":\(forms(russian))}}}}
        """
      return try Fixture(["Localizable.xcstrings": catalog]).findings(of: "plural-coverage").map(\.message)
    }
    let russian = [("one", "%lld день"), ("few", "%lld дня"), ("many", "%lld дней"), ("other", "")]
    #expect(try messages(russian).isEmpty)
    #expect(
      try messages(russian.filter { $0.0 != "many" })
        == [
          "ru plural of days lacks the 'many' form (ru needs one, few, many, other) and has an empty 'other' form"
        ])
    let decimal = russian.map { ($0.0, $0.1.replacingOccurrences(of: "%lld", with: "%.1f")) }
    #expect(try messages(decimal) == ["ru plural of days has an empty 'other' form"])
  }

  @Test func aStringsdictVariableOfFloatingTypeNeedsMany() throws {
    func rule(_ valueType: String, _ forms: [(category: String, text: String)]) -> FixturePluralRule {
      FixturePluralRule(
        "rating.\(valueType)", format: "%#@n@", variable: "n", valueType: valueType, forms: forms)
    }
    let czech = [("one", "%.1f hvězdička"), ("few", "%.1f hvězdičky"), ("other", "%.1f hvězdiček")]
    let english = [("one", "%.1f star"), ("other", "%.1f stars")]
    let fixture = try Fixture([
      "App/en.lproj/Localizable.stringsdict": CatalogText.stringsdict([
        rule("f", english), rule("d", english),
      ]),
      "App/lt.lproj/Localizable.stringsdict": CatalogText.stringsdict([rule("f", czech), rule("d", czech)]),
    ])
    #expect(
      try fixture.findings(of: "plural-coverage").map(\.message) == [
        "lt plural of rating.f (substitutions.n) lacks the 'many' form (lt needs one, few, many, other for a decimal number)"
      ])
  }

  @Test func rulesForDecimals() {
    #expect(PluralRules.requiredCategories(for: "sk", decimals: true) == [.one, .few, .many, .other])
    #expect(PluralRules.requiredCategories(for: "gv", decimals: true) == [.one, .two, .few, .many, .other])
    // Compact `many` ("1 M") is no decimal's: French and Spanish still do without it.
    #expect(PluralRules.requiredCategories(for: "fr", decimals: true) == [.one, .other])
    #expect(PluralRules.requiredCategories(for: "ru", decimals: true) == [.one, .few, .many, .other])
  }
}
