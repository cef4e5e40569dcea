import Testing

@testable import LocaleCheck

/// An English statement without a full stop (a description, a tooltip) names what it is about,
/// not the control's role: "You can hide the menu bar icon".
@Suite("role-in-label: statements")
struct RoleInLabelStatementTests {
  @Test(arguments: [
    "You can hide the menu bar icon", "You will be able to change the application icon",
    "Shows the status bar icon", "Opens the link in a new tab", "This removes the selected image",
    "Displays all open tabs in the sidebar menu", "Hides it from the menu bar icon",
    "Widgets can control the built-in switches", "Widgets can hide the menu bar icon",
  ])
  func statementsPass(label: String) {
    #expect(RoleInLabelRule.isStatement(label, language: "en"))
  }

  @Test(arguments: [
    "Save button", "Shows button", "Menu bar icon", "You button", "Press the big red button",
    "Settings menu icon link", "Updates from the Library tab", "Tracks on the Album tab",
    "Shares of the Photo button", "News feed in the Home tab", "Requests awaiting your approval tab",
    "Changes since the last sync icon", "Trash can icon", "Can the button",
  ])
  func namesAreNoStatements(label: String) {
    #expect(!RoleInLabelRule.isStatement(label, language: "en"))
  }

  @Test func aStatementAndItsTranslationsAreNotReported() throws {
    // CSE's purchase sheet, and its Chinese translation, which keeps the icon as content.
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings([
        "You will be able to change the application icon": [
          "en": "You will be able to change the application icon", "zh-Hans": "可更改应用程序图标",
        ],
        "Icon button": ["en": "Icon button", "de": "Schaltfläche Symbol"],
      ])
    ])
    #expect(try fixture.findings(of: "role-in-label").map(\.key) == ["Icon button", "Icon button"])
  }

  /// A plural role noun of the source is its content too (OnlySwitch's widget, audit 66).
  @Test func aPluralRoleNounOfTheSourceClearsItsTranslation() throws {
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings([
        "Select Built-In Switches": ["en": "Select Built-In Switches", "zh-Hans": "请选择内置开关"],
        "Choose checkboxes": ["en": "Choose checkboxes", "ru": "Выберите флажок"],
        "Save": ["en": "Save", "zh-Hans": "保存按钮"],
      ])
    ])
    #expect(try fixture.findings(of: "role-in-label").map(\.key) == ["Save"])
  }

  @Test func aRoleWordAfterToIsAVerbOrADestination() throws {
    // openHAB's Siri responses, copied into Russian: "switch" is what is done to the item.
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings([
        "Sent the command to switch ${item}": [
          "en": "Sent the command to switch ${item}", "ru": "Sent the command to switch ${item}",
        ],
        "Go to Tab": ["en": "Go to Tab"],
        "Toggle switch": ["en": "Toggle switch"],
        "Switch %@": ["en": "Switch %@"],
        // A placeholder after "to" is where the button sends: the button is still named.
        "Move to %@ button": ["en": "Move to %@ button"],
        "Share to ${app} button": ["en": "Share to ${app} button"],
        "Go to tab →": ["en": "Go to tab →"], "Go to text-field": ["en": "Go to text-field"],
        "Back to top-button": ["en": "Back to top-button"],
        "Go to pop-up button": ["en": "Go to pop-up button"],
        "Go to tab ${tab.name}": ["en": "Go to tab ${tab.name}"],
        "Go to “%@” tab": ["en": "Go to “%@” tab"], "Go to%@ tab": ["en": "Go to%@ tab"],
      ])
    ])
    #expect(
      try fixture.findings(of: "role-in-label").compactMap(\.key).sorted() == [
        "Back to top-button", "Go to “%@” tab", "Go to%@ tab", "Move to %@ button", "Share to ${app} button",
        "Switch %@", "Toggle switch",
      ])
  }

  @Test func aRoleWordAfterADeterminerIsAThingSpokenOf() throws {
    // MeetingBar's menu: the options speak of links and icons; they are no link or icon.
    let labels = [
      "Events without a meeting link", "No icon", "With link", "Show the status bar icon", "Add a button",
      "Switch to this tab", "Everything in your tab",
      // A device's button, named after other words (audit 268).
      "Log water from the Action button", "Double-click the side button",
      "Widgets, the Lock Screen and the Action button", "Press your Home button",
      "Use the Camera Control button",
      // A place of the system's interface, and an instruction after a clause (audit 268).
      "Available from the Home Screen icon", "Start from the Control Center toggle",
      "To start the video, tap the Play button", "If it is off, open the Settings tab",
      // Still the element's own role: its name, with "the" or "my" before it or none.
      "Save button", "Meeting link", "The Save button", "My Profile image", "Add to My List button",
      "Video with no sound icon",
      // Review 186: a control's own label with "the" in it is not a device's button.
      "Submit the form button", "Photo of the day image",
      // A clause that names no action on another control, and a place without "the".
      "Photos, Share button", "Home Screen icon", "Settings, Dark Mode toggle",
      // A role before the instruction is the label's own (review 189).
      "Save button, tap the icon",
    ]
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings(
        Dictionary(uniqueKeysWithValues: labels.map { ($0, ["en": $0]) }))
    ])
    #expect(
      try fixture.findings(of: "role-in-label").compactMap(\.key).sorted() == [
        "Add to My List button", "Home Screen icon", "Meeting link", "My Profile image",
        "Photo of the day image",
        "Photos, Share button", "Save button", "Save button, tap the icon", "Settings, Dark Mode toggle",
        "Submit the form button",
        "The Save button", "Video with no sound icon",
      ])
  }

  @Test func aTranslationOfAThingSpokenOfIsContent() throws {
    // cibo's screenshot caption (audit 77): the menu is what the camera looks at, in every language.
    let reported = try RoleWordReports.reported([
      "caption": [
        "en": "Point your camera at the menu", "nl": "Richt je camera op een menu",
        "ru": "Направьте камеру на меню",
      ],
      "none": ["en": "No icon", "de": "Kein Symbol", "nl": "Geen pictogram"],
      "save": ["en": "Save button", "de": "Schaltfläche Sichern"],
      // bitchat (audit 78): the link is what failed to be encoded, in Chinese too.
      "encode": ["en": "failed to encode link", "zh-Hans": "无法编码链接"],
    ])
    #expect(reported == ["save de", "save en"])
  }

  @Test(arguments: [
    ("failed to encode link", "en"), ("Resize Image", "en"), ("Verify link", "en"),
  ])
  func anActionsObjectIsContent(label: String, language: String) {
    #expect(RoleInLabelRule.isProse(label) || RoleWords.roleWord(in: label, language: language) == nil)
  }

  @Test func aRolePhraseThatIsAnActionsObjectHoldsItsLastWord() {
    // "next text field" is where to type, as "nächsten Textfeld" is; "field" is not asked
    // alone (audit 138). A role phrase that is no object is still the role.
    #expect(RoleWords.roleWord(in: "Go to the next text field", language: "en") == nil)
    #expect(
      RoleWords.roleWord(in: "Enter the code that was sent to you in the next text field", language: "en")
        == nil)
    #expect(RoleWords.roleWord(in: "Password text field", language: "en") == "text field")
    #expect(RoleWords.roleWord(in: "Password field", language: "en") == "field")
  }

  @Test func aTextKeyIsTheSourceWhereTheTableHasNoSourceFile() throws {
    // Audit 146: SRG SSR's announcement "Menu closed" has no English file; French keeps the noun.
    let announcement =
      "/* Announcement made when the left menu is closed */\n\"Menu closed\" = \"Menu fermé\";\n"
    let fixture = try Fixture([
      "App/fr.lproj/Accessibility.strings": announcement,
      "App/de.lproj/Accessibility.strings": "\"Menu closed\" = \"Menü geschlossen\";\n",
    ])
    #expect(try fixture.findings(of: "role-in-label").isEmpty)
    // A key that is no text still leaves the translation to be judged on its own.
    let tokens = try Fixture([
      "App/fr.lproj/Accessibility.strings": "\"menu_closed\" = \"Bouton menu\";\n",
      "App/de.lproj/Accessibility.strings": "\"menu_closed\" = \"Menü\";\n",
    ])
    #expect(try tokens.findings(of: "role-in-label").map(\.rule) == ["role-in-label"])
    // A key that describes its string names the control, not content (review 118).
    let described = try Fixture([
      "App/fr.lproj/Accessibility.strings": "\"play button label\" = \"Bouton lecture\";\n",
      "App/de.lproj/Accessibility.strings": "\"play button label\" = \"Abspielen\";\n",
    ])
    #expect(try described.findings(of: "role-in-label").map(\.rule) == ["role-in-label"])
  }

  @Test func aNounStartingWithAVerbStillNamesTheRole() {
    #expect(RoleWords.roleWord(in: "压缩文件图标", language: "zh-Hans") == "图标")
    // "Unverified link", as Mastodon's English "No verified link" names it.
    #expect(RoleWords.roleWord(in: "未验证链接", language: "zh-Hans") == "链接")
  }
}
