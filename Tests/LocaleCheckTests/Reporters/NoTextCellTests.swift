import Foundation
import Testing

@testable import LocaleCheck

/// A key that only one translation's file holds has no text in the other locales: their cells
/// (`de`, the source `en`) show `–`, not a ✓ that vouches for a label no one reads (audit 126, iMast's Korean keys).
@Suite("Matrix cells without text")
struct NoTextCellTests {
  static func report() throws -> Report {
    let fixture = try Fixture([
      "en.lproj/Localizable.strings": CatalogText.strings([("save", "Save")]),
      "de.lproj/Localizable.strings": CatalogText.strings([("save", "Sichern")]),
      "ko.lproj/Localizable.strings": CatalogText.strings([("save", "저장"), ("federatedTimeline", "연합")]),
    ])
    return try fixture.report()
  }

  @Test func theTextMatrixShowsADashWhereNoLocaleButOneHasTheKey() throws {
    let text = TextReporter().render(try Self.report(), options: ReportOptions(showAll: true, width: 100))
    let lines = text.components(separatedBy: "\n")
    let row = try #require(lines.first { $0.hasPrefix("  federatedTimeline") })
    #expect(row.split(separator: " ").dropFirst() == ["–", "–", "✗"])
    #expect(
      lines.contains { $0.hasPrefix("  save") && $0.split(separator: " ").dropFirst() == ["✓", "✓", "✓"] })
    #expect(text.contains("– no text"))
  }

  @Test func theLocaleSummaryCountsOnlyCellsWithText() throws {
    // de has text for one key of two: "1/1 ok", not "2/2" counting the dash (audit 164).
    let text = TextReporter().render(try Self.report(), options: ReportOptions(width: 100))
    let rows = text.components(separatedBy: "\n").map {
      $0.split(separator: " ").prefix(2).joined(separator: " ")
    }
    #expect(rows.contains("de 1/1"), "\(text)")
    #expect(rows.contains("ko 1/2"), "\(text)")
  }

  @Test func jUnitHasNoPassingCaseForACellWithoutText() throws {
    // de's suite tests its one key, not the Korean-only key it has no text for.
    let xml = JUnitReporter().render(try Self.report(), options: ReportOptions())
    #expect(xml.contains("federatedTimeline [ko]"))
    #expect(!xml.contains("federatedTimeline [de]"))
    #expect(xml.contains("save [de]"))
  }

  @Test func theMarkdownMatrixShowsADashToo() throws {
    let markdown = MarkdownReporter().render(try Self.report(), options: ReportOptions())
    #expect(markdown.contains("| federatedTimeline | ./Localizable | – | – | ✗ |"))
    #expect(markdown.contains("– no text"))
  }

  @Test func theLegendLeavesTheDashOutWhereNoCellShowsIt() {
    let rows = [
      MatrixRow(
        identifier: "save", table: "Localizable", key: "save", screen: nil, bundle: ".",
        cells: [LocaleID("de"): MatrixCell(status: "ok", label: "Sichern")])
    ]
    #expect(StatusGlyph.shownGlyphs(rows).isEmpty)
    #expect(!StatusGlyph.legend(sources: [LocaleID("en")]).contains("–"))
  }
}
