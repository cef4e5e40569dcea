import Testing

@testable import LocaleCheck

@Suite("identifier-taxonomy")
struct IdentifierTaxonomyRuleTests {
  @Test func descriptor() {
    #expect(IdentifierTaxonomyRule.descriptor.id == "identifier-taxonomy")
    #expect(IdentifierTaxonomyRule.descriptor.defaultSeverity == .note)
  }

  static let labels = """
    { "version": 1,
      "identifiers": {
        "login.submit.button": { "key": "a" },
        "checkout.promoCode.field": { "key": "a" },
        "SubmitButton": { "key": "a" },
        "login_submit": { "key": "a" },
        "a.b.c.d.e": { "key": "a" } } }
    """

  @Test func triggersOncePerIdentifierAtItsDeclaration() throws {
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings(["a": ["en": "Sign in", "de": "Anmelden"]])
    ])
    let findings = try fixture.findings(of: "identifier-taxonomy", labels: Self.labels)
    #expect(findings.map(\.identifier) == ["SubmitButton", "login_submit", "a.b.c.d.e"])
    let first = try #require(findings.first)
    #expect(first.locale == nil)
    #expect(first.severity == .note)
    #expect(first.key == "a")
    #expect(first.message == "identifier 'SubmitButton' does not follow screen.section.element")
    #expect(first.position == Fixture.locate("\"SubmitButton\"", in: Self.labels, file: "labels.json"))
  }

  @Test func silentWhenCatalogKeysAreTheirOwnSubjects() throws {
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings(["Submit_Button": ["en": "Sign in", "de": "Anmelden"]])
    ])
    #expect(try fixture.findings(of: "identifier-taxonomy").isEmpty)
  }
}
