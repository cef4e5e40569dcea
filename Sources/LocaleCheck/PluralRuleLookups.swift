import Foundation

/// The plural rules found for each language name a run asks about, remembered: rules ask for
/// every cell and form, a run names a few dozen languages, and reading a name into a ``LocaleID``
/// costs more than the rest of the look-up.
final class PluralRuleLookups: @unchecked Sendable {
  static let shared = PluralRuleLookups()

  typealias Found = (key: String, categories: Set<PluralCategory>)?

  private let lock = NSLock()
  private var found: [String: Found] = [:]
  /// Names are locales in practice; an unbounded set of other names is dropped rather than kept.
  private let capacity = 10_000

  /// The look-up of `language`, made by `lookUp` the first time the name is asked for.
  func lookup(_ language: String, by lookUp: (String) -> Found) -> Found {
    lock.lock()
    if let known = found[language] {
      lock.unlock()
      return known
    }
    lock.unlock()
    let result = lookUp(language)
    lock.lock()
    if found.count >= capacity { found.removeAll(keepingCapacity: true) }
    found[language] = result
    lock.unlock()
    return result
  }
}
