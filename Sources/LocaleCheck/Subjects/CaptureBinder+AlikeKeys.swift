/// Keys that read alike in every locale: an app's and its extension's "Cancel", or one table's
/// "Listening Mode" written under three keys.
extension CaptureBinder {
  /// Whether `matches` have the same label in every locale of `catalog`: whichever of them the
  /// element shows, every cell and finding of the identifier tells the same, so it is bound to the
  /// first (as a label map's entry is) rather than left unchecked (audit 135: Vocable's three
  /// "Listening Mode" keys hid a German screen in English).
  static func readAlikeInEveryLocale(_ matches: [(StringTable, String)], in catalog: Catalog) -> Bool {
    guard matches.count > 1 else { return false }
    let entries = matches.map { table, key in (table, table.entry(forKey: key)) }
    var resolvers: [LocaleID: LabelResolver] = [:]
    func label(of table: StringTable, _ entry: StringEntry?, in locale: LocaleID) -> String? {
      let source = catalog.sourceLocale(of: table)
      let resolver = resolvers[source] ?? LabelResolver(sourceLocale: source)
      resolvers[source] = resolver
      return resolver.resolve(entry, in: locale).label
    }
    return catalog.locales.allSatisfy { locale in
      let first = label(of: entries[0].0, entries[0].1, in: locale)
      return entries.dropFirst().allSatisfy { label(of: $0.0, $0.1, in: locale) == first }
    }
  }
}
