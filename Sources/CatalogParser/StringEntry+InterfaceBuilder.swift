extension StringEntry {
  /// The UIKit or AppKit class of the object a storyboard or XIB key belongs to, as the comment
  /// Xcode writes above it names it (`/* Class = "UIButton"; normalTitle = "Save"; ObjectID =
  /// "x1Y-2z-abc"; */`, also an exported XLIFF's `note`), or `nil` for any other key.
  public var interfaceBuilderClass: String? {
    InterfaceBuilderSource.className(of: key, comment: comment)
  }

  /// Whether the key is a text Interface Builder gives a new object, which code replaces: a
  /// table view's data cell's "Text Cell" (`Class = "NSTextFieldCell"; title = "Text Cell";`),
  /// which the table's data source fills, and the "Label", "Button",
  /// "Subtitle" and "Detail" of a new label, button or prototype cell: no one sees
  /// or hears them. Not "Title", which real captions say too. Also the title of a Mac app's
  /// application menu (its menu item and menu, by the object ids of Xcode's storyboard template),
  /// which AppKit replaces with the app's name (audit 245); see also
  /// ``isClassicApplicationMenuTitle(inTable:)``.
  public var isInterfaceBuilderPlaceholder: Bool {
    // Xcode's comments start with the class: most keys are settled without parsing theirs.
    guard let comment, Self.isInterfaceBuilderComment(comment), let className = interfaceBuilderClass
    else { return false }
    if Self.applicationMenuTitleKeys[className] == key { return true }
    guard let placeholders = Self.interfaceBuilderPlaceholders[className],
      let text = InterfaceBuilderSource.sourceText(of: key, comment: comment)
    else { return false }
    return placeholders.contains(text)
  }

  /// Whether `comment` is one Xcode writes for a storyboard's or XIB's object (`Class = "…"; …`),
  /// which every locale's file repeats.
  package static func isInterfaceBuilderComment(_ comment: String) -> Bool {
    comment.utf8.starts(with: classOpening)
  }

  private static let classOpening = Array("Class = \"".utf8)

  /// Whether the key is the application menu's title in the `MainMenu.xib` of Xcode's older Mac
  /// template (object ids 56 and 57), which AppKit replaces with the app's name: only in a table
  /// of that name, as other XIBs number their objects alike (review 173).
  public func isClassicApplicationMenuTitle(inTable table: String) -> Bool {
    guard table == "MainMenu", let comment, Self.isInterfaceBuilderComment(comment),
      let className = interfaceBuilderClass
    else { return false }
    return Self.classicApplicationMenuTitleKeys[className] == key
  }

  /// The application menu's title keys in Xcode's storyboard template for a Mac app, by class.
  private static let applicationMenuTitleKeys = [
    "NSMenuItem": "1Xt-HY-uBw.title", "NSMenu": "uQy-DD-JDr.title",
  ]

  /// The same in the older template's `MainMenu.xib`.
  private static let classicApplicationMenuTitleKeys = ["NSMenuItem": "56.title", "NSMenu": "57.title"]

  /// Interface Builder's texts for a new object, by class (WatchKit's too), and the
  /// main menu's title, which AppKit never shows.
  private static let interfaceBuilderPlaceholders: [String: Set<String>] = [
    "NSTextFieldCell": ["Text Cell"], "UILabel": ["Label", "Subtitle", "Detail"], "NSMenu": ["Main Menu"],
    "UIButton": ["Button"], "WKInterfaceLabel": ["Label"], "WKInterfaceButton": ["Button"],
    "WKInterfaceSwitch": ["Switch"],
  ]
}
