import Testing

@testable import LocaleCheck

/// Greek capitals drop the accent and have one sigma, German capitals write ß as SS: a label in
/// capitals reads as the word it spells (audit 157); two words that differ in accent or ß are two
/// words (review 123).
@Suite("duplicate-label: capitals")
struct DuplicateLabelCapitalsTests {
  static func duplicates(_ first: String, _ second: String, locale: String) throws -> [String] {
    let labels = """
      { "version": 1, "identifiers": {
          "screen.first": { "key": "first" }, "screen.second": { "key": "second" } } }
      """
    return try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings([
        "first": ["en": "Maybe", locale: first], "second": ["en": "Perhaps", locale: second],
      ])
    ]).findings(of: "duplicate-label", labels: labels).map(\.message)
  }

  @Test(arguments: [("ΙΣΩΣ", "Ίσως", "el"), ("Ίσως", "ΙΣΩΣ", "el"), ("STRASSE", "Straße", "de")])
  func aLabelInCapitalsReadsAsTheWordItSpells(first: String, second: String, locale: String) throws {
    #expect(try Self.duplicates(first, second, locale: locale).count == 1)
  }

  @Test(arguments: [("Πότε", "Ποτέ", "el"), ("Πού", "Που", "el"), ("Masse", "Maße", "de")])
  func wordsThatDifferInAccentOrSharpSAreTwoWords(first: String, second: String, locale: String) throws {
    #expect(try Self.duplicates(first, second, locale: locale).isEmpty)
  }
}
