import Testing

@testable import LocaleCheck

/// What a capture shows beside the catalog's text: an ellipsis code appends, the identifier.
@Suite("runtime-mismatch: labels as shown")
struct RuntimeMismatchShownLabelTests {
  private static func messages(
    shown: String, catalog text: String = "Connect to", beside other: String? = nil, otherPath: String = "0/2"
  ) throws -> [String] {
    let catalog = """
      {"sourceLanguage": "en", "version": "1.0", "strings": {"connect": {"localizations": {
        "en": {"stringUnit": {"state": "translated", "value": "\(text)"}}}}}}
      """
    let element = { (label: String, path: String) in
      #"{"identifier":"app.menu.connect","label":""# + label + #"","path":""# + path + #""}"#
    }
    let elements = [element(shown, "0/1")] + (other.map { [element($0, otherPath)] } ?? [])
    let json = #"{"elements":["# + elements.joined(separator: "\n,") + "]}"
    let capture = try UICaptureParser.parse(
      Array(json.utf8), file: "captures/en/app.json", locale: LocaleID("en"), screen: "app", isJSON: true)
    let labels = #"{"version": 1, "identifiers": {"app.menu.connect": {"key": "connect"}}}"#
    let fixture = try Fixture(["Localizable.xcstrings": catalog])
    let map = try LabelMap.parse(Array(labels.utf8), file: "labels.json")
    return LocaleChecker().check(fixture.catalog(), labelMap: map, captures: [capture]).findings
      .filter { $0.rule == "runtime-mismatch" }.map(\.message)
  }

  @Test func anEllipsisCodeAppendsIsNotSpoken() throws {
    // Passepartout's macOS menu items: "Connect to..." for the catalog's "Connect to" (audit 93).
    #expect(try Self.messages(shown: "Connect to...").isEmpty)
    #expect(try Self.messages(shown: "Connect to…").isEmpty)
    #expect(try Self.messages(shown: "\u{200F}Connect to…").isEmpty)
    // Other words before it are a mismatch still.
    #expect(
      try Self.messages(shown: "Disconnect...") == [
        "en capture of app shows 'Disconnect...' for app.menu.connect, but the catalog resolves 'Connect to'"
      ])
  }

  @Test func anIdentifierOnTwoElementsIsWhatIsWrong() throws {
    // PIA VPN's password field had its submit button's identifier (audit 93).
    #expect(
      try Self.messages(shown: "Password", beside: "Connect to") == [
        "en capture of app shows 'Password' on an element that shares app.menu.connect with another, which "
          + "shows 'Connect to' as the catalog says; give each element its own identifier"
      ])
  }

  @Test func aContainerAndItsChildShareTheirIdentifier() throws {
    // A cell hands its identifier to its child: no advice to give each its own.
    #expect(
      try Self.messages(shown: "Password", beside: "Connect to", otherPath: "0/1/0") == [
        "en capture of app shows 'Password' for app.menu.connect, but the catalog resolves 'Connect to'"
      ])
  }

  @Test func theIdentifierAsTheLabelIsNamedSo() throws {
    #expect(
      try Self.messages(shown: "app.menu.connect") == [
        "en capture of app shows its identifier as the label of app.menu.connect (VoiceOver reads "
          + "'app.menu.connect'), but the catalog resolves 'Connect to'"
      ])
  }
}
