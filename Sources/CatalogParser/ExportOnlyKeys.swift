/// Keys of a table the project's own files hold that only translations' XLIFF exports name: keys
/// removed from the project since the export, or written into the export by hand. A run leaves
/// them out (see ``Catalog/withoutExportOnlyTables()``) and says so.
public struct ExportOnlyKeys: Hashable, Sendable {
  /// The table's bundle.
  public var bundle: String
  /// The table's name.
  public var table: String
  /// The exports that name the keys (display paths), sorted.
  public var files: [String]
  /// The keys, in the table's order.
  public var keys: [String]

  /// The `keys` of `table` of `bundle` that only `files` (display paths, sorted) name.
  public init(bundle: String, table: String, files: [String], keys: [String]) {
    self.bundle = bundle
    self.table = table
    self.files = files
    self.keys = keys
  }
}
