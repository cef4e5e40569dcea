import CatalogParser

/// What decides whether a locale reads a token as a word (see ``LabelText/hasWords(_:in:)``):
/// its script and the units it writes in that script. Many locales share one reading (every
/// language written in Latin letters), so what is found for a text in one holds in the others.
struct WordReading: Hashable, Sendable {
  /// Whether the locale is written in Latin letters (a glued word, "3days", is then no English).
  var latinScript = true
  /// The kinds of unit the locale writes in its own script (Russian "кБ/с").
  var ownScriptUnits: Set<UnitSymbols.Kind> = []
  /// Whether acronyms every language writes alike ("PDF", "URL") are no words: with a locale.
  var knowsAcronyms = false

  /// No locale's: a language written in Latin letters, every acronym a word.
  init() {}

  /// `locale`'s reading.
  init(_ locale: LocaleID) {
    latinScript = ParentLocales.isWrittenInLatin(locale)
    ownScriptUnits = UnitSymbols.ownScriptKinds(in: locale)
    knowsAcronyms = true
  }
}
