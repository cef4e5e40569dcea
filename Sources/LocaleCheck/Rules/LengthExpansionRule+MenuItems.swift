extension LengthExpansionRule {
  /// Whether a key or its comment says the text is a menu item (`vpn.faq.menu-item.title`,
  /// `settingsMenuItem`, "The status menu 'FAQ' menu item"): a menu widens to its longest item
  /// (macOS) or wraps it (iOS), so a longer translation truncates nothing (audit 286,
  /// DuckDuckGo's status menu). Not a menu's button ("menu.button"), which has a frame.
  static func namesMenuItem(key: String, comment: String?) -> Bool {
    keyNamesMenuItem(key) || comment.map(commentNamesMenuItem) == true
  }

  /// `menu-item`, `menu_item`, `menu.item` or `menuItem` in the key, in any case.
  private static func keyNamesMenuItem(_ key: String) -> Bool {
    guard key.utf8.count <= 200 else { return false }
    let folded = key.lowercased()
    return ["menu-item", "menu_item", "menu.item", "menuitem"].contains { folded.contains($0) }
  }

  /// "menu item" (or "menu-item") in the comment, in any case.
  private static func commentNamesMenuItem(_ comment: String) -> Bool {
    guard comment.utf8.count <= 2_000 else { return false }
    let folded = comment.lowercased()
    return folded.contains("menu item") || folded.contains("menu-item")
  }
}
