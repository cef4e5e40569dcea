import CatalogParser

/// Notes on the identifiers a locale's UI captures leave out where another locale's capture of
/// the same screen shows them (``UncapturedIdentifiers``): the matrix shows `○` for them, and a
/// report without the matrix (markdown's findings, SARIF, GitHub) says it here.
extension Project {
  /// Identifiers named in one note; the rest are counted.
  static let uncapturedIdentifiersNamed = 3

  /// One note per locale whose captures leave out identifiers the run checks (a control gone or
  /// renamed in that locale, or a capture of another state of the screen): their labels in that
  /// locale were checked against the catalogs alone.
  public func uncapturedIdentifierNotes(in report: Report) -> [ProjectNotice] {
    let uncaptured = UncapturedIdentifiers(captures: captures)
    guard !uncaptured.isEmpty else { return [] }
    let checked = Set(report.matrix.map(\.identifier))
    let notes = uncaptured.leftOut.compactMap { locale, identifiers -> ProjectNotice? in
      let left = identifiers.filter { checked.contains($0) }
      guard !left.isEmpty, report.locales.contains(locale) else { return nil }
      return ProjectNotice(.note, Self.uncapturedMessage(left, in: locale, uncaptured: uncaptured))
    }
    let limit = Self.controlCharacterWarningLimit
    guard notes.count > limit else { return notes }
    return Array(notes.prefix(limit)) + [
      ProjectNotice(
        .note, "\(notes.count - limit) more locales' captures leave out identifiers (○ in the matrix)")
    ]
  }

  /// "the fr captures show no 'login.cancel.button' (login), which another locale's capture of
  /// that screen shows: ...", naming the first few identifiers with their screens.
  private static func uncapturedMessage(
    _ identifiers: [String], in locale: LocaleID, uncaptured: UncapturedIdentifiers
  ) -> String {
    let named = identifiers.prefix(uncapturedIdentifiersNamed).map { identifier in
      let screens = uncaptured.screens(leaving: identifier, outIn: locale)
      return
        "'\(ControlCharacters.escaped(identifier))' (\(screens.map { ControlCharacters.escaped($0) }.joined(separator: ", ")))"
    }
    let more = identifiers.count > named.count ? ", and \(identifiers.count - named.count) more" : ""
    let list = named.joined(separator: ", ") + more
    if identifiers.count == 1 {
      return "the \(locale) captures show no \(list), which another locale's capture of that screen shows: "
        + "its \(locale) label is checked against the catalogs alone, not the running app (○ in the matrix)"
    }
    return
      "the \(locale) captures show none of \(identifiers.count) identifiers that another locale's capture "
      + "of the same screen shows (\(list)): their \(locale) labels are checked against the catalogs alone, "
      + "not the running app (○ in the matrix)"
  }
}
