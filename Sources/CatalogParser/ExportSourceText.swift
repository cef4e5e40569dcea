/// An XLIFF export's `<source>` text for a key, in the export's source language, that a project
/// file's different text replaced (see ``LocalizedValue/exportSource(_:replacedBy:)``): the text
/// that export's translations were made from.
public struct ExportSourceText: Hashable, Sendable {
  /// The export's source language, whose project text replaced it.
  public var locale: LocaleID
  /// The `<source>` text, with its position in the export.
  public var value: LocalizedValue

  /// An export's source text in `locale`.
  public init(locale: LocaleID, value: LocalizedValue) {
    self.locale = locale
    self.value = value
  }
}
