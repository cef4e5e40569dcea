/// Role words a label appends after a separator, as VoiceOver speaks a trait: "Lire, bouton".
extension RoleWords {
  /// The role word of `list` that `label` appends after a comma, a dash, a colon or in brackets
  /// ("Lire, bouton", "Reproduzir – botão", "Riproduci (pulsante)", "حفظ، زر"), or `nil`.
  ///
  /// Languages that name the role first ("Botón guardar") count their role words at the label's
  /// start only, so that a verb and its object pass ("Añadir imagen"); after a separator the word
  /// is no verb's object, but the role said once more.
  static func appendedRoleWord(in label: String, list: RoleWordList) -> RoleWordMatch? {
    // Unspaced languages that name the role last (Japanese) find it at the end anyway; Thai names
    // it first ("ปุ่มบันทึก") and appends it after a separator as others do ("บันทึก, ปุ่ม").
    guard !list.unspaced || list.namesRoleFirst else { return nil }
    var text = Substring(label.trimmingWhitespace)
    if text.last == ")" { text = text.dropLast() }
    guard let separator = lastSeparator(in: text) else { return nil }
    let before = text[..<separator.lowerBound].trimmingCharacters(in: .whitespaces)
    let appended = String(text[separator.upperBound...])
    guard !before.isEmpty, before.contains(where: \.isLetter) else { return nil }
    let key = Folded.words(of: Folded.fold(appended)).joined(separator: " ")
    guard !key.isEmpty, let entry = list.entriesByWords[key]?.first else { return nil }
    return RoleWordMatch(word: entry.word, role: entry.role, placement: .end, language: list.language)
  }

  /// The last separator of `text` before an appended word: `,` (or the Arabic comma `،`, which
  /// Arabic, Persian and Urdu write for it), `:`, `(`, `|`, an en or em dash, or a hyphen between
  /// spaces (a hyphen in a word joins it: "E-Mail").
  private static func lastSeparator(in text: Substring) -> Range<Substring.Index>? {
    let single = text.lastIndex { ",،:(|–—".contains($0) }.map { $0..<text.index(after: $0) }
    let hyphen = text.range(of: " - ", options: .backwards)
    switch (single, hyphen) {
    case (let single?, let hyphen?): return single.lowerBound > hyphen.lowerBound ? single : hyphen
    case (let single?, nil): return single
    case (nil, let hyphen?): return hyphen
    case (nil, nil): return nil
    }
  }
}
