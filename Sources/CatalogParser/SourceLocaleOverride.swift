/// A table whose file declares a source language that the run's explicit source locale
/// (`--source-locale`, the configuration's `sourceLocale`) replaces: a package's `en` String
/// Catalog in a run over a `de` app is then checked as if German were its source.
public struct SourceLocaleOverride: Hashable, Sendable {
  /// The table's bundle.
  public var bundle: String
  /// The table's name.
  public var table: String
  /// The source language its file declares.
  public var declared: LocaleID
  /// The first file of the table (a display path).
  public var file: String

  /// The override of `declared`, the source language `file` declares for `table` of `bundle`.
  public init(bundle: String, table: String, declared: LocaleID, file: String) {
    self.bundle = bundle
    self.table = table
    self.declared = declared
    self.file = file
  }
}
