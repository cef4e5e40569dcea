import CatalogParser

/// What a run looked at, to tell a baseline entry that is gone (fixed) from one the run did not
/// check: a rule it disabled, a locale it left out, a table it did not read (`matrix App` with a
/// baseline of the whole project), a capture finding in a run without captures.
struct BaselineScope {
  let configuration: Configuration
  let locales: Set<LocaleID>
  /// `bundle` NUL `table` of every table read.
  let tables: Set<String>
  let readCaptures: Bool

  /// The scope of a run over `catalog`, its matrix `locales` and, where `readCaptures`, captures.
  init(configuration: Configuration, locales: Set<LocaleID>, catalog: Catalog, readCaptures: Bool) {
    self.configuration = configuration
    self.locales = locales
    tables = Set(catalog.tables.map { $0.bundle + "\u{0}" + $0.name })
    self.readCaptures = readCaptures
  }

  /// The rules that only UI captures make findings of.
  private static let captureOnlyRules: Set<String> = [
    RuntimeMismatchRule.descriptor.id, UnboundIdentifierRule.descriptor.id,
  ]

  /// The rules whose findings without a table come from UI captures.
  private static let captureRules: Set<String> = captureOnlyRules.union([
    IdentifierDriftRule.descriptor.id, IdentifierTaxonomyRule.descriptor.id,
  ])

  /// Whether the run checked what `entry` is about.
  func covers(_ entry: BaselineEntry) -> Bool {
    guard entry.rule.isEmpty || configuration.isEnabled(entry.rule),
      entry.locale.map({ locales.contains(LocaleID($0)) }) ?? true,
      readCaptures || !Self.captureOnlyRules.contains(entry.rule)
    else { return false }
    if let bundle = entry.bundle, let table = entry.table { return tables.contains(bundle + "\u{0}" + table) }
    return readCaptures || entry.table != nil || !Self.captureRules.contains(entry.rule)
  }
}
