/// One cell of the locale matrix: the label a locale resolves to and its status.
public struct MatrixCell: Hashable, Sendable {
  /// `ok`, or the id of the most severe rule that fired for this cell.
  public var status: String
  /// The resolved label, `nil` where none resolves.
  public var label: String?
  /// Whether no rule could judge the cell: a file of its locale's chain could not be read
  /// (``Report/keysUncheckedIn``), so its status `ok` vouches for nothing. Not part of the JSON
  /// report, whose statuses SPEC fixes.
  public var isUnchecked = false
  /// Whether the locale's UI captures leave out the identifier where another locale's capture of
  /// the same screen shows it: its status `ok` vouches for the catalogs alone, not for what the
  /// app showed (``UncapturedIdentifiers``). Not part of the JSON report either.
  public var isUncaptured = false

  /// A cell with its status (`ok` or a rule id) and the label it resolves to.
  public init(status: String, label: String?) {
    self.status = status
    self.label = label
  }
}
