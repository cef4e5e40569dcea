/// An XLIFF export's `<source>` text for a key, in the export's source language, that a project
/// file's different text replaced (see ``LocalizedValue/exportSource(_:replacedBy:)``): the text
/// that export's translations were made from. Or, where no project file has the key, one that
/// another export's different `<source>` text, read first, stands before.
public struct ExportSourceText: Hashable, Sendable {
  /// The export's source language, whose project text replaced it.
  public var locale: LocaleID
  /// The `<source>` text, with its position in the export.
  public var value: LocalizedValue
  /// Whether another export's `<source>` text, not a project file's, stands before it.
  public var givesWayToAnotherExport: Bool

  /// An export's source text in `locale`.
  public init(locale: LocaleID, value: LocalizedValue, givesWayToAnotherExport: Bool = false) {
    self.locale = locale
    self.value = value
    self.givesWayToAnotherExport = givesWayToAnotherExport
  }
}
