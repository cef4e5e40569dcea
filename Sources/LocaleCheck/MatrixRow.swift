/// One subject (identifier) of the locale matrix, with a cell per locale.
public struct MatrixRow: Hashable, Sendable {
  /// The UI identifier, or the key when catalog keys are their own subjects.
  public var identifier: String
  /// The table of the bound key.
  public var table: String
  /// The bound key.
  public var key: String
  /// The screen (from the label map, else the identifier's first dot segment).
  public var screen: String?
  /// The bundle of the table.
  public var bundle: String
  /// The cells by locale.
  public var cells: [LocaleID: MatrixCell]

  /// The row of `identifier`, bound to `key` of `table` in `bundle`, with its cells by locale.
  public init(
    identifier: String, table: String, key: String, screen: String?, bundle: String,
    cells: [LocaleID: MatrixCell]
  ) {
    self.identifier = identifier
    self.table = table
    self.key = key
    self.screen = screen
    self.bundle = bundle
    self.cells = cells
  }

  /// Whether any cell has a finding.
  public var hasFinding: Bool { cells.values.contains { $0.status != "ok" } }
}
