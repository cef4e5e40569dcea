import CatalogParser
import Testing

@testable import LocaleCheck

/// Apple's inflection markup renders a word that agrees with its number: no fixed text to compare.
@Suite("runtime-mismatch: inflection")
struct RuntimeMismatchInflectionTests {
  @Test func anInflectedLabelIsNotComparedWithItsMarkup() throws {
    let catalog = CatalogText.xcstrings([
      "^[%lld file](inflect: true)": ["en": "^[%lld file](inflect: true)"], "Help": ["en": "Help"],
    ])
    let labels = """
      {"version":1,"identifiers":{"files.count.label":{"key":"^[%lld file](inflect: true)"},
      "help.button":{"key":"Help"}}}
      """
    let fixture = try Fixture(["Localizable.xcstrings": catalog])
    let map = try LabelMap.parse(Array(labels.utf8), file: "labels.json")
    let capture = try CaptureBindingTests.capture(
      "en", "files",
      [("files.count.label", "3 files", "StaticText", "0/1"), ("help.button", "Hilfe", "Button", "0/2")])
    let report = LocaleChecker().check(fixture.catalog(), labelMap: map, captures: [capture])
    #expect(report.findings.filter { $0.rule == "runtime-mismatch" }.map(\.identifier) == ["help.button"])
  }
}
