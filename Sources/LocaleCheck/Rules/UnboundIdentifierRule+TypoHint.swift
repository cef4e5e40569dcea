import CatalogParser

extension UnboundIdentifierRule {
  /// The keys of each set of tables (a table name, or its table in one bundle) by their lower
  /// case, built once a hint needs them.
  struct KeyIndex {
    private var byScope: [String: [String: String]] = [:]

    /// The key of `tables`, known as `scope`, that is `key` in another case, if any.
    mutating func key(inAnotherCase key: String, in tables: [StringTable], scope: String) -> String? {
      if byScope[scope] == nil {
        var keys: [String: String] = [:]
        for table in tables {
          for entry in table.entries {
            keys[entry.key.lowercased()] = keys[entry.key.lowercased()] ?? entry.key
          }
        }
        byScope[scope] = keys
      }
      return byScope[scope]?[key.lowercased()].flatMap { $0 == key ? nil : $0 }
    }
  }

  /// Where every table of the entry's name is one the app never reads (`infoPlist` beside
  /// `InfoPlist`, a Settings table no schema names; ``CheckContext/unreadTables(in:)``): why,
  /// with the read table of that name in another case, if any (audit 196).
  static func unreadTableHint(for entry: LabelMapEntry, in catalog: Catalog, unread: Set<Int>) -> String? {
    let named = catalog.tables.indices.filter { catalog.tables[$0].name == entry.table }
    guard !named.isEmpty, named.allSatisfy(unread.contains) else { return nil }
    let other = catalog.tables.indices.first { index in
      !unread.contains(index) && catalog.tables[index].name.lowercased() == entry.table.lowercased()
    }
    return " (the app never reads the \(entry.table) table"
      + (other.map { "; did you mean table '\(catalog.tables[$0].name)'?)" } ?? ", as a warning says)")
  }

  /// " (did you mean 'menu.edit'?)": the key, table or bundle a label map entry that binds
  /// nothing most likely meant, so a typo in the map is fixed from the message; "" where nothing
  /// is close.
  ///
  /// Where the key is in a table of another bundle than the one named, the closest of those
  /// bundles; else a key that differs only in case (Foundation's lookup is exact); else, where
  /// `nearKeys`, the closest key by edit distance among the tables so named (a few edits: a
  /// short key's one edit is another word, 'OK' for 'No'); where no table has the entry's name,
  /// the closest table name.
  static func typoHint(
    for entry: LabelMapEntry, in catalog: Catalog, keys: inout KeyIndex, nearKeys: Bool
  ) -> String {
    let named = catalog.tables.filter { $0.name == entry.table }
    guard !named.isEmpty else {
      let names = Array(Set(catalog.tables.map(\.name))).sorted()
      return Suggestion.closest(to: entry.table, among: names).map { " (did you mean table '\($0)'?)" } ?? ""
    }
    // Keys are suggested from the named bundle's table, where binding them would bind the entry.
    var (tables, scope) = (named, entry.table)
    if let bundle = entry.bundle {
      // The key is there, in another bundle than the one named: the bundle is mistyped.
      let holding = named.filter { $0.entry(forKey: entry.key) != nil }.map(\.bundle)
      if !holding.isEmpty {
        return Suggestion.closest(to: bundle, among: holding).map { " (did you mean bundle '\($0)'?)" } ?? ""
      }
      tables = catalog.tables(named, inLabelMapBundle: bundle)
      scope += "\u{0}" + bundle
    }
    // An entry of a bundle is asked about in the first ones only, as near keys are.
    if entry.bundle == nil || nearKeys,
      let other = keys.key(inAnotherCase: entry.key, in: tables, scope: scope)
    {
      return " (did you mean '\(other)'? keys are matched exactly)"
    }
    return nearKeys ? nearestKey(to: entry.key, in: tables).map { " (did you mean '\($0)'?)" } ?? "" : ""
  }

  /// The key of `tables` fewest edits from `key`, letters counted as scalars, within a few edits:
  /// none for a key of one or two letters (`OK`, `確定`: one edit is another word), one for three
  /// or four, up to three for longer keys.
  private static func nearestKey(to key: String, in tables: [StringTable]) -> String? {
    let written = key.unicodeScalars.map(\.value)
    guard written.count > 2 else { return nil }
    var limit = written.count <= 4 ? 1 : min(3, written.count / 4 + 1)
    var closest: String?
    for table in tables {
      for candidate in table.entries.lazy.map(\.key) {
        let scalars = candidate.unicodeScalars
        guard abs(scalars.count - written.count) <= limit,
          let distance = Suggestion.distance(written, scalars.map(\.value), atMost: limit)
        else { continue }
        (closest, limit) = (candidate, distance - 1)
        if limit < 0 { return closest }
      }
    }
    return closest
  }
}
