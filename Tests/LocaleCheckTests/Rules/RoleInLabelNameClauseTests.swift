import Testing

@testable import LocaleCheck

/// A control's name followed by its state or place, as VoiceOver itself reads it ("Play button,
/// selected", "Favorites, tab, 2 of 4"), and a role word before a colon ("Link: Terms"): the role
/// word is doubled all the same (audit 190).
@Suite("role-in-label: a name followed by its state or place")
struct RoleInLabelNameClauseTests {
  private static func messages(_ labels: [(String, String)], translations: [(String, String)] = [])
    throws -> [String]
  {
    var files = ["en.lproj/Localizable.strings": CatalogText.strings(labels)]
    if !translations.isEmpty { files["fr.lproj/Localizable.strings"] = CatalogText.strings(translations) }
    return try Fixture(files).findings(of: "role-in-label").map(\.message)
  }

  @Test(arguments: [
    "Play button, selected", "Shuffle switch, on", "Volume slider, 50%", "Play button (selected)",
    "Favorites, tab, 2 of 4", "Song, button, 3 of 10", "Link: Terms", "Switch: Wi-Fi", "Tab: Favorites",
    // Review 143: VoiceOver's own reading, and a name after a colon that starts like a value.
    "Save, button, dimmed", "Play, button, double tap to play", "Favorites, tab, second of four",
    "Tab: Custom fields", "Tab: 3D view",
  ])
  func theNamesRoleWordIsReported(label: String) throws {
    #expect(try Self.messages([("k", label)]).count == 1, "\(label)")
  }

  @Test(arguments: [
    // Lists, a role word alone before a list, prose after a name, a gesture's object.
    "Photos, Videos and Images", "Tab, Space", "Link, Text", "Tap, hold and drag",
    "Home screen, where all your apps live and your widgets", "Note: the link expires tomorrow",
    "Tap Button", "Press Switch", "Tap the button",
    // Review 142: a list of three, a setting's caption and its value.
    "Shift, Tab, Space", "Name, Icon, Date", "Tab: 4 spaces", "Header: None",
    // Review 144: lists whose last item starts like a state or holds "of".
    "Games, Switch, On sale", "Header, Image, Not set", "Ctrl, Tab, End of line", "Cancel, Button, Off-white",
  ])
  func noRoleOfTheControlIsReported(label: String) throws {
    #expect(try Self.messages([("k", label)]).isEmpty, "\(label)")
  }

  @Test func aTranslationOfSuchASourceIsJudgedAsWell() throws {
    // The source's role was content before, which cleared its translations too.
    let messages = try Self.messages(
      [("play", "Play button, selected")], translations: [("play", "Bouton Lire, sélectionné")])
    #expect(messages.count == 2)
  }
}
