import Testing

@testable import LocaleCheck

/// Interface Builder's "Text Cell" in a table view's data cell is replaced by the data source:
/// no rule asks it of any locale (audits 113, 115).
@Suite struct InterfaceBuilderCellPlaceholderTests {
  static func strings(_ header: String, _ cell: String, cellClass: String = "NSTextFieldCell") -> String {
    """
    /* Class = "NSTableColumn"; headerCell.title = "Title"; ObjectID = "Z6H-lJ-ipr"; */
    "Z6H-lJ-ipr.headerCell.title" = "\(header)";

    /* Class = "\(cellClass)"; title = "Text Cell"; ObjectID = "All-Bz-NLv"; */
    "All-Bz-NLv.title" = "\(cell)";

    """
  }

  @Test func aTableCellsPlaceholderIsNotChecked() throws {
    let fixture = try Fixture([
      "Base.lproj/Chapters.strings": Self.strings("Title", "Text Cell"),
      "de.lproj/Chapters.strings": Self.strings("Titel", "Text Cell"),
      "fr.lproj/Chapters.strings": Self.strings("Title", "Text Cell"),
    ])
    #expect(
      try fixture.report().findings.map(\.message) == [
        "fr shows the en text 'Title' for Z6H-lJ-ipr.headerCell.title"
      ])
  }

  @Test func anotherClassesTextCellIsChecked() throws {
    let fixture = try Fixture([
      "Base.lproj/Chapters.strings": Self.strings("Title", "Text Cell", cellClass: "NSButtonCell"),
      "de.lproj/Chapters.strings": Self.strings("Titel", "Text Cell", cellClass: "NSButtonCell"),
    ])
    #expect(try fixture.report().findings.map(\.key) == ["All-Bz-NLv.title"])
  }
}
