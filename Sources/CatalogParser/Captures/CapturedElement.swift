/// One element of a running app's accessibility tree, as a UI test captured it.
public struct CapturedElement: Hashable, Sendable {
  /// The `accessibilityIdentifier`, when set.
  public var identifier: String?
  /// The label VoiceOver speaks ("" when the element shows none); `nil` when the capture does not
  /// tell (a JSON capture without the field, a macOS text whose dump shows only a cut value).
  public var label: String?
  /// The accessibility value.
  public var value: String?
  /// The element type (`button`, `textField`, `Button`, ...).
  public var type: String?
  /// Accessibility traits, where the capture lists them.
  public var traits: [String]
  /// The element's place in the tree (`0/2/1`), to compare captures of different locales.
  public var path: String?
  /// Where the element is written in the capture file.
  public var position: SourcePosition
  /// Where its label is written, where the capture writes it apart from the element (a JSON
  /// capture's `label` member, perhaps lines below the element's `{`); else ``position``.
  public var labelPosition: SourcePosition

  /// An element written at `position`; each other field is unknown (`nil`) or empty unless given.
  public init(
    identifier: String? = nil, label: String? = nil, value: String? = nil, type: String? = nil,
    traits: [String] = [], path: String? = nil, position: SourcePosition
  ) {
    self.identifier = identifier
    self.label = label
    self.value = value
    self.type = type
    self.traits = traits
    self.path = path
    self.position = position
    self.labelPosition = position
  }
}
