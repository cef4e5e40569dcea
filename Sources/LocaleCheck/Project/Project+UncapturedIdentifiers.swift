import CatalogParser

/// Notes on the identifiers a locale's UI captures leave out where another locale's capture of
/// the same screen shows them (``UncapturedIdentifiers``): the matrix shows `○` for them where
/// the cell has no finding, and a report without the matrix (markdown's findings, SARIF, GitHub)
/// says it here.
extension Project {
  /// Identifiers and locales named in one note; the rest are counted.
  static let uncapturedNamesListed = 3

  /// One note per set of locales whose captures leave out the same identifiers the run checks
  /// (a control gone or renamed there, or a capture of another state of the screen): their labels
  /// in those locales were checked against the catalogs alone (review 175: one note, not one per
  /// locale, for a control only the source's capture shows).
  public func uncapturedIdentifierNotes(in report: Report) -> [ProjectNotice] {
    let uncaptured = report.uncaptured
    guard !uncaptured.isEmpty else { return [] }
    let checked = Set(report.matrix.map(\.identifier))
    let locales = Set(report.locales)
    var missingIn: [String: [LocaleID]] = [:]
    for (locale, identifiers) in uncaptured.leftOut where locales.contains(locale) {
      for identifier in identifiers where checked.contains(identifier) {
        missingIn[identifier, default: []].append(locale)
      }
    }
    let groups = Dictionary(grouping: missingIn.keys.sorted()) { missingIn[$0]! }
    let notes = groups.sorted { $0.value[0] < $1.value[0] }.map { missing, identifiers in
      ProjectNotice(.note, Self.uncapturedMessage(identifiers, missingIn: missing, uncaptured: uncaptured))
    }
    let limit = Self.controlCharacterWarningLimit
    guard notes.count > limit else { return notes }
    return Array(notes.prefix(limit)) + [
      ProjectNotice(
        .note, "\(notes.count - limit) more sets of identifiers are left out of some locales' captures")
    ]
  }

  /// "'login.cancel.button' (login) is in the captures of en but not of fr: its fr label is
  /// checked against the catalogs alone, not against the running app".
  private static func uncapturedMessage(
    _ identifiers: [String], missingIn missing: [LocaleID], uncaptured: UncapturedIdentifiers
  ) -> String {
    let named = identifiers.prefix(uncapturedNamesListed).map { identifier in
      let screens = Set(missing.flatMap { uncaptured.screens(leaving: identifier, outIn: $0) }).sorted()
      return
        "'\(ControlCharacters.escaped(identifier))' (\(screens.map { ControlCharacters.escaped($0) }.joined(separator: ", ")))"
    }
    let more = identifiers.count > named.count ? ", and \(identifiers.count - named.count) more" : ""
    let showing = Set(identifiers.flatMap { uncaptured.locales(showing: $0) }).sorted()
    let subject =
      identifiers.count == 1
      ? named[0] : "\(identifiers.count) identifiers (\(named.joined(separator: ", "))\(more))"
    let verb = identifiers.count == 1 ? "is" : "are"
    let labels =
      identifiers.count > 1
      ? "their labels there are" : missing.count > 1 ? "its labels there are" : "its \(missing[0]) label is"
    return "\(subject) \(verb) in the captures of \(listed(showing)) but not of \(listed(missing)): "
      + "\(labels) checked against the catalogs alone, not against the running app"
  }

  /// `de, es, fr`, or the first few and how many more.
  private static func listed(_ locales: [LocaleID]) -> String {
    let limit = uncapturedNamesListed * 2
    let shown = locales.prefix(limit).map(\.identifier).joined(separator: ", ")
    return locales.count > limit ? "\(shown) and \(locales.count - limit) more" : shown
  }
}
