import CatalogParser

extension CheckContext {
  /// The tables of `catalog` the app never reads, whose keys are no subjects: an `InfoPlist`
  /// table's other spelling (``caseShadowedTables(in:)``) and a Settings bundle's table that no
  /// schema names (``UnreadSettingsTable``). A warning tells each.
  static func unreadTables(in catalog: Catalog) -> Set<Int> {
    caseShadowedTables(in: catalog).union(UnreadSettingsTable.find(in: catalog).map(\.index))
  }
}
