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
    var result = self
    result.elements = []
    for (index, element) in elements.enumerated() {
      if let path = element.path, roots.contains(where: { path == $0 || path.hasPrefix($0 + "/") }) {
        continue
      }
      var kept = element
      if titledBars.contains(index) { kept.identifier = nil }
      result.elements.append(kept)
    }
    return result
  }

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

  /// The paths of the subtrees that are system interface: a status bar, and the part of a window
  /// that holds a keyboard (iOS shows the keyboard in a window of its own, its candidate bar and
  /// dictation button beside the `Keyboard` element); the keyboard itself where no window is told.
  private var systemInterfaceRoots: [String] {
    var typesByPath: [String: String] = [:]
    var roots: [String] = []
    for element in elements {
      guard let path = element.path, let type = element.type?.lowercased() else { continue }
      typesByPath[path] = type
      if type == "statusbar" {
        roots.append(path)
      } else if type == "keyboard" {
        let steps = path.split(separator: "/")
        // The window's child that holds the keyboard: `0/1/0` for a keyboard at `0/1/0/0/0` in the
        // window `0/1`.
        let window = (1..<steps.count).last { typesByPath[steps[..<$0].joined(separator: "/")] == "window" }
        roots.append(window.map { steps[...$0].joined(separator: "/") } ?? path)
      }
    }
    return roots
  }
}
