import Testing

@testable import LocaleCheck

/// A translation that moves the count out of its variable's forms into the format ("%1$d
/// %#@v1@" with forms of the noun alone, for "%#@v0@" with "%1$d historical event"): the label
/// shows the number once, as the source's does (audit 281, Wikipedia's Russian `.stringsdict`).
@Suite("format-mismatch: a count the format shows")
struct FormatMismatchKeyArgumentTests {
  static let source = FixturePluralRule(
    "on-this-day", format: "%#@v0@", variable: "v0", valueType: "d",
    forms: [("one", "%1$d historical event"), ("other", "%1$d historical events")])

  static func findings(format: String, forms: [(String, String)]) throws -> [Finding] {
    let russian = FixturePluralRule(
      "on-this-day", format: format, variable: "v1", valueType: "d", forms: forms)
    return try Fixture([
      "App/en.lproj/Localizable.stringsdict": CatalogText.stringsdict([source]),
      "App/ru.lproj/Localizable.stringsdict": CatalogText.stringsdict([russian]),
    ]).findings(of: "format-mismatch")
  }

  static let nouns = [
    ("one", "историческое событие"), ("few", "исторических события"), ("many", "исторических событий"),
    ("other", "исторических событий"),
  ]

  @Test func aCountTheFormatShowsIsNotMissingFromTheForms() throws {
    #expect(try Self.findings(format: "%1$d %#@v1@", forms: Self.nouns).isEmpty)
  }

  @Test func formsWithoutTheCountAreToldWhereTheFormatLacksItToo() throws {
    let findings = try Self.findings(format: "%#@v1@", forms: Self.nouns)
    #expect(findings.count == 4)
    #expect(findings.allSatisfy { $0.message.contains("argument 1 (%1$d in the source) is missing here") })
  }

  @Test func aFormatThatShowsAnotherArgumentLeavesTheCountMissing() throws {
    let findings = try Self.findings(format: "%2$@ %#@v1@", forms: Self.nouns)
    #expect(findings.contains { $0.message.contains("argument 1 (%1$d in the source) is missing here") })
  }

  @Test func aCountEachDevicesFormatShowsIsNotMissingFromTheForms() throws {
    // Review 192: the formats are device variations; one that lacks the count still lacks it.
    func catalog(iphone: String, other: String) -> String {
      let forms = #""substitutions":{"files":{"argNum":1,"formatSpecifier":"lld","variations":{"plural":{"#
      let source =
        forms + #""one":{"stringUnit":{"state":"translated","value":"%arg file"}},"#
        + #""other":{"stringUnit":{"state":"translated","value":"%arg files"}}}}}}"#
      let german =
        forms + #""one":{"stringUnit":{"state":"translated","value":"Datei"}},"#
        + #""other":{"stringUnit":{"state":"translated","value":"Dateien"}}}}}}"#
      return """
        {"sourceLanguage":"en","version":"1.0","strings":{"files":{"localizations":{
        "en":{"stringUnit":{"state":"translated","value":"%#@files@"},\(source)},
        "de":{"variations":{"device":{"iphone":{"stringUnit":{"state":"translated","value":"\(iphone)"}},
        "other":{"stringUnit":{"state":"translated","value":"\(other)"}}}},\(german)}}}}}
        """
    }
    let both = try Fixture([
      "Localizable.xcstrings": catalog(iphone: "%1$lld %#@files@", other: "%1$lld %#@files@")
    ])
    #expect(try both.findings(of: "format-mismatch").isEmpty)
    let one = try Fixture(["Localizable.xcstrings": catalog(iphone: "%1$lld %#@files@", other: "%#@files@")])
    #expect(try !one.findings(of: "format-mismatch").isEmpty)
  }
}
