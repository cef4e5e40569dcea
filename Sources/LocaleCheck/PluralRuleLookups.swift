/// The plural rules found for each language name a run asks about, remembered: rules ask for
/// every cell and form, a run names a few dozen languages, and reading a name into a ``LocaleID``
/// costs more than the rest of the look-up.
final class PluralRuleLookups: Sendable {
  static let shared = PluralRuleLookups()

  typealias Found = (key: String, categories: Set<PluralCategory>)?

  /// Names are locales in practice; an unbounded set of other names is dropped rather than kept.
  private let found = BoundedMemo<String, Found>(capacity: 10_000)

  /// The look-up of `language`, made by `lookUp` the first time the name is asked for.
  func lookup(_ language: String, by lookUp: (String) -> Found) -> Found {
    found.value(for: language) { lookUp(language) }
  }
}
