import CatalogParser
import Testing

@testable import LocaleCheck

/// A key Xcode marks gone from the code (`extractionState: stale`) that a label map or a capture
/// binds to a control: the app shows it, so the rules judge it as any key (audit 186).
@Suite("Stale keys bound to controls")
struct StaleKeyBindingTests {
  static let catalog = CatalogText.xcstrings(
    [
      "Send": ["en": "Send", "de": "Send", "fr": "Envoyer %@"],
      "Cancel": ["en": "Cancel", "de": "Abbrechen"],
    ],
    extra: ["Send": "\"extractionState\":\"stale\""])

  @Test func aLabelMapBindingAStaleKeyHasItJudged() throws {
    let labels = #"{ "version": 1, "identifiers": { "compose.send.button": { "key": "Send" } } }"#
    let report = try Fixture(["Localizable.xcstrings": Self.catalog]).report(labels: labels)
    #expect(
      report.findings.map(\.rule).sorted() == ["english-fallback", "format-mismatch", "stale-translation"])
    #expect(
      report.findings.first { $0.rule == "stale-translation" }?.message
        == "'Send' is no longer found in the source code (extraction state stale), though compose.send.button "
        + "shows it: the code names it in a way Xcode does not see; set its extraction state to manual so "
        + "that Xcode keeps it")
  }

  @Test func aBoundStaleKeysTranslationInReviewIsToldOnceAndTheKeyOnce() throws {
    // Review 139: as any shown key's; the key itself once however many controls show it.
    let catalog = CatalogText.xcstrings(
      ["Archive": ["en": "Archive", "de": "Archivieren"]], states: ["Archive/de": "needs_review"],
      extra: ["Archive": "\"extractionState\":\"stale\""])
    let labels = #"""
      { "version": 1, "identifiers": { "mail.archive.button": { "key": "Archive" },
        "list.archive.button": { "key": "Archive" } } }
      """#
    let found = try Fixture(["Localizable.xcstrings": catalog]).findings(
      of: "stale-translation", labels: labels)
    #expect(found.filter { $0.locale == nil }.count == 1)
    #expect(found.filter { $0.locale == LocaleID("de") }.count == 2)
  }

  @Test func aCaptureShowingOnlyAStaleKeysTextBindsToIt() throws {
    let fixture = try Fixture(["Localizable.xcstrings": Self.catalog])
    let capture =
      #"{"locale":"en","screen":"compose","elements":[{"identifier":"compose.send.button","label":"Send"}]}"#
    let captures = [
      try UICaptureParser.parse(
        Array(capture.utf8), file: "captures/en/compose.json", locale: LocaleID("en"), screen: "compose",
        isJSON: true)
    ]
    let report = LocaleChecker().check(fixture.catalog(), captures: captures)
    #expect(report.matrix.map(\.identifier) == ["compose.send.button"])
    #expect(report.findings.contains { $0.rule == "english-fallback" && $0.locale == LocaleID("de") })
    #expect(!report.findings.contains { $0.rule == "unbound-identifier" })
  }

  @Test func aLiveKeyOfTheSameTextWinsOverItsStaleTwin() throws {
    // A renamed key leaves its stale twin behind: the live one is the control's.
    let catalog = CatalogText.xcstrings(
      ["Send": ["en": "Send", "de": "Senden"], "Send old": ["en": "Send", "de": "Send"]],
      extra: ["Send old": "\"extractionState\":\"stale\""])
    let fixture = try Fixture(["Localizable.xcstrings": catalog])
    let capture =
      #"{"locale":"en","screen":"compose","elements":[{"identifier":"compose.send.button","label":"Send"}]}"#
    let report = LocaleChecker().check(
      fixture.catalog(),
      captures: [
        try UICaptureParser.parse(
          Array(capture.utf8), file: "captures/en/compose.json", locale: LocaleID("en"), screen: "compose",
          isJSON: true)
      ])
    #expect(report.findings.isEmpty)
  }
}
