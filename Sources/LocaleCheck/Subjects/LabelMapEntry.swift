/// One identifier of a label map (`labels.json`): the catalog key of its label and related keys.
public struct LabelMapEntry: Hashable, Sendable {
  /// The UI identifier (`accessibilityIdentifier`) as the map writes it; in an unbound entry that
  /// ``SubjectBinder`` returns for a value, hint or visible text, with that part appended
  /// (`login.submit.button (hint)`).
  public var identifier: String
  /// The catalog key of the identifier's accessibility label (in an unbound part's entry, that
  /// part's key).
  public var key: String
  /// The name of the table holding the keys (the file name without extension); `Localizable`
  /// where the map gives none.
  public var table: String
  /// The catalog key (not the text) of the accessibility value, if the map gives one: checked as
  /// a subject of its own, `identifier (value)`, unless it is the label's key.
  public var value: String?
  /// The catalog key (not the text) of the accessibility hint, if the map gives one: checked as a
  /// subject of its own, `identifier (hint)`, unless it is the label's key or the value's.
  public var hint: String?
  /// The catalog key (not the text) of the text the element shows on screen, if the map gives
  /// one: checked as a subject of its own, `identifier (visibleText)`, unless an earlier key is the same.
  public var visibleText: String?
  /// The screen the identifier belongs to; `nil` for the identifier's first dot segment
  /// (``SubjectBinder/screen(of:)``).
  public var screen: String?
  /// The bundle whose table holds the key (`Widget`, relative to the project folder), where two
  /// bundles have the table and key (an app and its extension); `nil`: the one the app reads.
  public var bundle: String?
  /// Where the identifier is written in the label map.
  public var position: SourcePosition

  /// An entry for `identifier`, whose label is `key` of `table` (`Localizable` by default).
  public init(
    identifier: String, key: String, table: String = "Localizable", value: String? = nil, hint: String? = nil,
    visibleText: String? = nil, screen: String? = nil, bundle: String? = nil, position: SourcePosition
  ) {
    self.identifier = identifier
    self.key = key
    self.table = table
    self.value = value
    self.hint = hint
    self.visibleText = visibleText
    self.screen = screen
    self.bundle = bundle
    self.position = position
  }
}
