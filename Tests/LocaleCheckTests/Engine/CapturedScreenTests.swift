import Testing

@testable import CatalogParser
@testable import LocaleCheck

/// A label-map identifier without a `screen` is on the screen its UI captures show it on.
@Suite("Screens from captures")
struct CapturedScreenTests {
  static let catalog = CatalogText.xcstrings([
    "Sign in": ["en": "Sign in", "de": "Anmelden"], "Log in": ["en": "Log in", "de": "Anmelden"],
  ])

  static func report(labels: String, captures: [UICapture]) throws -> Report {
    let map = try LabelMap.parse(Array(labels.utf8), file: "labels.json")
    return LocaleChecker().check(
      try Fixture(["Localizable.xcstrings": Self.catalog]).catalog(), labelMap: map, captures: captures)
  }

  @Test func anIdentifierWithAPrefixIsOnTheScreenOfItsCapture() throws {
    // `id.` prefixes every identifier: by first segment all would be on one screen "id", and
    // two buttons of two screens that read alike in German would be told as duplicates.
    let labels = """
      { "version": 1, "identifiers": {
        "id.login.submit": { "key": "Sign in" }, "id.welcome.login": { "key": "Log in" } } }
      """
    let report = try Self.report(
      labels: labels,
      captures: [
        try CaptureBindingTests.capture("en", "login", [("id.login.submit", "Sign in", "Button", "0/1")]),
        try CaptureBindingTests.capture("en", "welcome", [("id.welcome.login", "Log in", "Button", "0/1")]),
      ])
    #expect(
      report.matrix.map { "\($0.identifier)|\($0.screen ?? "-")" } == [
        "id.login.submit|login", "id.welcome.login|welcome",
      ])
    #expect(report.findings.filter { $0.rule == "duplicate-label" }.isEmpty)
  }

  @Test func aScreenTheMapNamesIsKeptAndOfSeveralTheFirstIsShown() throws {
    let labels = """
      { "version": 1, "identifiers": {
        "id.login.submit": { "key": "Sign in", "screen": "signin" }, "id.welcome.login": { "key": "Log in" } } }
      """
    let report = try Self.report(
      labels: labels,
      captures: [
        try CaptureBindingTests.capture("en", "login", [("id.login.submit", "Sign in", "Button", "0/1")]),
        try CaptureBindingTests.capture("en", "welcome", [("id.welcome.login", "Log in", "Button", "0/1")]),
        try CaptureBindingTests.capture("en", "intro", [("id.welcome.login", "Log in", "Button", "0/1")]),
      ])
    #expect(
      report.matrix.map { "\($0.identifier)|\($0.screen ?? "-")" } == [
        "id.login.submit|signin", "id.welcome.login|intro",
      ])
  }

  @Test func anIdentifierOnSeveralScreensIsComparedOnEach() throws {
    // A shared dismiss button on login and profile reads like login's own cancel button in German.
    let catalog = CatalogText.xcstrings([
      "Cancel": ["en": "Cancel", "de": "Abbrechen"], "Dismiss": ["en": "Dismiss", "de": "Abbrechen"],
    ])
    let labels = """
      { "version": 1, "identifiers": {
        "id.login.cancel": { "key": "Cancel" }, "id.shared.dismiss": { "key": "Dismiss" } } }
      """
    let map = try LabelMap.parse(Array(labels.utf8), file: "labels.json")
    let report = LocaleChecker().check(
      try Fixture(["Localizable.xcstrings": catalog]).catalog(), labelMap: map,
      captures: [
        try CaptureBindingTests.capture(
          "en", "login",
          [("id.login.cancel", "Cancel", "Button", "0/1"), ("id.shared.dismiss", "Dismiss", "Button", "0/2")]),
        try CaptureBindingTests.capture("en", "profile", [("id.shared.dismiss", "Dismiss", "Button", "0/1")]),
      ])
    let duplicates = report.findings.filter { $0.rule == "duplicate-label" }
    #expect(
      duplicates.map(\.message) == [
        "de: id.shared.dismiss and id.login.cancel on login both read 'Abbrechen' (source: 'Dismiss' and 'Cancel')"
      ])
  }
}
