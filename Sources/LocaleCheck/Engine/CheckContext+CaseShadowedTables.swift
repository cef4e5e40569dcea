import CatalogParser

extension CheckContext {
  /// The tables of `catalog` named `InfoPlist` in another case (`infoPlist.strings`) beside an
  /// `InfoPlist` table of the same bundle: the system looks up `InfoPlist.strings`, so on a
  /// case-sensitive file system (an iPhone's) it never reads them, and a warning says so. Their
  /// keys are the `InfoPlist` table's, which judges them; judged again, every locale would lack
  /// the whole table (iAPS's `en.lproj/infoPlist.strings`: 65 false gaps, audit 74).
  static func caseShadowedTables(in catalog: Catalog) -> Set<Int> {
    let infoPlistBundles = Set(catalog.tables.filter(\.isInfoPlist).map(\.bundle))
    return Set(
      catalog.tables.indices.filter { index in
        let table = catalog.tables[index]
        return !table.isInfoPlist && table.name.lowercased() == StringTable.infoPlistName.lowercased()
          && infoPlistBundles.contains(table.bundle)
      })
  }
}
