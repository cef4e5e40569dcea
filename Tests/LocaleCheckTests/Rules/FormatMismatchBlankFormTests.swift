import Testing

@testable import LocaleCheck

/// A plural form of only white space: `plural-coverage`'s empty form where the source's form says
/// something, `format-mismatch`'s lost count where the source's form is a blank fragment too.
@Suite("format-mismatch: blank plural forms")
struct FormatMismatchBlankFormTests {
  static func rule(format: String, one: String, other: String) -> FixturePluralRule {
    FixturePluralRule("c", format: format, variable: "n", forms: [("one", one), ("other", other)])
  }

  @Test func aBlankFormBesideAWordedSourceFormIsPluralCoveragesOnly() throws {
    // Audit 141: one finding of the empty form, not a lost argument too.
    let fixture = try Fixture([
      "en.lproj/Localizable.stringsdict": CatalogText.stringsdict([
        Self.rule(format: "%#@n@", one: "%d word", other: "%d words")
      ]),
      "ru.lproj/Localizable.stringsdict": CatalogText.stringsdict([
        FixturePluralRule(
          "c", format: "%#@n@", variable: "n",
          forms: [("one", " "), ("few", "%d слова"), ("many", "%d слов"), ("other", "%d слова")])
      ]),
    ])
    #expect(try fixture.findings(of: "format-mismatch").isEmpty)
    #expect(try fixture.findings(of: "plural-coverage").count == 1)
  }

  @Test func aBlankFragmentBesideABlankSourceFragmentLosesTheCount() throws {
    // Review 119: Wire's " " for one knock; Russian `one` is also 21, 31, … knocks.
    let fixture = try Fixture([
      "en.lproj/Localizable.stringsdict": CatalogText.stringsdict([
        Self.rule(format: "%1$@ pinged%2$#@n@", one: " ", other: " %2$d times")
      ]),
      "ru.lproj/Localizable.stringsdict": CatalogText.stringsdict([
        FixturePluralRule(
          "c", format: "%1$@ пингует%2$#@n@", variable: "n",
          forms: [("one", " "), ("few", " %2$d раза"), ("many", " %2$d раз"), ("other", " %2$d раза")])
      ]),
    ])
    #expect(
      try fixture.findings(of: "format-mismatch").map(\.message) == [
        "ru value of c (substitutions.n.plural.one): argument 2 (%2$d in the source) is missing here "
          + "(ru uses its 'one' form for 1, 21, 31, …)"
      ])
  }
}
