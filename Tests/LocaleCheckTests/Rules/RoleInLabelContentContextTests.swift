import Testing

@testable import LocaleCheck

/// `role-in-label` reads a key's `Kind` segment, a header's comment and an `-ing` verb before an
/// object's role word as content (audit 207); the role word of a control's label is still told.
@Suite("role-in-label: content by context")
struct RoleInLabelContentContextTests {
  static func findings(key: String, english: String, german: String, comment: String? = nil) throws
    -> [Finding]
  {
    let commentField = comment.map { #""comment":"\#($0)","# } ?? ""
    let fixture = try Fixture([
      "Localizable.xcstrings": """
      {"sourceLanguage":"en","version":"1.0","strings":{"\(key)":{\(commentField)"localizations":{
      "en":{"stringUnit":{"state":"translated","value":"\(english)"}},
      "de":{"stringUnit":{"state":"translated","value":"\(german)"}}}}}}
      """
    ])
    return try fixture.findings(of: "role-in-label")
  }

  @Test(
    arguments: [
      ("File.Kind.image.label", "Image", "Bild", nil),
      ("Syntax.Outline.Kind.heading.label", "Heading", "Überschrift", nil),
      ("document_type_link_title", "Link", "Link", nil),
      // Review 151: the kind alone under a key that ends in it.
      ("attachment.type.image", "Image", "Bild", nil),
      (
        "Settings.themePicker", "Theme Picker", "Designauswahl-Picker",
        "Header for manual theme section in settings menu"
      ),
      ("Downloading image %@", "Downloading image %@", "Bild %@ wird geladen", nil),
      // Audit 245: Pixea's image commands and progress.
      ("Upscale Image", "Upscale Image", "Bild hochskalieren", nil),
      ("Denoise Image", "Denoise Image", "Bildrauschen entfernen", nil),
      (
        "Processing upscaled image...", "Processing upscaled image...",
        "Hochskaliertes Bild wird verarbeitet …", nil
      ),
      ("Saving the image", "Saving the image", "Das Bild wird gesichert", nil),
      // Audit 295: MonitorControl's settings pane about the app menu.
      ("App menu", "App menu", "App-Menü", "Preferences pane title"),
      ("Menu bar icon", "Menu bar icon", "Menüleistensymbol", "Preferences pane title (Menu bar icon)"),
      ("Dock icon", "Dock icon", "Dock-Symbol", "Title of the Dock icon pane"),
      // Review 201: a pane named after a menu.
      ("Menu bar icon", "Menu bar icon", "Menüleistensymbol", "Title of the Menu Bar Icon pane"),
      ("Context Menu", "Context Menu", "Kontextmenü", "Title of the Context Menu pane"),
      ("Share menu", "Share menu", "Teilen-Menü", "Preferences pane title: the share menu's settings"),
      // Audit 291: Firefox's toolbar button that opens the main menu.
      (
        "Toolbar.Menu.Button.A11y.Label.v135", "Main Menu", "Hauptmenü",
        "Accessibility label for the Main Menu button in the toolbar, specifying that the button will open Main Menu"
      ),
    ] as [(String, String, String, String?)])
  func contentIsNotTold(key: String, english: String, german: String, comment: String?) throws {
    #expect(try Self.findings(key: key, english: english, german: german, comment: comment).isEmpty)
  }

  /// Review 150: a `type` segment not followed by the role's name, a comment that names a button
  /// in a header; audit 208: a verb before "tab" or "menu".
  @Test(
    arguments: [
      ("payment_type_button", "Choose payment button", "Zahlungsart-Schaltfläche", nil),
      ("settings.kind.toggle", "Dark mode toggle", "Dunkelmodus-Schalter", nil),
      (
        "section.collapse", "Collapse button", "Schaltfläche Einklappen",
        "Section header button that collapses the section"
      ),
      // Review 151: "Header" alone may say where the button is.
      ("header.edit", "Edit button", "Schaltfläche Bearbeiten", "Header"),
      ("header.collapse", "Collapse button", "Schaltfläche Einklappen", "Header: collapses the section"),
      // A noun before the role word names what it shows; a word between that is no participle.
      ("profile.image", "Profile image", "Profilbild", nil),
      ("mirror.link", "Mirror link", "Spiegel-Link", nil),
      // Review 173: a gerund that names a kind of thing.
      ("encoding.menu", "Text encoding menu", "Menü Textkodierung", nil),
      ("editing.tab", "Image editing tab", "Tab Bildbearbeitung", nil),
      ("updates.button", "Auto updating button", "Schaltfläche Automatisch aktualisieren", nil),
      // A menu that opens, or a button that opens something else, is no button's destination.
      ("toolbar.menu", "Main Menu", "Hauptmenü", "The toolbar's menu; it opens when the user taps it"),
      ("toolbar.share", "Share button", "Schaltfläche Teilen", "Button that opens the share menu"),
      // Review 198: a button in a pane's title bar.
      ("pane.close", "Close button", "Schaltfläche Schließen", "Close button in the pane title bar"),
      ("pane.done", "Done button", "Schaltfläche Fertig", "Title for the Done button in the settings pane"),
      // Review 200: a button in the pane's title, a link that leads to a pane.
      ("pane.help", "Help button", "Schaltfläche Hilfe", "Tooltip for the pane title button"),
      ("general.link", "General link", "Link Allgemein", "Title for the link to the General pane"),
      // Review 202: a control in a pane, a tab that opens one.
      ("help.link", "Help link", "Hilfe-Link", "Title for the Help link in the General pane"),
      ("advanced.tab", "Advanced tab", "Tab Erweitert", "Title of the tab that opens the Advanced pane"),
      // Review 195: a tab bar's button is a tab; another button that shows an image.
      ("settings.tab", "Settings tab", "Tab Einstellungen", "Tab bar button that shows the Settings tab"),
      (
        "cover.image", "Cover image", "Titelbild",
        "Shown above the play button; the button opens the image viewer"
      ),
    ] as [(String, String, String, String?)])
  func aControlsLabelUnderSuchAKeyOrCommentIsStillTold(
    key: String, english: String, german: String, comment: String?
  )
    throws
  {
    #expect(try !Self.findings(key: key, english: english, german: german, comment: comment).isEmpty)
  }

  @Test func anAnnouncementOfAVerbOnATabIsContent() throws {
    #expect(try Self.findings(key: "closing", english: "Closing tab", german: "Tab wird geschlossen").isEmpty)
  }

  @Test func aControlsLabelIsStillTold() throws {
    let found = try Self.findings(
      key: "settings.save", english: "Save button", german: "Schaltfläche Sichern",
      comment: "Title of the save button")
    #expect(found.compactMap(\.locale).map(\.identifier).sorted() == ["de", "en"])
    #expect(
      try Self.findings(key: "profile.avatar", english: "Profile image", german: "Profilbild").count == 1)
  }
}
