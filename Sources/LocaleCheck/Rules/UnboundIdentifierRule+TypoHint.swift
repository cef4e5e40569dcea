import CatalogParser

extension UnboundIdentifierRule {
  /// " (did you mean 'menu.edit'?)": the key or table a label map entry that binds nothing most
  /// likely meant, so a typo in the map is fixed from the message; "" where nothing is close.
  ///
  /// Where the key is in a table of another bundle than the one named, the closest of those
  /// bundles; else a key that differs only in case (Foundation's lookup is exact); else the
  /// closest by edit distance among the keys of the tables so named; where no table has the
  /// entry's name, the closest table name.
  static func typoHint(for entry: LabelMapEntry, in catalog: Catalog) -> String {
    let tables = catalog.tables.filter { $0.name == entry.table }
    guard !tables.isEmpty else {
      let names = Array(Set(catalog.tables.map(\.name))).sorted()
      return Suggestion.closest(to: entry.table, among: names).map { " (did you mean table '\($0)'?)" } ?? ""
    }
    // The key is there, in another bundle than the one named: the bundle is mistyped.
    if let bundle = entry.bundle {
      let holding = tables.filter { $0.entry(forKey: entry.key) != nil }.map(\.bundle)
      if !holding.isEmpty {
        return Suggestion.closest(to: bundle, among: holding).map { " (did you mean bundle '\($0)'?)" } ?? ""
      }
    }
    let lowered = entry.key.lowercased()
    var candidates: [String] = []
    // Keys whose length is far from the entry's cannot be close: not measured.
    let limit = max(2, entry.key.count / 3)
    for table in tables {
      for key in table.entries.lazy.map(\.key) where abs(key.count - entry.key.count) <= limit {
        if key != entry.key && key.lowercased() == lowered {
          return " (did you mean '\(key)'? keys are matched exactly)"
        }
        candidates.append(key)
      }
    }
    return Suggestion.closest(to: entry.key, among: candidates).map { " (did you mean '\($0)'?)" } ?? ""
  }
}
