import CatalogParser

/// The identifiers that a locale's UI captures leave out where another locale's capture of the
/// same screen shows them: that locale's label was then checked against the catalogs alone, not
/// against what the running app showed (audits 135, 232, 233).
///
/// A capture may show another state of the screen (fewer rows, no banner), or the control may be
/// gone in that locale: either way no capture of the locale vouches for the label, so the matrix
/// must not show the same ✓ as for a label the app was seen to show. An identifier the locale
/// built from its text (``RenamedCapture``) is the reference's element, captured (review 175).
struct UncapturedIdentifiers: Sendable {
  /// Per locale, each identifier its captures leave out and the screens other locales show it on.
  private var screensByIdentifier: [LocaleID: [String: [String]]] = [:]
  /// The locales whose captures show each identifier that some locale's captures leave out.
  private var shownIn: [String: Set<LocaleID>] = [:]

  /// The identifiers each locale's captures leave out, from every capture of the run.
  init(captures: [UICapture], renamed: [RenamedCapture] = []) {
    guard captures.count > 1 else { return }
    // A locale that shows an identifier on any screen saw it at run time: a control that moved
    // to another screen in that locale is captured.
    var shownAnywhere: [LocaleID: Set<String>] = [:]
    var shownOnScreen: [String: [LocaleID: Set<String>]] = [:]
    for capture in captures {
      let identifiers = capture.elements.lazy.compactMap(\.identifier).filter { !$0.isEmpty }
      shownAnywhere[capture.locale, default: []].formUnion(identifiers)
      shownOnScreen[capture.screen, default: [:]][capture.locale, default: []].formUnion(identifiers)
    }
    for rename in renamed { shownAnywhere[rename.locale, default: []].insert(rename.reference) }
    for (screen, byLocale) in shownOnScreen where byLocale.count > 1 {
      let shownByAny = byLocale.values.reduce(into: Set<String>()) { $0.formUnion($1) }
      for locale in byLocale.keys {
        let shown = shownAnywhere[locale] ?? []
        for identifier in shownByAny where !shown.contains(identifier) {
          screensByIdentifier[locale, default: [:]][identifier, default: []].append(screen)
          for (other, ids) in byLocale where ids.contains(identifier) {
            shownIn[identifier, default: []].insert(other)
          }
        }
      }
    }
  }

  /// Whether no capture is left out anywhere (most runs: one capture per locale and screen).
  var isEmpty: Bool { screensByIdentifier.isEmpty }

  /// The screens, sorted, on which other locales' captures show `identifier` where `locale` has a
  /// capture of the screen and none of its captures shows it; empty where it is captured or no
  /// capture of the locale could show it.
  func screens(leaving identifier: String, outIn locale: LocaleID) -> [String] {
    screensByIdentifier[locale]?[identifier]?.sorted() ?? []
  }

  /// The locales whose captures show `identifier` where another locale's leave it out, sorted.
  func locales(showing identifier: String) -> [LocaleID] {
    (shownIn[identifier] ?? []).sorted()
  }

  /// Every locale with an identifier its captures leave out, and those identifiers, sorted.
  var leftOut: [(locale: LocaleID, identifiers: [String])] {
    screensByIdentifier.keys.sorted().map { locale in
      (locale, screensByIdentifier[locale, default: [:]].keys.sorted())
    }
  }
}
