import Testing

@testable import LocaleCheck

/// A label that is a machine token or its identifier is `label-is-identifier`'s: it is to replace,
/// and a note to shorten it would be a second task for the same defect (audit 216).
@Suite("length-expansion: machine tokens")
struct LengthExpansionTokenTests {
  private static let labels = """
    { "version": 1, "identifiers": {
      "picker.camera": { "key": "camera" }, "toolbar.indent": { "key": "indent" },
      "toolbar.format": { "key": "format" } } }
    """

  private static let catalog = CatalogText.xcstrings([
    "camera": ["en": "Camera", "de": "room-attachment_picker_camera"],
    "indent": ["en": "Indent", "de": "settings_title_label_indent"],
    "format": ["en": "Formatting", "de": "Textformatierungsoptionen für Nachrichten anzeigen"],
  ])

  @Test func aTokenLabelIsOnlyLabelIsIdentifiers() throws {
    let report = try Fixture(["Localizable.xcstrings": Self.catalog]).report(labels: Self.labels)
    let told = report.findings.filter { $0.rule == "length-expansion" || $0.rule == "label-is-identifier" }
      .map { "\($0.rule) \($0.identifier ?? "")" }
    #expect(
      told.sorted() == [
        "label-is-identifier picker.camera", "label-is-identifier toolbar.indent",
        "length-expansion toolbar.format",
      ])
  }

  @Test func aKeyJudgedAsItsOwnSubjectIsStillMeasured() throws {
    // Without a label map no identifier is judged by label-is-identifier, so the length is told.
    let findings = try Fixture(["Localizable.xcstrings": Self.catalog]).findings(of: "length-expansion")
    #expect(findings.compactMap(\.key).sorted() == ["camera", "format", "indent"])
  }
}
