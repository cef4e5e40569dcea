import Testing

@testable import LocaleCheck

/// A label that names a kind of thing its table speaks of in the plural ("Built-In Switch" beside
/// "Select Built-In Switches") names the thing, not the control's role (audit 321: OnlySwitch).
@Suite("role-in-label: kinds a table lists")
struct RoleInLabelListedKindTests {
  @Test func aKindTheTableListsIsNotReportedInAnyLocale() throws {
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings([
        "Switch": ["en": "Switch", "de": "Schalter"],
        "Built-In Switch": ["en": "Built-In Switch", "de": "Integrierter Schalter"],
        "Select Built-In Switches": ["en": "Select Built-In Switches", "de": "Integrierte Schalter wählen"],
      ])
    ])
    #expect(try fixture.findings(of: "role-in-label").isEmpty)
  }

  @Test func aRoleWithoutItsPluralBesideItIsStillReported() throws {
    // "Save buttons" nowhere; "Show toolbar buttons" is the plural of another phrase.
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings([
        "save": ["en": "Save button", "de": "Schaltfläche Sichern"],
        "toolbar": ["en": "Show toolbar buttons", "de": "Symbolleistentasten zeigen"],
        "switch": ["en": "Sound switch", "de": "Tonschalter"],
        "switches": ["en": "Switchboard", "de": "Vermittlung"],
      ])
    ])
    #expect(
      try fixture.findings(of: "role-in-label").map { "\($0.locale?.identifier ?? "") \($0.key ?? "")" }
        == ["de save", "en save", "en switch"])
  }

  @Test(arguments: [
    ("Switch", "switches"), ("Built-In Switch", "built-in switches"), ("Check box", "check boxes"),
    ("Menu bar icon", "menu bar icons"), ("Privacy policy link", "privacy policy links"),
  ])
  func pluralOfALabel(label: String, plural: String) {
    #expect(RoleInLabelRule.ListedKinds.plural(of: label) == plural)
  }

  @Test(arguments: ["Button to save", "Save", "One two three four button", "Icon %@"])
  func labelsWithoutAPlural(label: String) {
    #expect(RoleInLabelRule.ListedKinds.plural(of: label) == nil)
  }

  @Test func aPhraseStandsAsWordsOfItsOwn() {
    #expect(RoleInLabelRule.ListedKinds.containsPhrase("switches", in: "select built-in switches"))
    #expect(!RoleInLabelRule.ListedKinds.containsPhrase("switches", in: "hotswitches\nswitchesmore"))
    #expect(RoleInLabelRule.ListedKinds.containsPhrase("switches", in: "hotswitches\nswitches."))
  }
}
