import Foundation
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

  /// The same where the translation varies by device, each device's format naming the variable
  /// (review 185).
  @Test func formsUnderDeviceFormatsFitAPlainSource() throws {
    let forms = ["one": "%arg правка", "few": "%arg правки", "many": "%arg правок", "other": "%arg правки"]
    let plural = forms.mapValues { ["stringUnit": ["state": "translated", "value": $0]] }
    let device = ["stringUnit": ["state": "translated", "value": "%#@v0@ с %2$@"]]
    let russian: [String: Any] = [
      "variations": ["device": ["iphone": device, "other": device]],
      "substitutions": ["v0": ["argNum": 1, "formatSpecifier": "lld", "variations": ["plural": plural]]],
    ]
    let catalog: [String: Any] = [
      "sourceLanguage": "en", "version": "1.0",
      "strings": [
        "edits": [
          "localizations": [
            "en": ["stringUnit": ["state": "translated", "value": "%1$lld edits since %2$@"]], "ru": russian,
          ]
        ]
      ],
    ]
    let json = try JSONSerialization.data(withJSONObject: catalog, options: [.sortedKeys, .prettyPrinted])
    let findings = try Fixture(["App/Localizable.xcstrings": String(decoding: json, as: UTF8.self)])
      .findings(of: "format-mismatch")
    #expect(findings.isEmpty, "\(findings.map(\.message))")
  }
}
