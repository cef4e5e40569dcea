/// A `.strings` statement written inside a comment (`//"settings.title" = "Settings";`): a key
/// that a translation tool or translator set aside, untranslated, where its translator will look.
public struct CommentedOutKey: Hashable, Sendable {
  /// The bundle of the file's table.
  public var bundle: String
  /// The table the file belongs to.
  public var table: String
  /// The file's locale.
  public var locale: LocaleID
  /// The key as the comment writes it, its `\"` and `\\` read.
  public var key: String
  /// Where the key's opening quote is.
  public var position: SourcePosition

  /// A key of `bundle`'s `table` in `locale`, commented out at `position`.
  public init(bundle: String, table: String, locale: LocaleID, key: String, position: SourcePosition) {
    self.bundle = bundle
    self.table = table
    self.locale = locale
    self.key = key
    self.position = position
  }
}
