import CatalogParser
import Testing

@testable import LocaleCheck

/// An unlabelled container's identifier is one UI tests query (`app.cells["FileCell_4"]`), so it
/// follows the taxonomy too (audit 264); not one UIKit names after a title or an asset.
@Suite("identifier-taxonomy: unlabelled containers")
struct IdentifierTaxonomyContainerTests {
  /// The taxonomy findings' identifiers for the JSON capture `elements` of screen `files`.
  private func judged(_ elements: String, locale: String = "en") throws -> [Finding] {
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings(["Cancel": ["en": "Cancel", "de": "Abbrechen"]])
    ])
    let text = "{\"locale\":\"\(locale)\",\"screen\":\"files\",\"elements\":[\n\(elements)]}"
    let capture = try UICaptureParser.parse(
      Array(text.utf8), file: "captures/\(locale)/files.json", locale: LocaleID(locale), screen: "files",
      isJSON: true)
    return LocaleChecker().check(fixture.catalog(), captures: [capture]).findings.filter {
      $0.rule == "identifier-taxonomy"
    }
  }

  @Test func aContainersIdentifierIsJudgedWhereItIsCaptured() throws {
    let findings = try judged(
      """
      {"identifier":"FilesTable","type":"table","path":"0"},
      {"identifier":"FileCell_4","type":"cell","path":"0/0"},
      {"identifier":"files.list.table","type":"table","path":"1"}
      """)
    #expect(findings.map(\.identifier) == ["FilesTable", "FileCell_4"])
    #expect(findings.map { $0.position?.line } == [2, 3])
    #expect(findings.first?.screen == "files")
    #expect(
      findings.last?.message
        == "identifier 'FileCell_4' does not follow screen.section.element: it joins its words with '_', "
        + "not '.'; it starts with a capital letter")
  }

  @Test func rowsNumberedAlikeAreOneFinding() throws {
    let findings = try judged(
      """
      {"identifier":"Feed_Row_0","type":"cell"}, {"identifier":"Feed_Row_1","type":"cell"},
      {"identifier":"Feed_Row_12","type":"cell"}, {"identifier":"Feed_Header","type":"other"}
      """)
    #expect(findings.map(\.identifier) == ["Feed_Row_0", "Feed_Header"])
    #expect(UnlabelledContainers.numberedShape(of: "feed.row.12") == "feed.row.#")
  }

  @Test func titlesAssetsAndTheSystemsOwnAreLeftAlone() throws {
    // A navigation bar and an alert are named by their title, an image by its asset; UIKit's own
    // views and a labelled control's identifier are judged elsewhere or not at all.
    let findings = try judged(
      """
      {"identifier":"Einstellungen","type":"navigationBar"},
      {"identifier":"Delete?","type":"alert"},
      {"identifier":"IconTrash","type":"image"},
      {"identifier":"PopoverDismissRegion","type":"other"},
      {"identifier":"_UIPrivateView","type":"other"},
      {"identifier":"Files_Summary","type":"other","value":"3 files"}
      """, locale: "de")
    #expect(findings.isEmpty)
  }
}
