import Testing

@testable import CatalogParser
@testable import LocaleCheck

/// A translation that varies by plural where the source is one plain format ("%1$lld edits since
/// %2$@" against "%#@v0@ с %2$@"): each form stands for its variable's argument only, and the
/// format for the others (audit 271, Wikipedia's `.stringsdict` files beside `.strings`).
@Suite("format-mismatch: a variable under a plain source")
struct FormatMismatchPlainSourceVariableTests {
  static func edits(_ format: String, forms: [(String, String)]) -> FixturePluralRule {
    FixturePluralRule(
      "page-history-stats-text", format: format, variable: "v0", valueType: "d", forms: forms)
  }

  static func findings(_ rule: FixturePluralRule) throws -> [Finding] {
    try Fixture([
      "App/en.lproj/Localizable.strings": "\"page-history-stats-text\" = \"%1$d edits since %2$@\";\n",
      "App/ru.lproj/Localizable.stringsdict": CatalogText.stringsdict([rule]),
    ]).findings(of: "format-mismatch")
  }

  static let russianForms = [
    ("one", "%d правка"), ("few", "%d правки"), ("many", "%d правок"), ("other", "%d правки"),
  ]

  @Test func formsThatShowTheirVariableFitAPlainSource() throws {
    #expect(try Self.findings(Self.edits("%#@v0@ с %2$@", forms: Self.russianForms)).isEmpty)
  }

  @Test func anArgumentTheFormatLosesIsToldAtTheFormatOnly() throws {
    let findings = try Self.findings(Self.edits("%#@v0@", forms: Self.russianForms))
    #expect(
      findings.map(\.message) == [
        "ru value of page-history-stats-text: argument 2 (%2$@ in the source) is missing here"
      ])
  }

  @Test func aFormThatLosesItsVariablesCountIsStillTold() throws {
    let forms = [("one", "правка"), ("few", "%d правки"), ("many", "%d правок"), ("other", "%d правки")]
    let findings = try Self.findings(Self.edits("%#@v0@ с %2$@", forms: forms))
    // Russian `one` is also 21, 31, …: its count is the variable's own argument.
    #expect(findings.count == 1)
    #expect(findings.first?.message.contains("(substitutions.v0.plural.one)") == true)
    #expect(findings.first?.message.contains("argument 1 (%1$d in the source) is missing here") == true)
  }

  @Test func anOtherFormIsToldWhatItShowsForTheFormsItsPluralLacks() throws {
    let forms = [("one", "%d правка"), ("few", "%d правки"), ("other", "правок")]
    let findings = try Self.findings(Self.edits("%#@v0@ с %2$@", forms: forms))
    #expect(
      findings.map(\.message) == [
        "ru value of page-history-stats-text (substitutions.v0.plural.other): argument 1 (%1$d in the source) "
          + "is missing here (the app shows this 'other' form for 0, 5 to 20, 25 to 30, …, as the plural "
          + "lacks 'many')"
      ])
  }
}
