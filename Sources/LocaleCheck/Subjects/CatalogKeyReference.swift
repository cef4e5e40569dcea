/// A key of one table of one bundle, as a message names it.
public struct CatalogKeyReference: Hashable, Sendable {
  /// The bundle's path, relative to the run's root.
  public var bundle: String
  /// The table's name (`Localizable`).
  public var table: String
  /// The key.
  public var key: String

  /// A reference to `key` of `table` in `bundle`.
  public init(bundle: String, table: String, key: String) {
    self.bundle = bundle
    self.table = table
    self.key = key
  }
}
