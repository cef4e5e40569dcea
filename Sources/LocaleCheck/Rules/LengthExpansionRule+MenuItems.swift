extension LengthExpansionRule {
  /// Whether a key or its comment says the text is a menu item (`vpn.faq.menu-item.title`,
  /// `settingsMenuItem`, "The status menu 'FAQ' menu item"): a menu widens to its longest item
  /// (macOS) or wraps it (iOS), so a longer translation truncates nothing (audit 286,
  /// DuckDuckGo's status menu). Not a menu's button ("menu.button"), which has a frame, nor a
  /// text that only stands beside one ("Toolbar button next to the menu item list", review 193).
  static func namesMenuItem(key: String, comment: String?) -> Bool {
    keyNamesMenuItem(key) || comment.map(commentNamesMenuItem) == true
  }

  /// Whether the key's words end in "menu item", or in "menu item" and "title" or "label"
  /// (`menu-item.title`, `settingsMenuItem`, `MENU_ITEM`); not `menuItem.price`.
  private static func keyNamesMenuItem(_ key: String) -> Bool {
    guard key.utf8.count <= 200, key.lowercased().contains("menu") else { return false }
    var words = IdentifierShape.codeWords(key[...], separators: ["_", "-", ".", " "])
    if let last = words.last, ["title", "label", "text", "name"].contains(last) { words.removeLast() }
    return words.suffix(2) == ["menu", "item"]
  }

  /// Whether the comment calls the text a menu item ("The status menu 'FAQ' menu item", "…
  /// menu item for our status menu app") and names no button.
  private static func commentNamesMenuItem(_ comment: String) -> Bool {
    guard comment.utf8.count <= 2_000 else { return false }
    let folded = comment.lowercased()
    guard folded.contains("menu item"), !folded.contains("button") else { return false }
    let words = folded.split { !$0.isLetter }
    guard
      let index = words.indices.first(where: {
        words[$0] == "menu" && $0 + 1 < words.count && words[$0 + 1] == "item"
      })
    else { return false }
    // "menu item" ends the comment or is followed by what says whose item it is.
    guard let after = words.dropFirst(index + 2).first else { return true }
    return ["for", "in", "of", "that", "which", "to"].contains(after)
  }
}
