import CatalogParser

/// How a table's keys divide: those a translation is owed for and those only translations have,
/// so that a summary's key count agrees with its "of N" shares.
public struct TableKeyCounts: Hashable, Sendable {
  /// Every key of the table.
  public var keys: Int
  /// Keys with a source-language text to translate, counted as ``TranslationProgress`` counts
  /// them; `nil` for a table without source-language text, whose keys stand in for it.
  public var toTranslate: Int?
  /// Keys only translations have (dead: the app never looks them up), in a table with
  /// source-language text.
  public var onlyInTranslations: Int

  /// The counts of `table`, whose source language is `source`.
  public init(_ table: StringTable, source: LocaleID) {
    keys = table.entries.count
    guard table.hasValues(in: source) else {
      toTranslate = nil
      onlyInTranslations = 0
      return
    }
    var toTranslate = 0
    var onlyInTranslations = 0
    for entry in table.entries {
      guard let sourceValue = entry.localizations[source] else {
        onlyInTranslations += 1
        continue
      }
      if entry.shouldTranslate && entry.extractionState != "stale"
        && LabelText.isUsable(sourceValue, asSourceText: true)
      {
        toTranslate += 1
      }
    }
    self.toTranslate = toTranslate
    self.onlyInTranslations = onlyInTranslations
  }

  /// What a summary adds after the key count ("51 only in translations", "280 to translate, 51
  /// only in translations" where some source keys are not to translate), or `nil` where every
  /// key is to translate.
  public var breakdown: String? {
    var parts: [String] = []
    if let toTranslate, toTranslate != keys - onlyInTranslations {
      parts.append("\(toTranslate) to translate")
    }
    if onlyInTranslations > 0 { parts.append("\(onlyInTranslations) only in translations") }
    return parts.isEmpty ? nil : parts.joined(separator: ", ")
  }
}
