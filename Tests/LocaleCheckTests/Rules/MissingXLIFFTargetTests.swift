import Testing

@testable import LocaleCheck

/// XLIFF units without `<target>`, or marked as still to translate: untranslated values of their
/// own file's locale.
@Suite("missing-translation: untranslated XLIFF units")
struct MissingXLIFFTargetTests {
  static let original = "App/en.lproj/Localizable.strings"

  @Test func theFindingPointsIntoTheLocalesOwnFile() throws {
    let fixture = try Fixture([
      "de.xliff": CatalogText.xliff(
        original: Self.original, target: "de",
        units: [FixtureXLIFFUnit("photos", source: "Photos", target: "Fotos")]),
      "fr.xliff": CatalogText.xliff(
        original: Self.original, target: "fr",
        units: [FixtureXLIFFUnit("photos", source: "Photos", target: nil)]),
    ])
    let findings = try fixture.findings(of: "missing-translation")
    #expect(
      findings.map(\.message) == ["fr has no translation for 'Photos' (photos); VoiceOver reads the en text"])
    #expect(findings.first?.position?.file == "fr.xliff")
  }

  @Test func aTranslationInAnotherFileOfTheLocaleWinsInEitherOrder() throws {
    // The same French table as an XLIFF without target and as a `.strings` file, read in both orders.
    for xliffName in ["0.xliff", "z.xliff"] {
      let fixture = try Fixture([
        xliffName: CatalogText.xliff(
          original: Self.original, target: "fr",
          units: [FixtureXLIFFUnit("photos", source: "Photos", target: nil)]),
        "App/fr.lproj/Localizable.strings": CatalogText.strings([("photos", "Images")]),
      ])
      #expect(try fixture.findings(of: "missing-translation").isEmpty, "\(xliffName)")
    }
  }

  @Test func anXLIFF2SegmentInStateInitialIsUntranslatedAndOneWithoutStateTranslated() throws {
    let xliff = """
      <xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="fr">
        <file id="f1" original="App/en.lproj/Localizable.strings">
          <unit id="save"><segment state="initial"><source>Save</source><target>Save</target></segment></unit>
          <unit id="help"><segment><source>Help</source><target>Aide</target></segment></unit>
        </file>
      </xliff>
      """
    let fixture = try Fixture(["fr.xlf": xliff])
    #expect(try fixture.findings(of: "missing-translation").map(\.key) == ["save"])
    #expect(try fixture.findings(of: "english-fallback").isEmpty)
  }
}
