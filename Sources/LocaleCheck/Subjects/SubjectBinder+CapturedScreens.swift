extension SubjectBinder {
  /// `subjects` whose label-map entry names no screen, placed on the screens of the UI captures
  /// that show their identifier (the first by name, the others as ``Subject/alsoOnScreens``): the
  /// capture knows the screen better than an identifier's first segment (`id.login.submit` is on
  /// "login", not "id").
  ///
  /// `unnamed`: the identifiers whose entries give no `screen`.
  static func placedOnCapturedScreens(
    _ subjects: [Subject], unnamed: Set<String>, captures: [UICapture]
  ) -> [Subject] {
    guard !unnamed.isEmpty, !captures.isEmpty else { return subjects }
    var screens: [String: Set<String>] = [:]
    for capture in captures {
      for element in capture.elements {
        guard let identifier = element.identifier, unnamed.contains(identifier) else { continue }
        screens[identifier, default: []].insert(capture.screen)
      }
    }
    return subjects.map { subject in
      let identifier = identifier(ofPart: subject.identifier)
      guard unnamed.contains(identifier), let shown = screens[identifier]?.sorted(), let first = shown.first
      else { return subject }
      var placed = subject
      placed.screen = first
      placed.alsoOnScreens = Array(shown.dropFirst())
      return placed
    }
  }
}
