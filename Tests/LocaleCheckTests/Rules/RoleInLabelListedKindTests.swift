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

  /// Review 220: a sentence's, a count's or a lowercase plural is no name of a kind, and a role
  /// word alone needs a name of the table that ends in it.
  @Test(arguments: [
    ("Close button", "Show close buttons on tabs"), ("Save button", "Show save buttons in the toolbar"),
    ("Text field", "Clear all text fields"), ("Search field", "Search fields are case-insensitive"),
    ("Image", "Load images automatically"), ("Link", "Copy Links"), ("Tab", "Close Other Tabs"),
    ("Icon", "%lld icons"),
    // Review 221: menu items in title case, and a command's object.
    ("Close button", "Show Close Buttons"), ("Play Button", "Hide Play Buttons"),
    // Review 222: a command's object in title case, whatever its words.
    ("Info button", "Show Info Buttons"), ("Search text field", "Clear Search Text Fields"),
    ("Text field", "Clear All Text Fields"), ("Search field", "Show Search Fields"),
  ])
  func aPluralInAnotherSenseLeavesTheRole(label: String, other: String) throws {
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings(["a": ["en": label], "b": ["en": other]])
    ])
    #expect(try fixture.findings(of: "role-in-label").map(\.key) == ["a"])
  }

  @Test func aRoleWordAloneBesideACommandsPluralIsReported() throws {
    // "New Tab" is a command, not a kind of tab (review 221).
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings([
        "a": ["en": "Tab"], "b": ["en": "New Tab"], "c": ["en": "Open Links in New Tabs"],
      ])
    ])
    #expect(try fixture.findings(of: "role-in-label").map(\.key) == ["a"])
  }

  @Test func aTranslationsOwnWordForTheKindIsNotReported() throws {
    // OnlySwitch's pt-BR says "Seletor" (a picker's word) for "Switch" (review 221).
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings([
        "sw": ["en": "Built-In Switch", "pt-BR": "Seletor Embutido"],
        "sw2": ["en": "Main Switch", "pt-BR": "Botão Seletor Principal"],
        "select2": ["en": "Select Main Switches"],
        "select": ["en": "Select Built-In Switches", "pt-BR": "Selecionar Seletores Embutidos"],
      ])
    ])
    // Beside another role word, the kind's own word is no longer alone (review 222).
    #expect(try fixture.findings(of: "role-in-label").map(\.key) == ["sw2"])
  }

  @Test func aRoleWordATranslationAddsIsStillReported() throws {
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings([
        "sw": ["en": "Built-In Switch", "de": "Integrierter Schalter-Button", "fr": "Interrupteur intégré"],
        "select": ["en": "Select Built-In Switches"],
      ])
    ])
    // Without blaming the source, which names the kind (review 221).
    #expect(
      try fixture.findings(of: "role-in-label").map(\.message) == [
        "de label of sw 'Integrierter Schalter-Button' names the role 'Button'; VoiceOver already speaks it"
      ])
  }

  @Test(arguments: [
    ("Switch", "switches"), ("Built-In Switch", "built-in switches"), ("Check box", "check boxes"),
    ("Menu bar icon", "menu bar icons"), ("Privacy policy link", "privacy policy links"),
  ])
  func pluralOfALabel(label: String, plural: String) {
    #expect(RoleInLabelRule.ListedKinds.plural(of: label)?.plural == plural)
  }

  @Test(arguments: [
    "Button to save", "Save", "One two three four button", "Icon %@", "Close button", "New Tab",
  ])
  func labelsWithoutAPlural(label: String) {
    #expect(RoleInLabelRule.ListedKinds.plural(of: label) == nil)
  }

  @Test func aNameStandsInTitleCaseAfterAnotherWord() {
    let accept: (String) -> Bool = { _ in true }
    #expect(
      RoleInLabelRule.ListedKinds.containsName("switches", in: "Select Built-In Switches", where: accept))
    #expect(
      !RoleInLabelRule.ListedKinds.containsName("switches", in: "Switches\nselect switches", where: accept))
    #expect(!RoleInLabelRule.ListedKinds.containsName("switches", in: "Hot Switchesmore", where: accept))
    #expect(RoleInLabelRule.ListedKinds.isLine("built-in switch", of: "A\nBuilt-In Switch\nB"))
  }
}
