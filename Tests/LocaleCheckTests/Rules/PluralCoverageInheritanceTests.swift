import Testing

@testable import LocaleCheck

/// `plural-coverage` of plurals a locale inherits, and of forms written without text.
@Suite("plural-coverage: inherited and hollow forms")
struct PluralCoverageInheritanceTests {
  static let catalog = PluralCoverageRuleTests.catalog([
    "en": PluralCoverageRuleTests.english,
    "pt": [("other", "%lld arquivos")],
    "ru": [("one", "%lld файл"), ("other", "%lld файла")],
  ])

  @Test func aParentsPluralIsJudgedAtTheChildWhenTheRunLeavesTheParentOut() throws {
    let fixture = try Fixture(["Localizable.xcstrings": Self.catalog])
    var narrowed = Configuration()
    narrowed.locales = [LocaleID("pt-BR"), LocaleID("ru-UA")]
    let findings = try fixture.findings(of: "plural-coverage", configuration: narrowed)
    #expect(
      findings.map(\.message) == [
        "pt-BR plural of %lld files lacks the 'one' form (pt needs one, other; the app shows the 'other' form for 0 and 1)",
        "ru-UA plural of %lld files lacks the 'few' and 'many' forms (ru needs one, few, many, other)",
      ])
  }

  /// pt-PT has a rule of its own: a message names it, not `pt`'s, beside pt-BR's (audit 248).
  @Test func aRegionWithARuleOfItsOwnIsNamedSo() throws {
    let fixture = try Fixture(["Localizable.xcstrings": Self.catalog])
    var narrowed = Configuration()
    narrowed.locales = [LocaleID("pt-PT")]
    #expect(
      try fixture.findings(of: "plural-coverage", configuration: narrowed).map(\.message) == [
        "pt-PT plural of %lld files lacks the 'one' form (pt-PT needs one, other; the app shows the 'other' form "
          + "for 1)"
      ])
  }

  @Test func aParentsPluralIsJudgedOnceAtTheParent() throws {
    let fixture = try Fixture(["Localizable.xcstrings": Self.catalog])
    var both = Configuration()
    both.locales = [LocaleID("pt"), LocaleID("pt-BR"), LocaleID("ru"), LocaleID("ru-UA")]
    let findings = try fixture.findings(of: "plural-coverage", configuration: both)
    #expect(findings.map(\.locale) == [LocaleID("pt"), LocaleID("ru")])
  }

  @Test func anUntranslatedEntryOfTheChildShowsTheParentsPlural() throws {
    // `ru-UA` has an empty entry in state `new`: its users hear `ru`'s plural all the same.
    let text = Self.catalog.replacingOccurrences(
      of: "\"ru\" : {",
      with: "\"ru-UA\" : { \"stringUnit\" : { \"state\" : \"new\", \"value\" : \"\" } },\n\"ru\" : {")
    let fixture = try Fixture(["Localizable.xcstrings": text])
    var narrowed = Configuration()
    narrowed.locales = [LocaleID("ru-UA")]
    #expect(
      try fixture.findings(of: "plural-coverage", configuration: narrowed).map(\.message) == [
        "ru-UA plural of %lld files lacks the 'few' and 'many' forms (ru needs one, few, many, other)"
      ])
    // With `ru` in the run, it is reported once, at `ru`.
    #expect(try fixture.findings(of: "plural-coverage").map(\.locale) == [LocaleID("pt"), LocaleID("ru")])
  }

  @Test func aFormWithoutTextIsMissing() throws {
    let text = PluralCoverageRuleTests.catalog([
      "en": PluralCoverageRuleTests.english, "fr": [("other", "%lld fichiers")],
    ]).replacingOccurrences(
      of: "\"other\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"%lld fichiers\" } }",
      with:
        "\"one\" : { },\n\"other\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"%lld fichiers\" } }"
    )
    let fixture = try Fixture(["Localizable.xcstrings": text])
    #expect(
      try fixture.findings(of: "plural-coverage").map(\.message) == [
        "fr plural of %lld files lacks the 'one' form (fr needs one, other; the app shows the 'other' form for 0 and 1)"
      ])
  }
}
