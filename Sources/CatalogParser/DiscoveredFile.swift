/// A localization file found on disk, with what its location says about it.
public struct DiscoveredFile: Hashable, Sendable {
  /// The path to read.
  public var path: String
  /// The format, from the extension.
  public var format: CatalogFormat
  /// Display path, bundle, table and (for `.lproj` contents) locale.
  public var context: FileContext

  /// A file to read at `path` as `format`, with what its location says about it.
  public init(path: String, format: CatalogFormat, context: FileContext) {
    self.path = path
    self.format = format
    self.context = context
  }
}
