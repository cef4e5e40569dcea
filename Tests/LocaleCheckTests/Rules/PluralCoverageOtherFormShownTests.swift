import Testing

@testable import LocaleCheck

/// A plural that lacks one category says which counts show its `other` form meanwhile.
@Suite("plural-coverage: the numbers the other form stands in for")
struct PluralCoverageOtherFormShownTests {
  static func messages(
    _ russian: [(String, String)], english: [(String, String)] = PluralCoverageRuleTests.english
  )
    throws -> [String]
  {
    let fixture = try Fixture([
      "Localizable.xcstrings": PluralCoverageRuleTests.catalog(["en": english, "ru": russian])
    ])
    return try fixture.findings(of: "plural-coverage").map(\.message)
  }

  @Test func aLackingCategoryNamesItsNumbers() throws {
    #expect(
      try Self.messages([("one", "%lld файл"), ("many", "%lld файлов"), ("other", "%lld файла")]) == [
        "ru plural of %lld files lacks the 'few' form (ru needs one, few, many, other; the app shows the 'other' form for "
          + "2 to 4, 22 to 24, 32 to 34, …)"
      ])
  }

  @Test func maltesesTwoIsNamedWithWhatOlderSystemsShow() throws {
    // Audit 99: CLDR 42 gave Maltese `two` the 2 that `few` had; iOS 16's ICU still has it there.
    let fixture = try Fixture([
      "Localizable.xcstrings": PluralCoverageRuleTests.catalog([
        "en": PluralCoverageRuleTests.english,
        "mt": [("one", "fajl"), ("few", "%lld fajls"), ("many", "%lld fajls"), ("other", "%lld fajls")],
      ])
    ])
    #expect(
      try fixture.findings(of: "plural-coverage").map(\.message) == [
        "mt plural of %lld files lacks the 'two' form (mt needs one, two, few, many, other; the app shows the 'other' form "
          + "for 2, and on iOS 16 and earlier the 'few' form)"
      ])
  }

  @Test func aZeroFormTakesZero() throws {
    #expect(
      try Self.messages([
        ("zero", "нет файлов"), ("one", "%lld файл"), ("few", "%lld файла"), ("other", "%lld файлов"),
      ])
        == [
          "ru plural of %lld files lacks the 'many' form (ru needs one, few, many, other; the app shows the 'other' form for "
            + "5 to 20, 25 to 30, …)"
        ])
  }

  @Test func nothingIsToldWhereTheOtherFormCannotStandIn() throws {
    // Several categories lacking: `other` stands in for most counts, the list says enough.
    #expect(
      try Self.messages([("one", "%lld файл"), ("other", "%lld файла")]) == [
        "ru plural of %lld files lacks the 'few' and 'many' forms (ru needs one, few, many, other)"
      ])
    // An empty `other` shows nothing; a decimal count's numbers are not the whole numbers named.
    #expect(
      try Self.messages([("one", "%lld файл"), ("few", "%lld файла"), ("other", " ")]) == [
        "ru plural of %lld files lacks the 'many' form (ru needs one, few, many, other) and has an empty 'other' form"
      ])
    // The key stays "%lld files"; the forms count with `%.1f`.
    let decimal = [("one", "%.1f km"), ("other", "%.1f km")]
    #expect(
      try Self.messages([("one", "%.1f км"), ("many", "%.1f км"), ("other", "%.1f км")], english: decimal)
        == [
          "ru plural of %lld files lacks the 'few' form (ru needs one, few, many, other for a decimal number)"
        ])
  }

  @Test func aDecimalCountInALanguageWithoutDecimalOnlyFormsNamesNoNumbers() throws {
    // Audit 233 (141b): Slovenian `few` also holds 1.5, so "3, 4, 103, 104, …" was not all of it.
    let fixture = try Fixture([
      "Localizable.xcstrings": PluralCoverageRuleTests.catalog([
        "en": [("one", "%.1f km"), ("other", "%.1f km")],
        "sl": [("one", "%.1f km"), ("two", "%.1f km"), ("other", "%.1f km")],
      ])
    ])
    #expect(
      try fixture.findings(of: "plural-coverage").map(\.message) == [
        "sl plural of %lld files lacks the 'few' form (sl needs one, two, few, other)"
      ])
  }
}
