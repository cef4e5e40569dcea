extension CheckContext {
  /// The table at `index` of the catalog's tables as messages name it: after its bundle's last
  /// folders where another bundle has a table of that name (`Widget/Localizable`).
  public func tableDisplayName(at index: Int) -> String {
    tableDisplayNames[index]
  }

  /// The table of `reference` as messages name it; its bare name where the run has no such table.
  public func tableDisplayName(of reference: CatalogKeyReference) -> String {
    tableIndex(bundle: reference.bundle, table: reference.table).map { tableDisplayNames[$0] }
      ?? reference.table
  }
}
