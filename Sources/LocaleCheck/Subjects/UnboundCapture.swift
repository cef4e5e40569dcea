/// A captured identifier that no label map entry and no unique catalog value binds to a key.
public struct UnboundCapture: Hashable, Sendable {
  public var identifier: String
  public var label: String?
  public var locale: LocaleID
  public var screen: String
  public var position: SourcePosition
  /// How many catalog keys matched the label (0: none, 2 or more: ambiguous).
  public var matches: Int

  public init(
    identifier: String, label: String?, locale: LocaleID, screen: String, position: SourcePosition,
    matches: Int
  ) {
    self.identifier = identifier
    self.label = label
    self.locale = locale
    self.screen = screen
    self.position = position
    self.matches = matches
  }
}
