import CatalogParser

/// A captured identifier built from a locale's text: where the source language's capture has
/// ``reference`` (`call.message.button`), the locale's capture has ``identifier``
/// (`call.nachricht.button`) for the same element, whose label shows the reference's key or none.
/// It is no subject of its own: `identifier-drift` reports the rename, and `runtime-mismatch`
/// compares its label with the reference's key.
public struct RenamedCapture: Hashable, Sendable {
  /// The identifier the locale's capture has.
  public var identifier: String
  /// The identifier the source language's capture has at the same place.
  public var reference: String
  /// The label the element shows, as captured; `nil` where the capture does not tell.
  public var label: String?
  /// The locale of the capture.
  public var locale: LocaleID
  /// The screen of the capture.
  public var screen: String
  /// Where the element is written in its capture file.
  public var position: SourcePosition

  /// A renamed identifier of `locale`'s capture of `screen`.
  public init(
    identifier: String, reference: String, label: String?, locale: LocaleID, screen: String,
    position: SourcePosition
  ) {
    self.identifier = identifier
    self.reference = reference
    self.label = label
    self.locale = locale
    self.screen = screen
    self.position = position
  }
}
