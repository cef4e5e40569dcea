import CatalogParser

/// Which tables of a run list languages by their own names, as a language picker does; each
/// table is asked once.
struct LanguagePickers {
  private var known: [Int: Bool] = [:]

  /// Whether `text` names a language in its own language where a picker lists it so: the
  /// locale's own language ("日本語" in `ja`), or any language where the table's source texts
  /// name two or more other languages so ("Deutsch", "Русский", and "English" beside them).
  /// Shown untranslated, such a name is what every locale shows.
  mutating func isLanguagesOwnName(
    _ text: String, of subject: Subject, resolution: Resolution, context: CheckContext
  ) -> Bool {
    guard let language = LanguageNames.language(namedBy: LabelText.trimmed(text)) else { return false }
    if language == resolution.locale.language { return true }
    guard let index = context.tableIndex(for: subject) else { return false }
    if let isPicker = known[index] { return isPicker }
    let isPicker = LanguageNames.listsLanguagesByOwnName(
      context.catalog.tables[index], sourceLocale: resolution.sourceLocale)
    known[index] = isPicker
    return isPicker
  }
}
