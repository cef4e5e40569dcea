/// One identifier of a label map (`labels.json`): the catalog key of its label and related keys.
public struct LabelMapEntry: Hashable, Sendable {
  public var identifier: String
  public var key: String
  public var table: String
  public var value: String?
  public var hint: String?
  public var visibleText: String?
  public var screen: String?
  /// The bundle whose table holds the key (`Widget`, relative to the project folder), where two
  /// bundles have the table and key (an app and its extension); `nil`: the one the app reads.
  public var bundle: String?
  /// Where the identifier is written in the label map.
  public var position: SourcePosition

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
