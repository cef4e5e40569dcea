import Testing

@testable import CatalogParser
@testable import LocaleCheck

/// A capture that shows another key's text names that key: the control looks it up (audit 241).
@Suite("runtime-mismatch: another key's text")
struct RuntimeMismatchOtherKeyTests {
  private static func messages(_ shown: [(identifier: String, label: String)]) throws -> [String] {
    let catalog = CatalogText.xcstrings([
      "Sign in": ["en": "Sign in", "de": "Anmelden"], "Log in": ["en": "Log in", "de": "Einloggen"],
      "Log on": ["en": "Log on", "de": "Einloggen"], "Password": ["en": "Password", "de": "Passwort"],
      "widget.signin": ["en": "Sign in"],
    ])
    let settings = CatalogText.xcstrings([
      "settings.password": ["en": "Your password", "de": "Dein Passwort"]
    ])
    let labels = try LabelMap.parse(
      Array(
        """
        {"version": 1, "identifiers": {"login.submit.button": {"key": "Sign in"},
        "login.password.field": {"key": "Password"},
        "settings.password.field": {"key": "settings.password", "table": "Settings"}}}
        """.utf8), file: "labels.json")
    let capture = try CaptureBindingTests.capture(
      "de", "login",
      shown.enumerated().map { index, element in
        (element.identifier, element.label, "Button", "0/\(index)")
      })
    let fixture = try Fixture(["Localizable.xcstrings": catalog, "Settings.xcstrings": settings])
    return LocaleChecker().check(fixture.catalog(), labelMap: labels, captures: [capture]).findings
      .filter { $0.rule == "runtime-mismatch" }.map(\.message)
  }

  @Test func aLabelThatIsAnotherKeysTextNamesIt() throws {
    #expect(
      try Self.messages([("login.password.field", "Dein Passwort")]) == [
        "de capture of login shows 'Dein Passwort' for login.password.field, but the catalog resolves "
          + "'Passwort' ('Dein Passwort' is the de text of key Settings 'settings.password', which the app may "
          + "look up instead of 'Password')"
      ])
    #expect(
      try Self.messages([("login.submit.button", "Einloggen")]) == [
        "de capture of login shows 'Einloggen' for login.submit.button, but the catalog resolves 'Anmelden' "
          + "('Einloggen' is the de text of keys 'Log in' and 'Log on', which the app may look up instead of "
          + "'Sign in')"
      ])
  }

  @Test func aLabelNoKeyShowsNamesNone() throws {
    #expect(
      try Self.messages([("login.submit.button", "Anmeldung")]) == [
        "de capture of login shows 'Anmeldung' for login.submit.button, but the catalog resolves 'Anmelden'"
      ])
    // Another key's text only by falling back to English is no lead (review 173).
    #expect(
      try Self.messages([("login.submit.button", "Sign in")]) == [
        "de capture of login shows the source-language text 'Sign in' for login.submit.button, but the catalog "
          + "resolves 'Anmelden'"
      ])
    // The control's own key shows it: no mismatch at all.
    #expect(try Self.messages([("login.submit.button", "Anmelden")]).isEmpty)
  }
}
