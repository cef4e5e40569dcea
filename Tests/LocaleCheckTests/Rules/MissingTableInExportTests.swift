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
    #expect(findings.first?.position == SourcePosition(file: "ar.xliff", line: 1, column: 1))
  }
}
