import CatalogParser
import Testing

@testable import LocaleCheck

/// A translation an XLIFF export made from a source text the project has changed since: the
/// export's `<source>` is the text it translated (audit 221).
@Suite("stale-translation: changed source")
struct StaleChangedSourceTests {
  private static func fixture(exported: String, state: String = "translated") throws -> Fixture {
    try Fixture([
      "App/en.lproj/Localizable.strings": CatalogText.strings([
        ("CancelAction", "Cancel"), ("OpenAction", "Open"),
      ]),
      "fr.xliff": CatalogText.xliff(
        original: "App/en.lproj/Localizable.strings", target: "fr",
        units: [
          FixtureXLIFFUnit("CancelAction", source: exported, target: "Interrompre", state: state),
          FixtureXLIFFUnit("OpenAction", source: "Open", target: "Ouvrir", state: "translated"),
        ]),
    ])
  }

  @Test func aTranslationOfAnOlderSourceTextIsTold() throws {
    let fixture = try Self.fixture(exported: "Abort")
    let findings = try fixture.findings(of: "stale-translation")
    #expect(findings.count == 1)
    let finding = try #require(findings.first)
    #expect(
      finding.message
        == "fr translation 'Interrompre' of CancelAction was made from the en text 'Abort' (the <source> in "
        + "fr.xliff), but the project's en text is 'Cancel': review the translation")
    #expect(finding.locale == LocaleID("fr"))
    #expect(finding.expected == "Cancel")
    #expect(finding.actual == "Interrompre")
    #expect(finding.position == fixture.position(of: "Interrompre", in: "fr.xliff"))
  }

  @Test func theExportIsComparedInItsOwnSourceLanguage() throws {
    // Review 161: a run whose source is `de` still compares the English export with `en.lproj`.
    let fixture = try Fixture([
      "App/en.lproj/Localizable.strings": CatalogText.strings([("CancelAction", "Cancel")]),
      "App/de.lproj/Localizable.strings": CatalogText.strings([("CancelAction", "Abbrechen")]),
      "fr.xliff": CatalogText.xliff(
        original: "App/en.lproj/Localizable.strings", target: "fr",
        units: [FixtureXLIFFUnit("CancelAction", source: "Abort", target: "Interrompre", state: "translated")]
      ),
    ])
    let messages = try fixture.report(sourceLocale: "de").findings.filter { $0.rule == "stale-translation" }
      .map(\.message)
    #expect(
      messages == [
        "fr translation 'Interrompre' of CancelAction was made from the en text 'Abort' (the <source> in "
          + "fr.xliff), but the project's en text is 'Cancel': review the translation"
      ])
  }

  @Test func theSameSourceTextIsNoFinding() throws {
    #expect(try Self.fixture(exported: "Cancel").findings(of: "stale-translation").isEmpty)
  }

  @Test func numberedPlaceholdersAndInfoPlistOverridesAreNoChange() throws {
    // Audit 225: Xcode exports `%1$@ (%2$d)` for `%@ (%d)`; InfoPlist.strings overrides
    // Info.plist's `$(PRODUCT_NAME)` by design.
    let fixture = try Fixture([
      "App/en.lproj/Localizable.strings": CatalogText.strings([("Count", "%@ (%d)")]),
      "App/en.lproj/InfoPlist.strings": CatalogText.strings([("CFBundleDisplayName", "Morse")]),
      "fr.xliff": CatalogText.xliff(
        original: "App/en.lproj/Localizable.strings", target: "fr",
        units: [
          FixtureXLIFFUnit(
            "Count", source: "%1$@ (%2$d)", target: "%1$@ (%2$d) éléments", state: "translated")
        ]),
      "fr-info.xliff": CatalogText.xliff(
        original: "App/en.lproj/InfoPlist.strings", target: "fr",
        units: [
          FixtureXLIFFUnit(
            "CFBundleDisplayName", source: "$(PRODUCT_NAME)", target: "Morse", state: "translated")
        ]),
    ])
    #expect(try fixture.findings(of: "stale-translation").isEmpty)
  }

  @Test func aUnitStillToTranslateIsLeftToMissingTranslation() throws {
    #expect(try Self.fixture(exported: "Abort", state: "new").findings(of: "stale-translation").isEmpty)
  }

  @Test func aReviewStateIsToldOnceAsAReview() throws {
    let findings = try Self.fixture(exported: "Abort", state: "needs-review-translation").findings(
      of: "stale-translation")
    #expect(findings.count == 1)
    #expect(findings.first?.message.contains("needs review (state needs-review-translation)") == true)
  }

  @Test func exportsWithoutAProjectSourceFileCompareNothing() throws {
    // Mozilla's l10n repositories: every export names the source, and none is the project's.
    let fixture = try Fixture([
      "fr.xliff": CatalogText.xliff(
        original: "App/en.lproj/Localizable.strings", target: "fr",
        units: [FixtureXLIFFUnit("CancelAction", source: "Abort", target: "Interrompre", state: "translated")]
      ),
      "de.xliff": CatalogText.xliff(
        original: "App/en.lproj/Localizable.strings", target: "de",
        units: [FixtureXLIFFUnit("CancelAction", source: "Cancel", target: "Abbrechen", state: "translated")]),
    ])
    #expect(try fixture.findings(of: "stale-translation").isEmpty)
  }
}
