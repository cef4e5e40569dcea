import Testing

@testable import LocaleCheck

/// A table that a locale's export lacks altogether, whose source text another locale's export
/// gives: the gap is told at the start of the locale's own export, not in the other's (audit 277:
/// SimpleX's Arabic gaps of its notification extension's table told in `ru.xliff`).
@Suite("missing-translation: a table a locale's export lacks")
struct MissingTableInExportTests {
  @Test func theGapIsToldAtTheStartOfTheLocalesOwnExport() throws {
    let extensionTable = """
      <file original="NSE/en.lproj/Localizable.strings" source-language="en" target-language="de" datatype="plaintext">
      <body><trans-unit id="call"><source>Incoming call</source><target>Eingehender Anruf</target></trans-unit></body>
      </file>
      """
    let german = CatalogText.xliff(
      original: MissingXLIFFTargetTests.original, target: "de",
      units: [FixtureXLIFFUnit("photos", source: "Photos", target: "Fotos")]
    ).replacingOccurrences(of: "</xliff>", with: extensionTable + "\n</xliff>")
    let fixture = try Fixture([
      "de.xliff": german,
      "ar.xliff": CatalogText.xliff(
        original: MissingXLIFFTargetTests.original, target: "ar",
        units: [FixtureXLIFFUnit("photos", source: "Photos", target: "صور")]),
    ])
    let findings = try fixture.findings(of: "missing-translation")
    #expect(findings.map(\.key) == ["call"])
    // At ar's first unit there, where its `<file>`s start.
    #expect(findings.first?.position == fixture.position(of: "<trans-unit id=\"photos\"", in: "ar.xliff"))
  }

  @Test func anotherAppsExportIsNoOwnExport() throws {
    // Two apps in one run (review 190): Chat's German gap stays at Chat's French source text,
    // not in Admin's German export, which shares no table with it.
    let fixture = try Fixture([
      "Chat/fr.xliff": CatalogText.xliff(
        original: "Chat/en.lproj/Localizable.strings", target: "fr",
        units: [FixtureXLIFFUnit("send", source: "Send", target: "Envoyer")]),
      "Admin/de.xliff": CatalogText.xliff(
        original: "Admin/en.lproj/Localizable.strings", target: "de",
        units: [FixtureXLIFFUnit("ban", source: "Ban", target: "Sperren")]),
      "Admin/fr.xliff": CatalogText.xliff(
        original: "Admin/en.lproj/Localizable.strings", target: "fr",
        units: [FixtureXLIFFUnit("ban", source: "Ban", target: "Bannir")]),
    ])
    let gaps = try fixture.findings(of: "missing-translation").filter { $0.key == "send" }
    #expect(gaps.map(\.position?.file) == ["Chat/fr.xliff"])
  }
}
