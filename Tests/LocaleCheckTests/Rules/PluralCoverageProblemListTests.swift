import Testing

@testable import LocaleCheck

/// A plural set with several problems names them all in one finding.
@Suite("plural-coverage: every problem at once")
struct PluralCoverageProblemListTests {
  @Test func missingCategoriesAndEmptyFormsAreNamedTogether() throws {
    let fixture = try Fixture([
      "Localizable.xcstrings": PluralCoverageRuleTests.catalog([
        "en": PluralCoverageRuleTests.english,
        "ru": [("one", "%lld файл"), ("few", ""), ("other", "%lld файла")],
      ])
    ])
    #expect(
      try fixture.findings(of: "plural-coverage").map(\.message) == [
        "ru plural of %lld files lacks the 'many' form (ru needs one, few, many, other; the app shows the 'other' form for 0, 5 to 20, 25 to 30, …) and has an empty 'few' form"
      ])
  }

  @Test func aCompletePluralWithTextInEveryFormPasses() throws {
    let fixture = try Fixture([
      "Localizable.xcstrings": PluralCoverageRuleTests.catalog([
        "en": PluralCoverageRuleTests.english,
        "ru": [
          ("one", "%lld файл"), ("few", "%lld файла"), ("many", "%lld файлов"), ("other", "%lld файла"),
        ],
      ])
    ])
    #expect(try fixture.findings(of: "plural-coverage").isEmpty)
  }
}
