import Testing

@testable import CatalogParser
@testable import LocaleCheck

/// A label map's value or hint that is a machine token ("toggle_on"): VoiceOver speaks it after
/// the label, and the code passed a raw state, so it is told at the source, not as English that
/// every translation copies (audit 190).
@Suite("label-is-identifier: a value's or a hint's token")
struct LabelIsIdentifierPartTests {
  @Test func aTokenValueOrHintIsToldNotAskedOfTranslators() throws {
    let catalog = CatalogText.xcstrings([
      "Shuffle": ["en": "Shuffle", "de": "Zufallswiedergabe"],
      "shuffle.value": ["en": "toggle_on", "de": "toggle_on"],
      "shuffle.hint": ["en": "Plays the songs in random order", "de": "Spielt die Titel zufällig ab"],
    ])
    let labels = try LabelMap.parse(
      Array(
        #"{"version": 1, "identifiers": {"player.shuffle": {"key": "Shuffle", "value": "shuffle.value", "hint": "shuffle.hint"}}}"#
          .utf8), file: "labels.json")
    let report = LocaleChecker().check(
      try Fixture(["Localizable.xcstrings": catalog]).catalog(), labelMap: labels)
    #expect(
      report.findings.filter { $0.rule == "label-is-identifier" }.map(\.message) == [
        "de label of player.shuffle (value) is 'toggle_on', a machine token, not words",
        "en label of player.shuffle (value) is 'toggle_on', a machine token, not words",
      ])
    #expect(report.findings.filter { $0.rule == "english-fallback" }.isEmpty)
  }
}
