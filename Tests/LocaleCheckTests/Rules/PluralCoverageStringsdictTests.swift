import Testing

@testable import LocaleCheck

/// `.stringsdict` plural rules whose forms are misspelt or left out: the OS finds no form for
/// the numbers of a category it cannot read.
@Suite("plural-coverage: stringsdict forms")
struct PluralCoverageStringsdictTests {
  private static func rule(_ key: String, _ forms: [(category: String, text: String)]) -> FixturePluralRule {
    FixturePluralRule(key, format: "%#@n@", variable: "n", forms: forms)
  }

  @Test func misspeltOrMissingFormsLackTheirCategories() throws {
    let fixture = try Fixture([
      "App/en.lproj/Localizable.stringsdict": CatalogText.stringsdict([
        Self.rule("caps", [("one", "%d file"), ("other", "%d files")]),
        Self.rule("none", [("one", "%d file"), ("other", "%d files")]),
        Self.rule("fine", [("one", "%d file"), ("other", "%d files")]),
      ]),
      "App/ru.lproj/Localizable.stringsdict": CatalogText.stringsdict([
        Self.rule(
          "caps", [("One", "%d файл"), ("Few", "%d файла"), ("Many", "%d файлов"), ("Other", "%d файла")]),
        Self.rule("none", []),
        Self.rule(
          "fine", [("one", "%d файл"), ("few", "%d файла"), ("many", "%d файлов"), ("other", "%d файла")]),
      ]),
    ])
    let findings = try fixture.findings(of: "plural-coverage")
    #expect(
      findings.map(\.message).sorted() == [
        "ru plural of caps (substitutions.n) lacks one, few, many, other (ru needs one, few, many, other)",
        "ru plural of none (substitutions.n) lacks one, few, many, other (ru needs one, few, many, other)",
      ])
  }
}
