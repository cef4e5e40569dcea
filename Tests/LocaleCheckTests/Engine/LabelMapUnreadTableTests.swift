import Testing

@testable import CatalogParser
@testable import LocaleCheck

/// A label map entry is bound only to a table the app reads, and points where its identifier is
/// declared when the identifier is the label; its fields are never empty (audit 196).
@Suite("Label map: tables the app reads")
struct LabelMapUnreadTableTests {
  /// `infoPlist.strings` beside `InfoPlist.strings`: iOS reads only the second.
  private static func shadowed() throws -> Fixture {
    try Fixture([
      "App/en.lproj/InfoPlist.strings": CatalogText.strings([("NewPost", "New Post")]),
      "App/de.lproj/InfoPlist.strings": CatalogText.strings([("NewPost", "Neuer Beitrag")]),
      "App/fr.lproj/InfoPlist.strings": CatalogText.strings([("Other", "Autre")]),
      "App/Base.lproj/infoPlist.strings": CatalogText.strings([("NewPost", "New Post")]),
      "App/fr.lproj/infoPlist.strings": CatalogText.strings([("NewPost", "New Post")]),
    ])
  }

  @Test func anEntryOfATableTheAppNeverReadsIsUnboundAndToldWhy() throws {
    let labels =
      #"{"version": 1, "identifiers": {"shortcut.newPost": {"key": "NewPost", "table": "infoPlist"}}}"#
    let report = try Self.shadowed().report(labels: labels)
    #expect(
      report.findings.filter { $0.rule == "unbound-identifier" }.map(\.message) == [
        "shortcut.newPost is bound to 'NewPost' in infoPlist, but no infoPlist table has that key (the app never "
          + "reads the infoPlist table; did you mean table 'InfoPlist'?)"
      ])
  }

  @Test func aCapturedLabelBindsToTheTableTheAppReads() throws {
    let report = try CaptureBindingTests.report(
      [
        "App/en.lproj/InfoPlist.strings": CatalogText.strings([("NewPost", "New Post")]),
        "App/fr.lproj/InfoPlist.strings": CatalogText.strings([("NewPost", "Nouveau message")]),
        "App/Base.lproj/infoPlist.strings": CatalogText.strings([("NewPost", "New Post")]),
      ],
      [try CaptureBindingTests.capture("en", "home", [("home.newPost", "New Post", "Button", "0/0")])])
    #expect(report.findings.filter { $0.rule == "unbound-identifier" }.isEmpty)
    #expect(report.matrix.map(\.table) == ["InfoPlist"])
  }

  @Test func anIdentifierThatIsItsLabelIsToldWhereTheMapDeclaresIt() throws {
    let fixture = try Fixture([
      "App/en.lproj/Localizable.strings": CatalogText.strings([("Quit", "Quit")]),
      "App/de.lproj/Localizable.strings": CatalogText.strings([("Quit", "Beenden")]),
    ])
    let labels = "{\"version\": 1, \"identifiers\": {\n  \"Quit\": {\"key\": \"Quit\"}}}"
    let finding = try #require(try fixture.findings(of: "label-is-identifier", labels: labels).first)
    #expect(finding.position?.file == "labels.json" && finding.position?.line == 2)
  }

  @Test(arguments: [
    (#"{"version": 1, "identifiers": {"a.b": {"key": ""}}}"#, "1:47: error: 'key' of 'a.b' is empty"),
    (
      #"{"version": 1, "identifiers": {"a.b": {"key": "K", "bundle": ""}}}"#,
      "1:62: error: 'bundle' of 'a.b' is empty (write \".\" for the project's own folder)"
    ),
    (
      #"{"version": 1, "identifiers": {"a.b": {"key": "K", "screen": ""}}}"#,
      "1:62: error: 'screen' of 'a.b' is empty"
    ),
    (#"{"version": 1, "identifiers": {"": {"key": "K"}}}"#, "1:32: error: an identifier is empty"),
  ])
  func anEmptyFieldIsAnError(text: String, expected: String) {
    #expect(throws: CatalogError.self) { try LabelMap.parse(Array(text.utf8), file: "labels.json") }
    do {
      _ = try LabelMap.parse(Array(text.utf8), file: "labels.json")
    } catch {
      #expect("\(error)".hasSuffix(expected), "\(error)")
    }
  }
}
