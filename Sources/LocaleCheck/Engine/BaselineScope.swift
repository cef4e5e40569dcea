import CatalogParser

/// What a run looked at, to tell a baseline entry that is gone (fixed) from one the run did not
/// check: a rule it disabled, a locale it left out, a table it did not read (`matrix App` with a
/// baseline of the whole project), a capture finding in a run without captures or of an element
/// no capture of its locale shows (a screen the UI test did not capture this time). In a run over
/// the whole project, a table of a bundle it read, or a locale, that no file has any more is gone:
/// its entries are checked, and fixed (audit 244), where every file could be read.
struct BaselineScope {
  let configuration: Configuration
  let locales: Set<LocaleID>
  /// `bundle` NUL `table` of every table read, its bundle named as fingerprints name it (from the
  /// configuration's folder, not the working folder).
  let tables: Set<String>
  /// The bundles of `tables`.
  let bundles: Set<String>
  let readCaptures: Bool
  /// The identifiers each locale's captures show, and those their renamed elements stand for.
  let capturedIdentifiers: [LocaleID: Set<String>]
  /// Whether the run reads the whole project (every locale of it, where the configuration names
  /// none).
  let wholeProject: Bool

  /// The scope of a run over `catalog`, its matrix `locales` and its `captures`.
  init(
    configuration: Configuration, locales: Set<LocaleID>, catalog: Catalog, captures: [UICapture],
    renamed: [RenamedCapture], wholeProject: Bool = false
  ) {
    self.configuration = configuration
    // A table whose files could not be read is not gone, only not read.
    self.wholeProject = wholeProject && catalog.errors.isEmpty
    self.locales = locales
    tables = Set(catalog.tables.map { catalog.projectBundle($0.bundle) + "\u{0}" + $0.name })
    bundles = Set(catalog.tables.map { catalog.projectBundle($0.bundle) })
    readCaptures = !captures.isEmpty
    var identifiers = CapturePlaces.identifiersByLocale(captures)
    for element in renamed { identifiers[element.locale, default: []].insert(element.reference) }
    capturedIdentifiers = identifiers
  }

  /// The rules that only UI captures make findings of.
  private static let captureOnlyRules: Set<String> = [
    RuntimeMismatchRule.descriptor.id, UnboundIdentifierRule.descriptor.id,
  ]

  /// The rules whose findings without a table come from UI captures.
  private static let captureRules: Set<String> = captureOnlyRules.union([
    IdentifierDriftRule.descriptor.id, IdentifierTaxonomyRule.descriptor.id,
  ])

  /// The bundles of `baseline`'s entries that no table of the run is in, with how many entries
  /// name each.
  func unreadBundles(of baseline: Baseline) -> [String: Int] {
    var unread: [String: Int] = [:]
    for entry in baseline.entries {
      guard let bundle = entry.bundle, entry.table != nil, !bundles.contains(bundle) else { continue }
      unread[bundle, default: 0] += 1
    }
    return unread
  }

  /// Whether the run checked what `entry` is about.
  func covers(_ entry: BaselineEntry) -> Bool {
    guard entry.rule.isEmpty || configuration.isEnabled(entry.rule),
      checksLocale(of: entry),
      !Self.captureOnlyRules.contains(entry.rule) || isCaptured(entry)
    else { return false }
    if let bundle = entry.bundle, let table = entry.table {
      return tables.contains(bundle + "\u{0}" + table) || (wholeProject && bundles.contains(bundle))
    }
    return readCaptures || entry.table != nil || !Self.captureRules.contains(entry.rule)
  }

  /// Whether the run checked the entry's locale: one of its locales, or any in a run over the whole
  /// project and all its locales, where a locale no file has is gone.
  private func checksLocale(of entry: BaselineEntry) -> Bool {
    guard let locale = entry.locale else { return true }
    return (wholeProject && configuration.locales.isEmpty) || locales.contains(LocaleID(locale))
  }

  /// Whether a capture of the entry's locale shows its identifier (an entry of an older file
  /// without them: whether the run read captures at all).
  private func isCaptured(_ entry: BaselineEntry) -> Bool {
    guard let locale = entry.locale, let identifier = entry.identifier else { return readCaptures }
    return capturedIdentifiers[LocaleID(locale)]?.contains(identifier) == true
  }
}
