import CatalogParser

extension EnglishFallbackRule {
  /// The label a translation with variables makes, where it copies the one the source makes
  /// though neither its format nor its forms copy the source's: the arguments moved between them
  /// (Japanese `%#@files@` with the form "%d files (%.2f %@)" for English `%#@files@ (%.2f %@)`
  /// with "%d files"). Foundation puts the form in place of the variable before formatting, so
  /// the user sees the English label (Zotero).
  func composedCopy(of value: LocalizedValue, source: LocalizedValue, locale: LocaleID, context: CheckContext)
    -> [(part: String, text: String, position: SourcePosition?)]
  {
    guard value.variations == nil, source.variations == nil, value.substitutions != nil,
      source.substitutions != nil, let format = value.value, format != source.value,
      let label = LabelText.readableText(of: value), let sourceLabel = LabelText.readableText(of: source),
      isFallback(label, source: sourceLabel, locale: locale, context: context)
    else { return [] }
    return [("", label, LabelForms.labelPosition(of: value))]
  }
}
