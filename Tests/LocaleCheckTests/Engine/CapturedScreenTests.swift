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

  @Test func aScreenTheMapNamesOrSeveralCapturesShowIsKept() throws {
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
        "id.login.submit|signin", "id.welcome.login|id",
      ])
  }
}
