/// Role words that open a label whose rest is a quoted name: "Menü „Seitenoptionen“".
extension RoleWords {
  /// Characters that open a quoted name, in the languages' own styles (“…”, „…“, «…», »…«, ‹…›,
  /// "…", '…', ‚…‘, 「…」, 『…』, 《…》).
  private static let openingQuotes: Set<Character> = [
    "\u{201C}", "\u{201E}", "\u{201D}", "\u{00AB}", "\u{00BB}", "\u{2039}", "\u{203A}", "\"", "'", "\u{2018}",
    "\u{201A}", "\u{300C}", "\u{300E}", "\u{300A}",
  ]

  /// Characters that close a quoted name.
  private static let closingQuotes: Set<Character> = [
    "\u{201D}", "\u{201C}", "\u{00BB}", "\u{00AB}", "\u{203A}", "\u{2039}", "\"", "'", "\u{2019}", "\u{2018}",
    "\u{300D}", "\u{300F}", "\u{300B}",
  ]

  /// The role word of `list` that is all of `label` before a quoted name closing the label
  /// ("Menü „Seitenoptionen“", "Tab “Downloads”", "Schaltfläche: «Speichern»"), or `nil`.
  ///
  /// A word a language lets stand only at a label's end ("Menü", which starts a menu's title:
  /// "Menü Datei") names the element itself when the rest is a name in quotes, in any language.
  static func quotedNameRoleWord(in label: String, list: RoleWordList) -> RoleWordMatch? {
    var text = Substring(label.trimmingWhitespace)
    // A full stop after the name ends the label as the quote would ("Tab „Downloads“.", review 152).
    if text.last == ".", let quote = text.dropLast().last, closingQuotes.contains(quote) {
      text = text.dropLast()
    }
    guard let last = text.last, closingQuotes.contains(last),
      let opening = text.firstIndex(where: openingQuotes.contains),
      opening < text.index(before: text.endIndex)
    else { return nil }
    let quoted = text[text.index(after: opening)..<text.index(before: text.endIndex)]
    guard quoted.contains(where: { $0.isLetter || $0 == "%" }) else { return nil }
    var lead = text[..<opening].trimmingCharacters(in: .whitespaces)
    if lead.last == ":" { lead.removeLast() }
    let key = Folded.words(of: Folded.fold(lead)).joined(separator: " ")
    guard !key.isEmpty, let entry = list.entriesByWords[key]?.first else { return nil }
    return RoleWordMatch(word: entry.word, role: entry.role, placement: .start, language: list.language)
  }
}
