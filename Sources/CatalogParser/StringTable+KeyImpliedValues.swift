extension StringTable {
  /// Moves the values that a String Catalog's keys imply for the language the catalog declares
  /// (`declared`) to `source`, where `source` has none.
  ///
  /// A key without a source-language entry (`"Sauna" : { }`) is the source's text: in a run
  /// whose source locale replaces the catalog's own (`--source-locale en` over a `ja` catalog) it
  /// is read as a catalog of that source reads it, the key `en`'s text and `ja` without one, not
  /// as a `ja` key the source lacks.
  mutating func moveKeyImpliedValues(from declared: LocaleID, to source: LocaleID) {
    guard declared != source, files.contains(where: { $0.hasSuffix(".xcstrings") }) else { return }
    let implied = entries.filter { entry in
      entry.localizations[source] == nil && entry.localizations[declared]?.isImpliedByKey == true
    }
    for entry in implied {
      modifyEntry(forKey: entry.key) {
        $0.localizations[source] = $0.localizations.removeValue(forKey: declared)
      }
    }
  }
}
