import Testing

@testable import LocaleCheck

/// A label that ends in an ellipsis names a command that opens a window ("Email Link…"): its
/// object-like role word is what the command acts on (audit 95, Firefox's menus).
@Suite("role-in-label: commands")
struct RoleInLabelCommandTests {
  @Test(arguments: ["Email Link…", "Bookmark Link...", "Bookmark Tab…", "Email Image…", "E-mail link…"])
  func commandsPass(label: String) {
    #expect(RoleInLabelRule.isCommand(label, role: RoleWords.match(in: label, language: "en")?.role ?? .link))
  }

  @Test func aPrivateTabIsContentAndAPrivateIconIsNot() {
    #expect(RoleWords.roleWord(in: "Private Tab", language: "en") == nil)
    #expect(RoleWords.roleWord(in: "New Private Browsing Tab", language: "en") == nil)
    #expect(RoleWords.roleWord(in: "Private icon", language: "en") == "icon")
    #expect(RoleWords.roleWord(in: "ખાનગી આઇકન", language: "gu") == "આઇકન")
  }

  @Test func aButtonOrACheckboxIsNoCommandsObject() throws {
    #expect(!RoleInLabelRule.isCommand("Submit button…", role: .button))
    #expect(!RoleInLabelRule.isCommand("Email Link", role: .link))
    // Review 84: an ellipsis alone makes no command of a name.
    for label in ["Main menu…", "Profile image…", "Name text field…", "Search field...", "Image…"] {
      #expect(!RoleInLabelRule.isCommand(label, role: .image), "\(label)")
    }
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings([
        "email": ["en": "Email Link…", "de": "Link per E-Mail senden…", "ne": "लिङ्क इमेल गर्नुहोस्…"],
        "bookmark": ["en": "Bookmark Link…", "ne": "बुकमार्कको लिङ्क…"], "submit": ["en": "Submit button…"],
      ])
    ])
    #expect(try fixture.findings(of: "role-in-label").map(\.key) == ["submit"])
  }

  /// Audit 118 (Ruuvi Station): the verb may stand two words before its object, a noun between
  /// them telling what kind; a picker is what "Open" opens. A label without a verb still names
  /// its role.
  @Test(arguments: [
    ("Failed to find or generate background image", nil), ("OPEN DOCUMENT PICKER", nil),
    ("Open picker", nil), ("Show date picker", nil), ("Failed to load image", nil),
    ("Date picker", "date picker"), ("Background image", "image"), ("Profile photo image", "image"),
    // Review 102: a verb two words back only after "to", "or" or "and"; a picker only of a verb
    // that opens or closes it.
    ("Song play count icon", "icon"), ("Confirm new password field", "field"),
    ("Display mode picker", "picker"), ("Track picker", "picker"), ("Tap to open picker", nil),
    // Audit 184 (Mos): a verb, an article and one word before the object.
    ("Re-run Mos again to show the hidden Icon", nil), ("Re-run Mos to show the hidden menu", nil),
    ("Show the status bar icon", nil), ("The hidden icon", "icon"), ("Menu bar the hidden icon", "icon"),
  ])
  func aVerbTwoWordsBeforeItsObjectMakesItNoRole(label: String, role: String?) {
    #expect(RoleWords.roleWord(in: label, language: "en") == role)
  }

  /// Audit 120 (Nos): a role word joined to the next word by a hyphen modifies the noun after
  /// it, as "Image quality" does; with a separator or a number it still names the element.
  @Test(arguments: [
    ("Image-first post with title", nil), ("Button-style links", nil), ("Image - Sunset", "image"),
    ("Button-1", "button"), ("Save button", "button"),
  ])
  func aRoleWordJoinedByAHyphenIsAModifier(label: String, role: String?) {
    #expect(RoleWords.roleWord(in: label, language: "en") == role)
  }
}
