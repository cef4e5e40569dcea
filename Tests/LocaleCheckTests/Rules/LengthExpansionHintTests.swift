import Testing

@testable import LocaleCheck

/// An accessibility hint is only spoken: its length truncates nothing (audit 110).
@Suite("length-expansion on accessibility hints")
struct LengthExpansionHintTests {
  private static let longItalian = "Tocca due volte per attivare o disattivare l'impostazione"

  @Test func aLabelMapsHintIsNotMeasuredButItsLabelIs() throws {
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings([
        "Toggles the setting": ["en": "Toggles the setting", "it": Self.longItalian],
        "Notifications": ["en": "Notifications", "it": "Notifiche push e avvisi sonori del telefono"],
      ])
    ])
    let labels = """
      {"version": 1, "identifiers": {"settings.notifications.switch":
        {"key": "Notifications", "hint": "Toggles the setting"}}}
      """
    #expect(
      try fixture.findings(of: "length-expansion", labels: labels).map(\.identifier) == [
        "settings.notifications.switch"
      ])
  }

  @Test(arguments: [
    ("Accessibility.TableViewCell.Switch.Hint", "Localizable"), ("settings.switch.hint", "VoiceOver"),
    ("a11y_switch_hint", "Localizable"), ("switchAccessibilityHint", "Localizable"),
    ("A11YHint", "Localizable"),
  ])
  func aHintKeyOfAnAccessibilityTableOrKeyIsNotMeasured(key: String, table: String) throws {
    let fixture = try Fixture([
      "\(table).xcstrings": CatalogText.xcstrings([
        key: ["en": "Toggles the setting", "it": Self.longItalian]
      ])
    ])
    #expect(try fixture.findings(of: "length-expansion").isEmpty)
  }

  /// Review 97: a label map that says a hint key's text is shown is believed.
  @Test func aLabelMapsVisibleTextIsMeasuredWhateverItsKey() throws {
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings([
        "Settings.Accessibility.Footer.Hint": ["en": "Toggles the setting", "it": Self.longItalian],
        "Switch": ["en": "Switch", "it": "Interruttore"],
      ])
    ])
    let labels = """
      {"version": 1, "identifiers": {"settings.switch":
        {"key": "Switch", "visibleText": "Settings.Accessibility.Footer.Hint"}}}
      """
    #expect(
      try fixture.findings(of: "length-expansion", labels: labels).map(\.identifier) == [
        "settings.switch (visibleText)"
      ])
  }

  /// A text field's hint is its placeholder, which the screen shows; "Blueprint" is no hint.
  @Test(arguments: ["email.hint", "accessibility.blueprint", "emailHint", "accessibility.chint"])
  func otherKeysAreMeasured(key: String) throws {
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings([
        key: ["en": "Toggles the setting", "it": Self.longItalian]
      ])
    ])
    #expect(try fixture.findings(of: "length-expansion").count == 1)
  }

  @Test func anAppShortcutsPhraseIsNotMeasured() throws {
    // What a user says to Siri (audit 125: CasaZurigo's Turkish phrase).
    let source = "Show ${location} in ${applicationName}"
    let fixture = try Fixture([
      "AppShortcuts.xcstrings": CatalogText.xcstrings([
        source: [
          "en": source, "tr": "${applicationName} uygulamasında ${location} konumunu haritada göster lütfen",
        ]
      ])
    ])
    #expect(try fixture.findings(of: "length-expansion").isEmpty)
  }
}
