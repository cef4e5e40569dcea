import Testing

@testable import LocaleCheck

@Suite("runtime-mismatch")
struct RuntimeMismatchRuleTests {
  @Test func descriptor() {
    #expect(RuntimeMismatchRule.descriptor.id == "runtime-mismatch")
    #expect(RuntimeMismatchRule.descriptor.defaultSeverity == .error)
  }

  @Test func silentWithoutCaptures() throws {
    let labels = """
      { "version": 1, "identifiers": { "login.submit": { "key": "Sign in" } } }
      """
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings(["Sign in": ["en": "Sign in", "de": "Anmelden"]])
    ])
    #expect(try fixture.findings(of: "runtime-mismatch").isEmpty)
    #expect(try fixture.findings(of: "runtime-mismatch", labels: labels).isEmpty)
  }
}
