import CatalogParser

extension UICapture {
  /// The capture without the system's own interface: the keyboard's keys and buttons (`shift`,
  /// `Return`, and beside it `dictation`, `Next keyboard`) and the status bar have identifiers
  /// that no catalog of the app binds, and show up in one locale's capture and not in another's.
  var withoutSystemInterface: UICapture {
    let roots = systemInterfaceRoots
    guard !roots.isEmpty else { return self }
    var result = self
    result.elements = elements.filter { element in
      guard let path = element.path else { return true }
      return !roots.contains { path == $0 || path.hasPrefix($0 + "/") }
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
