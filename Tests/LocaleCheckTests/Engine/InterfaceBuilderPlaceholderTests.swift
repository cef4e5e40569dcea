import Testing

@testable import LocaleCheck

/// Interface Builder's "Text Cell" in a table view's data cell is replaced by the data source,
/// and a new object's "Label" or "Button" by code: no rule asks them of any locale (audits 113,
/// 115, 119).
@Suite struct InterfaceBuilderPlaceholderTests {
  static func strings(_ header: String, _ cell: String, cellClass: String = "NSTextFieldCell") -> String {
    """
    /* Class = "NSTableColumn"; headerCell.title = "Title"; ObjectID = "Z6H-lJ-ipr"; */
    "Z6H-lJ-ipr.headerCell.title" = "\(header)";

    /* Class = "\(cellClass)"; title = "Text Cell"; ObjectID = "All-Bz-NLv"; */
    "All-Bz-NLv.title" = "\(cell)";

    """
  }

  @Test func aTableCellsPlaceholderIsNotChecked() throws {
    let fixture = try Fixture([
      "Base.lproj/Chapters.strings": Self.strings("Title", "Text Cell"),
      "de.lproj/Chapters.strings": Self.strings("Titel", "Text Cell"),
      "fr.lproj/Chapters.strings": Self.strings("Title", "Text Cell"),
    ])
    #expect(
      try fixture.report().findings.map(\.message) == [
        "fr shows the en text 'Title' for Z6H-lJ-ipr.headerCell.title"
      ])
  }

  @Test func anotherClassesTextCellIsChecked() throws {
    let fixture = try Fixture([
      "Base.lproj/Chapters.strings": Self.strings("Title", "Text Cell", cellClass: "NSButtonCell"),
      "de.lproj/Chapters.strings": Self.strings("Titel", "Text Cell", cellClass: "NSButtonCell"),
    ])
    #expect(try fixture.report().findings.map(\.key) == ["All-Bz-NLv.title"])
  }

  /// GoMap's storyboards (audit 119): a new label's "Label", a button's "Button", a prototype
  /// cell's "Subtitle" and "Detail", which code replaces; a caption "Title" is still judged.
  @Test func uiKitDefaultTextsAreNotChecked() throws {
    func strings(_ label: String, _ button: String, _ title: String) -> String {
      """
      /* Class = "UILabel"; text = "Label"; ObjectID = "gre-3S-iPA"; */
      "gre-3S-iPA.text" = "\(label)";

      /* Class = "UIButton"; normalTitle = "Button"; ObjectID = "el8-h8-H1F"; */
      "el8-h8-H1F.normalTitle" = "\(button)";

      /* Class = "UILabel"; text = "Title"; ObjectID = "t1t-le-AAA"; */
      "t1t-le-AAA.text" = "\(title)";

      """
    }
    let fixture = try Fixture([
      "en.lproj/Main.strings": strings("Label", "Button", "Title"),
      "de.lproj/Main.strings": strings("Label", "Knopf", "Title"),
    ])
    #expect(
      try fixture.report().findings.map(\.message) == ["de shows the en text 'Title' for t1t-le-AAA.text"])
  }

  /// Loop's watch storyboard (audit 129): WatchKit's new label and button have the same texts.
  @Test func watchKitDefaultTextsAreNotChecked() throws {
    func strings(_ label: String, _ button: String) -> String {
      """
      /* Class = "WKInterfaceLabel"; text = "Label"; ObjectID = "T4U-wP-dSW"; */
      "T4U-wP-dSW.text" = "\(label)";

      /* Class = "WKInterfaceButton"; title = "Button"; ObjectID = "b7n-wK-Btn"; */
      "b7n-wK-Btn.title" = "\(button)";

      /* Class = "WKInterfaceSwitch"; title = "Switch"; ObjectID = "s7w-wK-Swt"; */
      "s7w-wK-Swt.title" = "Switch";

      """
    }
    let fixture = try Fixture([
      "Base.lproj/Interface.strings": strings("Label", "Button"),
      "fr.lproj/Interface.strings": strings("Label", "Button"),
      "de.lproj/Interface.strings": strings("Label", "Knopf"),
    ])
    #expect(try fixture.report().findings.isEmpty)
  }

  /// Hidden Bar's storyboard (audit 127): the main menu's own title is never shown; a main-menu
  /// submenu's title is AppKit's menu bar title, still judged.
  @Test func theMainMenusTitleIsNotChecked() throws {
    func strings(_ main: String, _ file: String) -> String {
      """
      /* Class = "NSMenu"; title = "Main Menu"; ObjectID = "AYu-sK-qS6"; */
      "AYu-sK-qS6.title" = "\(main)";

      /* Class = "NSMenu"; title = "File"; ObjectID = "bib-Uj-vzu"; */
      "bib-Uj-vzu.title" = "\(file)";

      """
    }
    let fixture = try Fixture([
      "Base.lproj/Main.strings": strings("Main Menu", "File"),
      "de.lproj/Main.strings": strings("Hauptmenü", "Ablage"),
      "vi.lproj/Main.strings": strings("Main Menu", "File"),
    ])
    #expect(
      try fixture.report().findings.map(\.message) == ["vi shows the en text 'File' for bib-Uj-vzu.title"])
  }

  /// Ethernet Menubar's and Sparkle's test app's (audit 245): AppKit titles the application menu
  /// with the app's name, whatever the storyboard or `MainMenu.xib` says; its items are judged.
  @Test func theApplicationMenusTitleIsNotChecked() throws {
    func strings(_ objects: [(id: String, className: String, text: String)]) -> String {
      objects.map { object in
        """
        /* Class = "\(object.className)"; title = "Ethernet Menubar"; ObjectID = "\(object.id)"; */
        "\(object.id).title" = "\(object.text)";

        """
      }.joined()
    }
    let storyboard = [
      ("1Xt-HY-uBw", "NSMenuItem", "Ethernet Menubar"), ("uQy-DD-JDr", "NSMenu", "Ethernet Menubar"),
      ("4sb-4s-VLi", "NSMenuItem", "Quit Ethernet Menubar"),
    ]
    // A menu item with a menu's id is none of the template's.
    let xib = [
      ("56", "NSMenuItem", "Ethernet Menubar"), ("57", "NSMenu", "Ethernet Menubar"),
      ("58", "NSMenuItem", "Ethernet Menubar"),
    ]
    // Other XIBs number their objects alike: only `MainMenu`'s 56 and 57 are the template's.
    let fixture = try Fixture([
      "Base.lproj/Main.strings": strings(storyboard), "ru.lproj/Main.strings": strings(storyboard),
      "Base.lproj/MainMenu.strings": strings(xib), "ru.lproj/MainMenu.strings": strings(xib),
      "Base.lproj/Preferences.strings": strings(xib), "ru.lproj/Preferences.strings": strings(xib),
    ])
    #expect(
      try fixture.report().findings.map(\.message) == [
        "ru shows the en text 'Quit Ethernet Menubar' for 4sb-4s-VLi.title",
        "ru shows the en text 'Ethernet Menubar' for 58.title",
        "ru shows the en text 'Ethernet Menubar' for 56.title",
        "ru shows the en text 'Ethernet Menubar' for 57.title",
        "ru shows the en text 'Ethernet Menubar' for 58.title",
      ])
  }
}
