import Testing

@testable import LocaleCheck

/// A copy whose spaces a platform collapsed, or whose line break became a space, is a copy
/// (audit 260: LearnNavi's longest text, English in four locales).
@Suite("english-fallback: copies with other spacing")
struct EnglishFallbackSpacingTests {
  @Test func aCopyWithOtherSpacingIsReported() throws {
    let fixture = try Fixture([
      "en.lproj/Localizable.strings": CatalogText.strings([
        ("a", "Made by the community.  Thanks to all members."), ("b", "First line\nSecond line"),
        ("c", "Save file"),
      ]),
      "pl.lproj/Localizable.strings": CatalogText.strings([
        ("a", "Made by the community. Thanks to all members."), ("b", "First line Second line"),
        // Spaces added between words that were one are no copy's.
        ("c", "Savefile"),
      ]),
    ])
    let findings = try fixture.findings(of: "english-fallback")
    #expect(findings.compactMap(\.key) == ["a", "b"])
    #expect(
      findings.first?.message
        == "pl shows the en text 'Made by the community. Thanks to all members.' for a, a copy of 'Made by "
        + "the community.  Thanks to all members.' with other spacing")
  }

  @Test(arguments: [
    ("Save  file", "Save file", true), ("Save\tfile", "Save file", true), ("Save file", "Save file", false),
    ("Save file", "Savefile", false), ("Speichern", "Save file", false), (" Save file", "Save  file ", true),
  ])
  func spacingAloneDiffers(_ text: String, _ source: String, _ differs: Bool) {
    #expect(EnglishFallbackRule.differsOnlyInSpacing(text, source) == differs)
  }
}
