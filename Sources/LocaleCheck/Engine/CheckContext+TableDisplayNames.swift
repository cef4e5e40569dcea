extension CheckContext {
  /// The table at `index` of the catalog's tables as messages name it: after its bundle's last
  /// folders where another bundle has a table of that name (`Widget/Localizable`).
  public func tableDisplayName(at index: Int) -> String {
    tableDisplayNames[index]
  }
}
