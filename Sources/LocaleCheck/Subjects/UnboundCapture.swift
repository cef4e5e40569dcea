/// A captured identifier that no label map entry and no unique catalog value binds to a key.
public struct UnboundCapture: Hashable, Sendable {
  /// The element's `accessibilityIdentifier`.
  public var identifier: String
  /// The label the element shows in the capture, as captured (not trimmed); `nil` where the
  /// capture does not tell.
  public var label: String?
  /// The locale of the capture that shows the element.
  public var locale: LocaleID
  /// The screen of that capture.
  public var screen: String
  /// Where the element is written in its capture file.
  public var position: SourcePosition
  /// How many catalog keys matched the label (0: none, 2 or more: ambiguous).
  public var matches: Int
  /// The keys that matched the label, where more than one did: which to map the identifier to.
  public var matchedKeys: [CatalogKeyReference] = []
  /// Another label the same identifier shows in the locale's captures (rows of a list that share
  /// one identifier): no single key is its label, so it is not bound.
  public var otherLabel: String?
  /// The screen whose capture shows `otherLabel`, where it is another screen than `screen`
  /// (UIKit's back button shows the previous screen's title on every pushed screen).
  public var otherScreen: String?
  /// A format key whose text, its placeholders filled in, may be the label ("Pay %@" for
  /// "Pay $12.00"), where no key's text equals it.
  public var formatKey: String?
  /// Whether the run read a label map, which could have named the identifier: its message says
  /// "not in the label map" only then (audit 326).
  public var runHasLabelMap = false

  /// An unbound identifier; ``formatKey`` is set separately.
  public init(
    identifier: String, label: String?, locale: LocaleID, screen: String, position: SourcePosition,
    matches: Int, otherLabel: String? = nil, otherScreen: String? = nil
  ) {
    self.otherLabel = otherLabel
    self.otherScreen = otherScreen
    self.identifier = identifier
    self.label = label
    self.locale = locale
    self.screen = screen
    self.position = position
    self.matches = matches
  }
}
