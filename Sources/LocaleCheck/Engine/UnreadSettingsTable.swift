import CatalogParser

/// A table of a Settings bundle that no schema of it names in `StringsTable`: the Settings app
/// looks a schema's texts up in the table it names only (a schema without one is not
/// localized), so the table's translations never show, and its keys are not checked.
struct UnreadSettingsTable {
  /// The table's index in `catalog.tables`.
  var index: Int
  /// The schemas of the table's bundle, in file order.
  var schemas: [SettingsSchema]

  /// The tables of `catalog` that the Settings app never reads, in table order.
  static func find(in catalog: Catalog) -> [UnreadSettingsTable] {
    guard !catalog.settingsSchemas.isEmpty else { return [] }
    let schemasByBundle = Dictionary(grouping: catalog.settingsSchemas, by: \.bundle)
    return catalog.tables.indices.compactMap { index in
      let table = catalog.tables[index]
      // Only the Settings app reads schemas by this rule; another resource bundle's code
      // (InAppSettingsKit's `InAppSettings.bundle`) may look its tables up as it likes.
      guard PathUtilities.lastComponent(table.bundle).lowercased() == "settings.bundle",
        let schemas = schemasByBundle[table.bundle], !table.isInfoPlist,
        !schemas.contains(where: { $0.stringsTable == table.name })
      else { return nil }
      return UnreadSettingsTable(index: index, schemas: schemas)
    }
  }
}
