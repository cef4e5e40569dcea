import Testing

@testable import LocaleCheck

/// A plural form of a category the language never uses (German `few`, Russian `two`), which tools
/// that write every category fill in, is never shown: no rule judges its text.
@Suite("Plural forms a language never uses")
struct UnusedPluralFormTests {
  @Test func unusedFormsAreNotJudged() throws {
    let leaf = { (text: String) in CatalogText.stringUnit(text) }
    let plural = { (forms: [(String, String)]) in
      "{\"variations\":{\"plural\":{" + forms.map { "\"\($0.0)\":\(leaf($0.1))" }.joined(separator: ",")
        + "}}}"
    }
    let catalog = """
      {"sourceLanguage":"en","version":"1.0","strings":{"%lld others":{"localizations":{
      "en":\(plural([("one", "%lld other"), ("other", "%lld others")])),
      "de":\(plural([("zero", "Keine"), ("one", "%lld anderer"), ("two", "%lld others"), ("few", "%lld %@"),
        ("many", "%lld others"), ("other", "%lld andere")])),
      "ru":\(plural([("one", "%lld другой"), ("two", "%lld others"), ("few", "%lld других"),
        ("many", "%lld других"), ("other", "%lld others")]))}}}}
      """
    let fixture = try Fixture(["Localizable.xcstrings": catalog])
    // Russian `other` is used (for fractions): its copy counts; German `zero` is Apple's for 0.
    #expect(
      try fixture.findings(of: "english-fallback").map(\.message) == [
        "ru shows the en text '%lld others' for %lld others (plural.other)"
      ])
    #expect(try fixture.findings(of: "format-mismatch").isEmpty)
  }

  @Test func usedCategories() {
    #expect(LeafPath.isUnusedPluralForm("plural.few", in: "de"))
    #expect(LeafPath.isUnusedPluralForm("substitutions.n.plural.two", in: "ru"))
    #expect(!LeafPath.isUnusedPluralForm("plural.zero", in: "de"))
    #expect(!LeafPath.isUnusedPluralForm("plural.many", in: "fr"))
    #expect(!LeafPath.isUnusedPluralForm("plural.few", in: "xx"))
    #expect(!LeafPath.isUnusedPluralForm("device.mac", in: "de"))
  }
}
