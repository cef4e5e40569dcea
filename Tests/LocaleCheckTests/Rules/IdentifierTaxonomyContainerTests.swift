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
        == "identifier 'FileCell_4' (its row's number or id aside) does not follow screen.section.element: it is "
        + "one segment, not 2 to 4; it starts with a capital letter (as in '<screen>.file.cell')")
  }

  @Test func rowsNumberedAlikeAreOneFinding() throws {
    let findings = try judged(
      """
      {"identifier":"Feed_Row_0","type":"cell"}, {"identifier":"Feed_Row_1","type":"cell"},
      {"identifier":"Feed_Row_12","type":"cell"}, {"identifier":"Feed_Header","type":"other"}
      """)
    #expect(findings.map(\.identifier) == ["Feed_Row_0", "Feed_Header"])
    #expect(
      findings.first?.message
        == "identifier 'Feed_Row_0' (its row's number or id aside) does not follow screen.section.element: "
        + "it joins its words with '_', not '.'; it starts with a capital letter (as in 'feed.row')")
  }

  @Test func aRowsNumberOrRecordIdIsData() throws {
    // Review 188: `inbox.row.0` follows the taxonomy; a list of record ids is one finding.
    let findings = try judged(
      """
      {"identifier":"inbox.row.0","type":"cell"}, {"identifier":"inbox.row.3F2A9C1E","type":"cell"},
      {"identifier":"message-fec08e90-1e5f-a037-bdba-19ebabf100b0","type":"cell"},
      {"identifier":"message-fe8b2b79-bada-7947-8b52-30ed2a30363b","type":"cell"}
      """)
    #expect(findings.map(\.identifier) == ["message-fec08e90-1e5f-a037-bdba-19ebabf100b0"])
    #expect(UnlabelledContainers.chosenPart(of: "feed.row.12") == "feed.row")
    #expect(UnlabelledContainers.chosenPart(of: "FileCell_4") == "FileCell")
    #expect(UnlabelledContainers.chosenPart(of: "feed.cafe.12") == "feed.cafe")
    #expect(UnlabelledContainers.chosenPart(of: "12345") == "12345")
    // A word with a digit is a name, a word of hex letters too (review 189).
    for name in ["settings.ipv6", "login.step2", "media.h264", "settings.v2", "a.b0", "message-fade"] {
      #expect(UnlabelledContainers.chosenPart(of: name) == name)
    }
    #expect(UnlabelledContainers.chosenPart(of: "row-cafe-1") == "row-cafe")
    #expect(UnlabelledContainers.chosenPart(of: "msg-aabbccdd") == "msg")
    #expect(UnlabelledContainers.chosenPart(of: "message-1a2b") == "message")
  }

  @Test func aListScrolledToOtherRowsKeepsItsFingerprint() throws {
    let top = try judged(#"{"identifier":"FileCell_0","type":"cell"}"#)
    let scrolled = try judged(#"{"identifier":"FileCell_7","type":"cell"}"#)
    #expect(top.count == 1)
    #expect(top.map(\.fingerprint) == scrolled.map(\.fingerprint))
    #expect(
      try judged(#"{"identifier":"FilesTable","type":"table"}"#).map(\.fingerprint) != top.map(\.fingerprint))
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
      {"identifier":"Files_Summary","type":"other","value":"3 files"},
      {"type":"keyboard","path":"0/3"}, {"identifier":"KeyboardRow_1","type":"other","path":"0/3/0"}
      """, locale: "de")
    #expect(findings.isEmpty)
  }
}
