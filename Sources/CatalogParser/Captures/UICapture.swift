/// A capture of one screen of the running app in one locale (SPEC section 7).
public struct UICapture: Hashable, Sendable {
  /// The locale the app ran in.
  public var locale: LocaleID
  /// The screen's name (the file name without extension, or the JSON `screen`).
  public var screen: String
  /// The capture file.
  public var file: String
  /// The elements in tree order.
  public var elements: [CapturedElement]

  /// The capture of `screen` in `locale`, read from `file`, with its elements in tree order.
  public init(locale: LocaleID, screen: String, file: String, elements: [CapturedElement]) {
    self.locale = locale
    self.screen = screen
    self.file = file
    self.elements = elements
  }
}
