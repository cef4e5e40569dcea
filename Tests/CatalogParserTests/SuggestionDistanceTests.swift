import Testing

@testable import CatalogParser

/// The bounded edit distance and the slip test that label map hints and capture fields use.
@Suite struct SuggestionDistanceTests {
  @Test(arguments: [
    ("menu.edti", "menu.edit", 3, 2), ("kitten", "sitting", 3, 3), ("", "ab", 2, 2), ("same", "same", 1, 0),
    ("abcdef", "abcxef", 1, 1),
  ])
  func theDistanceWithinTheLimitIsExact(lhs: String, rhs: String, limit: Int, expected: Int) {
    #expect(Suggestion.distance(Array(lhs.utf8), Array(rhs.utf8), atMost: limit) == expected)
    #expect(
      Suggestion.distance(Array(lhs.utf8), Array(rhs.utf8), atMost: limit) == Suggestion.distance(lhs, rhs))
  }

  @Test func aDistanceBeyondTheLimitIsNil() {
    #expect(Suggestion.distance(Array("kitten".utf8), Array("sitting".utf8), atMost: 2) == nil)
    #expect(Suggestion.distance(Array("a".utf8), Array("abcd".utf8), atMost: 2) == nil)
    #expect(
      Suggestion.distance(Array("stale.alert.confirm.0".utf8), Array("save.alert.confirm.18".utf8), atMost: 3)
        == nil)
  }

  @Test func slipsAreOneEditOrAnotherCase() {
    for written in ["lable", "Label", "lbel", "labell", "lavel", "LABEL"] {
      #expect(Suggestion.isSlip(written, of: "label"), "\(written)")
    }
    for written in ["label", "level", "labels2", "table", "title", "lb"] {
      #expect(!Suggestion.isSlip(written, of: "label"), "\(written)")
    }
    #expect(
      Suggestion.isSlip("identifer", of: "identifier") && Suggestion.isSlip("identifeir", of: "identifier"))
  }
}
