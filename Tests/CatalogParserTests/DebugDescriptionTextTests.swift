import Testing

@testable import CatalogParser

/// A dump's lines and their text without indentation, found in its UTF-8.
@Suite struct DebugDescriptionTextTests {
  @Test func linesSplitAtEveryKindOfLineEnd() {
    let text = "a\nb\r\nc\rd\n\ne\u{301}\n"
    #expect(DebugDescriptionText.lines(of: text) == ["a", "b", "c", "d", "", "e\u{301}", ""])
    #expect(DebugDescriptionText.lines(of: "") == [""])
    #expect(DebugDescriptionText.lines(of: "\r\n") == ["", ""])
  }

  @Test func linesAreWhatSplittingByCharactersGives() {
    // The reader split characters once: the same lines, now found byte by byte.
    let text = "  Button, label: 'Ünïcödé ✓'\r\n\t→Application\r\r\n x\u{2028}y\n"
    let byCharacters = text.split(omittingEmptySubsequences: false) {
      $0 == "\n" || $0 == "\r\n" || $0 == "\r"
    }
    #expect(DebugDescriptionText.lines(of: text) == byCharacters)
  }

  @Test func trimmingDropsIndentationAndKeepsWhatTrimmingWhitespaceKeeps() {
    for line in [
      "      Button, label: 'OK'", "\t\tStaticText  ", "   ", "", "\u{00A0} Path to element:", " x\u{3000}",
      "…", "  ...  ", " é ", "a",
    ] {
      #expect(String(DebugDescriptionText.trimmed(Substring(line))) == line.trimmingWhitespace, "\(line)")
    }
  }
}
