import CatalogParser

extension UICapture {
  /// The capture as the app made it: without the system's own interface (the keyboard's keys and
  /// buttons, `shift`, `Return`, and beside it `dictation`, `Next keyboard`; the status bar),
  /// whose identifiers no catalog of the app binds and which shows up in one locale's capture and
  /// not in another's; and without the identifier UIKit gives a navigation bar by default, its
  /// title, which is localized text the app did not choose as an identifier.
  var withoutSystemParts: UICapture {
    let roots = systemInterfaceRoots
    let titledBars = navigationBarsNamedByTitle
    guard !roots.isEmpty || !titledBars.isEmpty else { return self }
    // Beside the keyboard (not in it) iOS shows its dictation and keyboard-switch buttons; the
    // app's own buttons there (an input accessory's "Done") stay.
    let hasKeyboard = elements.contains { $0.type?.lowercased() == "keyboard" }
    var result = self
    result.elements = []
    for (index, element) in elements.enumerated() {
      if let path = element.path, roots.contains(where: { path == $0 || path.hasPrefix($0 + "/") }) {
        continue
      }
      if hasKeyboard, let identifier = element.identifier, Self.keyboardIdentifiers.contains(identifier) {
        continue
      }
      var kept = element
      if titledBars.contains(index) { kept.identifier = nil }
      result.elements.append(kept)
    }
    return result
  }

  /// The identifiers iOS gives the keyboard's own buttons beside it.
  private static let keyboardIdentifiers: Set<String> = [
    "dictation", "Next keyboard", "Emoji", "emoji", "shift", "Return", "delete", "more", "space",
  ]

  /// The indices of navigation bars whose identifier is the label of an element inside them (the
  /// title UIKit names the bar by).
  private var navigationBarsNamedByTitle: Set<Int> {
    var result: Set<Int> = []
    for (index, bar) in elements.enumerated() where bar.type?.lowercased() == "navigationbar" {
      guard let identifier = bar.identifier, let path = bar.path else { continue }
      let inside = elements[(index + 1)...].prefix { $0.path?.hasPrefix(path + "/") == true }
      if inside.contains(where: { $0.label == identifier }) { result.insert(index) }
    }
    return result
  }

  /// The paths of the subtrees that are system interface: a status bar, and a keyboard.
  private var systemInterfaceRoots: [String] {
    elements.compactMap { element in
      guard let path = element.path, let type = element.type?.lowercased(),
        type == "statusbar" || type == "keyboard"
      else { return nil }
      return path
    }
  }
}
