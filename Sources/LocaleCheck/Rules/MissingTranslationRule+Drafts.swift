import CatalogParser

extension MissingTranslationRule {
  /// `: its 'Seite 1' is marked initial, as not translated yet`, where the locale's own value has
  /// a text of its own in an untranslated state (XLIFF 2.0 `initial`, `new`): the message must not
  /// seem to overlook the text the file holds (audit 111: Angular's drafts); empty otherwise.
  static func draftText(of own: LocalizedValue?, source quoted: String) -> String {
    guard let own, let text = own.value, let state = own.state, LabelText.isUntranslatedState(state) else {
      return ""
    }
    let draft = LabelText.trimmed(text)
    guard !LabelText.isBlank(draft), draft != quoted else { return "" }
    return ": its '\(draft)' is marked \(state), as not translated yet"
  }
}
