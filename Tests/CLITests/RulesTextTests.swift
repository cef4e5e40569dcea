import Testing

@testable import cli

/// Word wrapping of the `labelcheck rules` table.
@Suite("Rules text")
struct RulesTextTests {
  @Test func wrapsAtSpacesWithinTheWidth() {
    let text = "VoiceOver already speaks the trait, so the user hears the role twice over and over again."
    let lines = RulesCommand.wrap(text, width: 30)
    #expect(lines.allSatisfy { $0.count <= 30 })
    #expect(lines.joined(separator: " ") == text)
  }

  @Test func keepsLongWordsWholeAndNeverGoesBelowThirtyColumns() {
    let word = String(repeating: "x", count: 40)
    #expect(RulesCommand.wrap("a \(word) b", width: 10) == ["a", word, "b"])
    #expect(RulesCommand.wrap("", width: 80) == [])
  }
}
