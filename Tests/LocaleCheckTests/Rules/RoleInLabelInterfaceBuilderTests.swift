import Testing

@testable import CatalogParser
@testable import LocaleCheck

/// A storyboard's comments name each object's class, and so the roles VoiceOver may speak for it.
@Suite("role-in-label: Interface Builder classes")
struct RoleInLabelInterfaceBuilderTests {
  /// A storyboard table as Xcode writes it in `locale`: the Base text in each key's comment.
  static func storyboard(
    _ objects: [(id: String, className: String, property: String, base: String, text: String)]
  )
    -> String
  {
    objects.map { object in
      "/* Class = \"\(object.className)\"; \(object.property) = \"\(object.base)\"; ObjectID = \"\(object.id)\"; */\n"
        + "\"\(object.id).\(object.property)\" = \"\(object.text)\";\n"
    }.joined(separator: "\n")
  }

  func findings(_ objects: [(id: String, className: String, property: String, base: String, text: String)])
    throws -> [Finding]
  {
    let copies = objects.map { ($0.id, $0.className, $0.property, $0.base, $0.base) }
    return try Fixture([
      "App/fr.lproj/Main.strings": Self.storyboard(objects),
      "App/it.lproj/Main.strings": Self.storyboard(copies.map { ($0.0, $0.1, $0.2, $0.3, "x" + $0.4) }),
    ]).findings(of: "role-in-label").filter { $0.locale == LocaleID("fr") }
  }

  @Test func aRoleWordForAnotherRoleThanTheClasssIsContent() throws {
    // The keyboard key "Tab" on a button, a navigation title and a section header naming an
    // image, a menu item and a static text naming a mouse button.
    #expect(
      try findings([
        ("BXG-l7-BeY", "UIButton", "accessibilityLabel", "Tab", "Tab"),
        ("7id-FA-bJg", "UINavigationItem", "title", "Disk Image", "Image disque"),
        ("SCF-Z9-xBk", "UITableViewSection", "headerTitle", "Image", "Image"),
        ("H8h-7b-M4v", "NSMenuItem", "title", "Image", "Image"),
        ("Gyd-Qt-FEo", "NSTextFieldCell", "title", "Middle click to:", "Bouton du milieu :"),
        ("abc-12-def", "UILabel", "text", "Image", "Image"),
        // AppKit never shows an `NSMenu`'s own title, the main menu's "Main Menu" (audit 87).
        ("AYu-sK-qS6", "NSMenu", "title", "Main Menu", "Menu principal"),
        // Nor a context menu's or a nested submenu's: the item that opens it is judged (review 80).
        ("ctx-12-mnu", "NSMenu", "title", "Context Menu", "Menu contextuel"),
        ("bkm-12-mnu", "NSMenu", "title", "Bookmarks", "Menu Signets"),
      ]).isEmpty)
  }

  @Test func theClasssOwnRoleIsReported() throws {
    let found = try findings([
      ("sav-12-btn", "UIButton", "normalTitle", "Save", "Bouton Enregistrer"),
      ("mnu-12-itm", "NSMenuItem", "title", "Main", "Menu principal"),
      // A custom class is read by the kind of control its name ends in.
      ("cst-12-btn", "PrimaryButton", "normalTitle", "Send", "Bouton Envoyer"),
      // Traits Interface Builder gives: a static text may be a heading, a button a link, an
      // image a button, and a navigation item's back button is a button.
      ("lbl-12-hdg", "UILabel", "text", "Account", "En-tête du compte"),
      ("btn-12-lnk", "UIButton", "normalTitle", "Privacy policy", "Lien de confidentialité"),
      ("img-12-btn", "UIImageView", "accessibilityLabel", "Profile", "Bouton Profil"),
      ("nav-12-bck", "UINavigationItem", "backButtonTitle", "Back", "Bouton Retour"),
      // A class that tells nothing of its role (`UIView`, a custom view) keeps every role word.
      ("viw-12-img", "UIView", "accessibilityLabel", "Save", "Bouton Enregistrer"),
      ("cst-12-viw", "AvatarView", "accessibilityLabel", "Profile", "Bouton Profil"),
    ])
    #expect(
      found.compactMap(\.key).sorted()
        == [
          "btn-12-lnk.normalTitle", "cst-12-btn.normalTitle", "cst-12-viw.accessibilityLabel",
          "img-12-btn.accessibilityLabel", "lbl-12-hdg.text", "nav-12-bck.backButtonTitle",
          "mnu-12-itm.title", "sav-12-btn.normalTitle", "viw-12-img.accessibilityLabel",
        ].sorted())
  }

  @Test func theClassIsReadFromTheCommentOfTheKeysOwnObject() {
    let comment = #"Class = "UIButton"; normalTitle = "Tab"; ObjectID = "BXG-l7-BeY";"#
    let entry = { (key: String) in StringEntry(key: key, comment: comment) }
    #expect(entry("BXG-l7-BeY.normalTitle").interfaceBuilderClass == "UIButton")
    // Another object's comment, or a key that is no Interface Builder key, tells nothing.
    #expect(entry("XYZ-l7-BeY.normalTitle").interfaceBuilderClass == nil)
    #expect(entry("Tab").interfaceBuilderClass == nil)
    #expect(StringEntry(key: "BXG-l7-BeY.normalTitle").interfaceBuilderClass == nil)
  }

  @Test func aPolishMenuNamedFirstIsTheMenusRole() throws {
    // Hidden Bar's "Main Menu": Polish puts "menu" first ("Menu główne"), as Italian does; on
    // an item that opens a menu (on the `NSMenu` itself the title is never shown).
    let comment = #"/* Class = "NSMenuItem"; title = "Main Menu"; ObjectID = "AYu-sK-qS6"; */"#
    let fixture = try Fixture([
      "App/Base.lproj/Main.storyboard": "<document/>",
      "App/pl.lproj/Main.strings": "\(comment)\n\"AYu-sK-qS6.title\" = \"Menu główne\";\n",
      "App/it.lproj/Main.strings": "\(comment)\n\"AYu-sK-qS6.title\" = \"Menu principale\";\n",
    ])
    #expect(
      Set(try fixture.findings(of: "role-in-label").compactMap(\.locale)) == [
        LocaleID("en"), LocaleID("it"), LocaleID("pl"),
      ])
  }
}
