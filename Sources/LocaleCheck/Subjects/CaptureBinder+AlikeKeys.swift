/// Keys that read alike in every locale: an app's and its extension's "Cancel", or one table's
/// "Listening Mode" written under three keys.
extension CaptureBinder {
  /// Whether `matches`, keys of one table's name, have the same label and the same states in
  /// every locale of `catalog`, and are alike to translate (none exempt, none stale): whichever of
  /// them the element shows, every cell and finding of the identifier tells the same, so it is
  /// bound to the first (as a label map's entry is) rather than left unchecked
  /// (Vocable's three "Listening Mode" keys hid a German screen in English). Keys that differ in
  /// any of that stay unbound, and `unbound-identifier` says so. `locales`: the catalog's.
  static func readAlikeInEveryLocale(
    _ matches: [(StringTable, String)], in catalog: Catalog, locales: [LocaleID]
  ) -> Bool {
    guard matches.count > 1, Set(matches.map(\.0.name)).count == 1 else { return false }
    let entries = matches.map { table, key in (table, table.entry(forKey: key)) }
    let intents = Set(
      entries.map { table, entry in
        entry.map { entry in
          [
            entry.shouldTranslate ? "translate" : "keep", entry.extractionState ?? "",
            TranslationIntent.saysDoNotTranslate(entry, sourceLocale: catalog.sourceLocale(of: table))
              ? "keep" : "translate",
          ]
        } ?? []
      })
    guard intents.count == 1 else { return false }
    func states(of entry: StringEntry?, in locale: LocaleID) -> [String?]? {
      entry?.localizations[locale].map { value in [value.state] + value.leaves.map(\.leaf.state) }
    }
    var resolvers: [LocaleID: LabelResolver] = [:]
    func label(of table: StringTable, _ entry: StringEntry?, in locale: LocaleID) -> String? {
      let source = catalog.sourceLocale(of: table)
      let resolver = resolvers[source] ?? LabelResolver(sourceLocale: source)
      resolvers[source] = resolver
      return resolver.resolve(entry, in: locale).label
    }
    return locales.allSatisfy { locale in
      let first = label(of: entries[0].0, entries[0].1, in: locale)
      let firstStates = states(of: entries[0].1, in: locale)
      return entries.dropFirst().allSatisfy {
        label(of: $0.0, $0.1, in: locale) == first && states(of: $0.1, in: locale) == firstStates
      }
    }
  }
}
