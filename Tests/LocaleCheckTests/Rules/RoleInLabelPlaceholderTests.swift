import Testing

@testable import LocaleCheck

/// Placeholders are read alike however they are written ("%1$@" holds no word "1"), and a label
/// that starts with one ("%@ Button Shapes", "Turn On Button Shapes") starts with the word after it.
@Suite("role-in-label: placeholders")
struct RoleInLabelPlaceholderTests {
  @Test func numberedAndUnnumberedPlaceholdersAreReadAlike() throws {
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings([
        "%@ Button Shapes": ["en": "%@ Button Shapes"],
        "%1$@ Button Shapes": ["en": "%1$@ Button Shapes"],
        "%@ button": ["en": "%@ button"],
        "%1$@ button": ["en": "%1$@ button"],
        "Heading %1$lld": ["en": "Heading %1$lld"],
        "Heading %lld": ["en": "Heading %lld"],
      ])
    ])
    let findings = try fixture.findings(of: "role-in-label")
    #expect(Set(findings.map { $0.key }) == ["%@ button", "%1$@ button"])
  }
}
