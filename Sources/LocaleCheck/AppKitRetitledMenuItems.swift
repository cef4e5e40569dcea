import CatalogParser

/// Menu items whose title AppKit replaces with its own, in the app's language, each time it
/// validates them: the View menu's toggles of Xcode's template (`toggleFullScreen:`,
/// `toggleToolbarShown:`, `toggleTabBar:`, `toggleSidebar:`). A storyboard's or XIB's text for
/// them is never shown, so a copy of the English there, or a translation the file lacks, is
/// nothing a user of the language sees (audit 195).
enum AppKitRetitledMenuItems {
  /// The template's titles of those items, in either state.
  static let titles: Set<String> = [
    "Enter Full Screen", "Exit Full Screen", "Show Toolbar", "Hide Toolbar", "Show Tab Bar", "Hide Tab Bar",
    "Show Sidebar", "Hide Sidebar",
  ]

  /// Whether `entry` is the title of an `NSMenuItem` whose source text is one AppKit replaces.
  static func isRetitled(_ entry: StringEntry, sourceLocale: LocaleID) -> Bool {
    guard entry.interfaceBuilderClass == "NSMenuItem", entry.key.hasSuffix(".title"),
      let source = entry.localizations[sourceLocale]?.value
    else { return false }
    return titles.contains(LabelText.trimmed(source))
  }
}
