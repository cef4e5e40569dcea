/// A captured label that is the start of the catalog's text with an ellipsis ("Einstellungen für…"
/// for "Einstellungen für Benachrichtigungen"): the app cut it short (a truncating `prefix`, a
/// label too narrow that gives its shown text to VoiceOver), and a plain mismatch message made the
/// team diff the two by eye (audit 217).
extension RuntimeMismatchRule {
  /// " (cut short: …)" where `shown` is the start of `expected` and an ellipsis; "" otherwise, and
  /// where that start, or the label itself, is the source's whole text (`sourceText`): an English
  /// menu command with the ellipsis code adds ("Export…" beside German "Exportieren", a copy, not
  /// a cut), or the source's own "Export…" beside "Exportieren…" (audit 266).
  /// Nor where the label is the key (`key`), shown for want of a text (review 182).
  static func cutNote(_ shown: String, _ expected: String, besides sourceText: String?, key: String? = nil)
    -> String
  {
    let expected = LabelText.trimmed(expected)
    guard let start = LabelText.withoutTrailingEllipsis(shown) else { return "" }
    let kept = LabelText.trimmed(start)
    // The source's text or the key with either ellipsis ("Export..." shown for "Export…").
    guard !kept.isEmpty, kept.count < expected.count, expected.hasPrefix(kept),
      kept != sourceText.map(LabelText.withoutEllipsis), kept != key.map(LabelText.withoutEllipsis)
    else { return "" }
    return " (cut short: the app shows the first \(kept.count) of its \(expected.count) characters and an "
      + "ellipsis, and VoiceOver reads no more)"
  }
}
