/// Two XLIFF documents (exports, `.xcloc` bundles) that translate one table into one locale: an
/// old `de.xliff` kept beside a newer `de.xcloc`. Their units are merged key by key, so the old
/// export's translation of a changed source text can hide what the newer one leaves untranslated.
public struct XLIFFExportCollision: Hashable, Sendable {
  /// The table's bundle.
  public var bundle: String
  /// The table's name.
  public var table: String
  /// The locale both documents translate into.
  public var locale: LocaleID
  /// The documents (display paths), sorted.
  public var files: [String]

  /// A collision of `files` (display paths, sorted) that all translate `table` of `bundle` into
  /// `locale`.
  public init(bundle: String, table: String, locale: LocaleID, files: [String]) {
    self.bundle = bundle
    self.table = table
    self.locale = locale
    self.files = files
  }

  /// Whether `table`, one file's, was read from an XLIFF document.
  static func isExport(_ table: StringTable) -> Bool {
    guard let file = table.files.first?.lowercased() else { return false }
    return file.hasSuffix(".xliff") || file.hasSuffix(".xlf")
  }
}
