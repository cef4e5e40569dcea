import Testing

@testable import LocaleCheck

/// A label map entry's `value`, `hint` and `visibleText` keys: VoiceOver speaks the value and the
/// hint, and the visible text is shown, so each is checked in every locale like a label's text.
@Suite("Label map value, hint and visible text")
struct LabelMapPartsTests {
  static let catalog = CatalogText.xcstrings([
    "Play": ["en": "Play", "de": "Abspielen"],
    "player.volume.value": ["en": "%lld percent", "de": "%lld percent"],
    "player.play.hint": ["en": "Starts the episode", "de": "Startet die Folge"],
    "player.play.visible": ["en": "PLAY", "de": ""],
  ])

  static let labels = """
    { "version": 1, "identifiers": { "player.play.button": {
        "key": "Play", "value": "player.volume.value", "hint": "player.play.hint",
        "visibleText": "player.play.visible" },
      "player.stop.button": { "key": "Play", "hint": "player.stop.hint" } } }
    """

  @Test func eachPartIsASubjectOfItsOwn() throws {
    let report = try Fixture(["Localizable.xcstrings": Self.catalog]).report(labels: Self.labels)
    #expect(
      report.matrix.map(\.identifier) == [
        "player.play.button", "player.play.button (value)", "player.play.button (hint)",
        "player.play.button (visibleText)", "player.stop.button",
      ])
    #expect(
      report.matrix.map(\.key)[1...3] == ["player.volume.value", "player.play.hint", "player.play.visible"])
    let findings = report.findings.map {
      "\($0.rule):\($0.locale?.identifier ?? "-"):\($0.identifier ?? "-")"
    }
    #expect(findings.contains("english-fallback:de:player.play.button (value)"))
    #expect(findings.contains("missing-translation:de:player.play.button (visibleText)"))
    // A hint key that no table has is reported like a label's.
    #expect(findings.contains("unbound-identifier:-:player.stop.button (hint)"))
    // The rules on identifiers judge the identifier once, not once per part.
    #expect(report.findings.filter { $0.rule == "identifier-taxonomy" }.isEmpty)
    #expect(report.findings.filter { $0.rule == "duplicate-label" }.isEmpty)
  }

  @Test func aPartWithTheLabelsKeyIsTheLabel() throws {
    // SPEC's own example: `"key": "Sign in"` with `"visibleText": "Sign in"`.
    let labels =
      #"{ "version": 1, "identifiers": { "login.submit.button": { "key": "Play", "visibleText": "Play" } } }"#
    let report = try Fixture(["Localizable.xcstrings": Self.catalog]).report(labels: labels)
    #expect(report.matrix.map(\.identifier) == ["login.submit.button"])
  }
}
