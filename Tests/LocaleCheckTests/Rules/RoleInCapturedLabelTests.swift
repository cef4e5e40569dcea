import Testing

@testable import LocaleCheck

/// `role-in-label` of a label only a UI capture shows (set in code, audit 202): told where the word
/// names the element's own role and the catalog's label differs.
@Suite("role-in-label of captured labels")
struct RoleInCapturedLabelTests {
  let catalog = CatalogText.xcstrings([
    "Save": ["en": "Save", "es": "Guardar"], "New Tab": ["en": "New Tab", "es": "Nueva pestaña"],
  ])

  func dump(_ lines: [String]) -> String { WindowDump.text(lines) }

  func findings(_ dumps: [String: String], labelMap: String? = nil) throws -> [Finding] {
    try WindowDump.report(catalog: catalog, captures: dumps, screen: "compose", labelMap: labelMap).findings
      .filter { $0.rule == "role-in-label" }
  }

  static let map = #"{"version":1,"identifiers":{"compose.save":{"key":"Save"}}}"#

  @Test func aCodeSetLabelThatNamesTheButtonsRoleIsTold() throws {
    for labelMap in [Self.map, nil] {
      let found = try findings(
        [
          "en": dump([
            "Button, 0x3, {{16.0, 300.0}, {358.0, 50.0}}, identifier: 'compose.save', label: 'Save button'"
          ]),
          "es": dump([
            "Button, 0x3, {{16.0, 300.0}, {358.0, 50.0}}, identifier: 'compose.save', label: 'Botón guardar'"
          ]),
        ], labelMap: labelMap)
      #expect(
        found.map(\.message) == [
          "en capture of compose shows 'Save button' for compose.save, which names the role 'button'; "
            + "VoiceOver already speaks it",
          "es capture of compose shows 'Botón guardar' for compose.save, which names the role 'botón'; "
            + "VoiceOver already speaks it",
        ], "\(String(describing: labelMap))")
      #expect(found.first?.position?.file == "captures/en/compose.txt")
      #expect(found.first?.position?.line == 4)
      #expect(found.first?.screen == "compose")
    }
  }

  @Test(arguments: [
    // The catalog's own label: its cell judges it with its key's context.
    "Button, 0x3, {{16.0, 300.0}, {358.0, 50.0}}, identifier: 'browser.newTab', label: 'New Tab'",
    // A word of another role than the element's: the tab is what the button makes.
    "Button, 0x3, {{16.0, 300.0}, {358.0, 50.0}}, identifier: 'browser.openTab', label: 'Open Tab'",
    // No control: a text that speaks of a button.
    "StaticText, 0x3, {{16.0, 300.0}, {358.0, 50.0}}, identifier: 'help.text', label: 'Tap the Save button'",
    // An instruction on the button itself.
    "Button, 0x3, {{16.0, 300.0}, {358.0, 50.0}}, identifier: 'help.hint', label: 'Press this button to save your work.'",
    "Button, 0x3, {{16.0, 300.0}, {358.0, 50.0}}, identifier: 'compose.save', label: 'Save'",
    // A key shown for its text: `label-is-identifier` tells it.
    "Button, 0x3, {{16.0, 300.0}, {358.0, 50.0}}, identifier: 'login.help.button', label: 'login.help.button'",
  ])
  func otherLabelsAreNotTold(line: String) throws {
    #expect(try findings(["en": dump([line])]).isEmpty)
  }

  /// Review 149: a name before VoiceOver's own tail, a tab bar's button, an icon.
  @Test func aNameBeforeAStateATabBarsButtonAndAnIconAreTold() throws {
    let found = try findings([
      "en": dump([
        "Button, 0x3, {{16.0, 300.0}, {358.0, 50.0}}, identifier: 'player.play', label: 'Play button, selected'",
        "TabBar, 0x4, {{0.0, 780.0}, {390.0, 64.0}}",
        "  Button, 0x5, {{0.0, 780.0}, {98.0, 64.0}}, identifier: 'tabs.library', label: 'Library tab'",
        "Image, 0x6, {{16.0, 300.0}, {40.0, 40.0}}, identifier: 'status.warning', label: 'Warning icon'",
      ])
    ])
    #expect(found.map(\.identifier) == ["player.play", "tabs.library", "status.warning"])
  }

  /// Review 149: the source language's text shown in another locale is the catalog's to judge.
  @Test func theSourceTextShownUntranslatedIsTheCatalogs() throws {
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings([
        "Save button": ["en": "Save button", "fr": "Enregistrer"]
      ])
    ])
    let capture = try UICaptureParser.parse(
      Array(
        dump(["Button, 0x3, {{16.0, 300.0}, {358.0, 50.0}}, identifier: 'compose.save', label: 'Save button'"]
        ).utf8),
      file: "captures/fr/compose.txt", locale: LocaleID("fr"), screen: "compose", isJSON: false)
    let findings = LocaleChecker().check(fixture.catalog(), labelMap: nil, captures: [capture]).findings
    #expect(
      !findings.contains { $0.rule == "role-in-label" && $0.position?.file == "captures/fr/compose.txt" })
  }

  @Test func anImageThatSaysImageIsTold() throws {
    let found = try findings([
      "en": dump([
        "Image, 0x3, {{16.0, 300.0}, {40.0, 40.0}}, identifier: 'profile.avatar', label: 'Profile image'"
      ])
    ])
    #expect(found.map(\.actual) == ["Profile image"])
  }
}
