import Testing

@testable import LocaleCheck

/// XLIFF units without `<target>`: untranslated values of their own file's locale.
@Suite("missing-translation: XLIFF units without target")
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
}
