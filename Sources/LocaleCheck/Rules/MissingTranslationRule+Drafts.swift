import CatalogParser

extension MissingTranslationRule {
  /// The most characters of a draft a message quotes: its point follows the quote.
  static let draftQuoteLimit = 80

  /// `: its 'Seite 1' is marked initial, as not translated yet`, where the locale's own value has
  /// a text of its own in an untranslated state (XLIFF 2.0 `initial`, `new`): the message must not
  /// seem to overlook the text the file holds (Angular's drafts); `: its text is empty, though
  /// marked translated` where the value is empty (a translator's tool shows the unit as done);
  /// empty otherwise, and for a copy of the source that differs only in case, spaces,
  /// punctuation or direction marks.
  static func draftText(of own: LocalizedValue?, source quoted: String, sourceValue: LocalizedValue?)
    -> String
  {
    // A plural or device set whose every form is empty is as empty (review 149).
    if let own, own.value == nil, !own.leaves.isEmpty, own.leaves.allSatisfy({ $0.leaf.value == "" }) {
      return ": its forms are empty"
    }
    if let own, own.value == "" {
      // An XLIFF target without `state` reads as `translated`: the file may say no such thing.
      let marked = own.state.map {
        LabelText.isUntranslatedState($0) || (own.isFromXLIFF && $0 == "translated")
          ? "" : ", though marked \($0)"
      }
      return ": its text is empty" + (marked ?? "")
    }
    guard let own, let state = own.state, LabelText.isUntranslatedState(state),
      let text = LabelText.readableText(of: own) ?? own.value
    else { return "" }
    let draft = LabelText.trimmed(text)
    // A format with variables (`Found %#@items@`) copied as written is a copy too.
    let copies = [quoted, sourceValue?.value].compactMap { $0 }.map(wordsAndNumbers(of:))
    guard !LabelText.isBlank(draft), !copies.contains(wordsAndNumbers(of: draft)) else { return "" }
    let shown = draft.count > draftQuoteLimit ? String(draft.prefix(draftQuoteLimit - 1)) + "…" : draft
    return ": its '\(shown)' is marked \(state), as not translated yet"
  }

  /// The letters and digits of `text` outside its placeholders, in lower case: what tells a
  /// translation from a copy.
  private static func wordsAndNumbers(of text: String) -> String {
    String(
      String.UnicodeScalarView(
        LabelText.withoutPlaceholders(text).lowercased().unicodeScalars.filter {
          $0.properties.isAlphabetic || $0.properties.numericType != nil
        }))
  }
}
