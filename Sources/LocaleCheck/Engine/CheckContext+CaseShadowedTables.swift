import CatalogParser

extension CheckContext {
  /// The tables of `catalog` named `InfoPlist` in another case (`infoPlist.strings`) beside an
  /// `InfoPlist` table of the same bundle that has source text (from `Info.plist` or the source
  /// language's `InfoPlist.strings`): the system looks up `InfoPlist.strings`, so on a
  /// case-sensitive file system (an iPhone's) it never reads them, and a warning says so. Their
  /// keys are the `InfoPlist` table's, which judges them; judged again, every locale would lack
  /// the whole table (iAPS's `en.lproj/infoPlist.strings`: 65 false gaps). Where the
  /// `InfoPlist` table has no source text, the other spelling's is the only one, and it is judged.
  static func caseShadowedTables(in catalog: Catalog) -> Set<Int> {
    let infoPlistBundles = Set(
      catalog.tables.filter { table in
        table.isInfoPlist
          && table.entries.contains { [source = catalog.sourceLocale(of: table)] in
            $0.localizations[source] != nil
          }
      }.map(\.bundle))
    return Set(
      catalog.tables.indices.filter { index in
        let table = catalog.tables[index]
        return table.isMiscasedInfoPlist && infoPlistBundles.contains(table.bundle)
      })
  }
}
