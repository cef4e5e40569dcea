import CatalogParser

/// How a table's keys divide: those a translation is owed for and those only translations have,
/// so that a summary's key count agrees with its "of N" shares.
public struct TableKeyCounts: Hashable, Sendable {
  /// Every key of the table.
  public var keys: Int
  /// Keys with a text to translate, counted as ``TranslationProgress`` counts them: with a
  /// source-language text, or, in a table without any (`hasSourceText` false), keys that are
  /// their text ("Every %zd Days", not `alert.title`), counted in the locales that have the table.
  public var toTranslate: Int
  /// Whether the table has source-language text.
  public var hasSourceText: Bool
  /// Dead keys: only translations have them, so the app never looks them up (as
  /// `identifier-drift` judges them; not a storyboard's keys whose source text is unsettled, nor
  /// `InfoPlist`'s, whose source text is Info.plist's).
  public var onlyInTranslations: Int

  /// The counts of `table`, whose source language is `source`.
  public init(_ table: StringTable, source: LocaleID) {
    keys = table.entries.count
    hasSourceText = table.hasValues(in: source)
    let hasPhrases = !hasSourceText && table.entries.contains { LabelText.isPhrase($0.key) }
    var toTranslate = 0
    var onlyInTranslations = 0
    for entry in table.entries {
      // A misspelt Info.plist key the source language's file writes too is dead, but not only in
      // translations (review 220).
      if CheckContext.isDeadKey(entry, in: table, source: source, tableHasSourceText: hasSourceText),
        !(table.isInfoPlist && entry.localizations[source] != nil)
      {
        onlyInTranslations += 1
      }
      // Counted as the locales' shares count it.
      let text = TranslationProgress.textToTranslate(
        of: entry, source: source, keysAreText: !hasSourceText, hasPhrases: hasPhrases,
        isInfoPlist: table.isInfoPlist)
      if text != nil { toTranslate += 1 }
    }
    self.toTranslate = toTranslate
    self.onlyInTranslations = onlyInTranslations
  }

  /// What a summary adds after the key count ("51 only in translations", "280 to translate, 51
  /// only in translations" where some keys have nothing to translate, "2 to translate, where a
  /// locale has the table" for a table without source text), or `nil` where every key is to
  /// translate.
  public var breakdown: String? {
    var parts: [String] = []
    if !hasSourceText {
      if toTranslate != keys { parts.append("\(toTranslate) to translate in each locale with the table") }
    } else if toTranslate != keys - onlyInTranslations {
      parts.append("\(toTranslate) to translate")
    }
    if onlyInTranslations > 0 { parts.append("\(onlyInTranslations) only in translations") }
    return parts.isEmpty ? nil : parts.joined(separator: ", ")
  }
}
