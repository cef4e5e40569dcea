extension RoleInLabelRule {
  /// The first sentence of a label of several, where it is short enough to be the control's name
  /// ("VPN Connection button. The VPN is currently connected"): VoiceOver speaks the role after
  /// the whole label, so a role word that ends the name is doubled all the same.
  /// `nil` for a label of one sentence, or a first sentence of more than four words (prose).
  static func nameSentence(of label: String) -> String? {
    guard label.unicodeScalars.contains(where: { $0 == "." || $0 == "。" }) else { return nil }
    let text = LabelText.trimmed(label)
    guard let end = firstSentenceEnd(in: text) else { return nil }
    let first = text[..<end]
    let rest = text[text.index(after: end)...].trimmingCharacters(in: .whitespaces)
    let words = first.split(whereSeparator: \.isWhitespace)
    // "e.g." and "Dr." end no sentence; nor does a number's point ("v2. Beta").
    guard !rest.isEmpty, (1...4).contains(words.count), let last = words.last, last.count > 1,
      !last.contains("."), last.last?.isLetter == true
    else { return nil }
    return String(first)
  }

  /// Where the first sentence ends: a full stop followed by a space (or an ideographic full stop
  /// followed by anything). Not a question or an exclamation ("Which tab? Choose one", "Wrong
  /// button! Try again"), which is no name.
  private static func firstSentenceEnd(in text: String) -> String.Index? {
    var index = text.startIndex
    // A first sentence of more than four words is prose (see `nameSentence(of:)`): the walk
    // stops at the fifth word rather than at the end of a long text.
    var words = 0
    var afterSpace = true
    while index < text.endIndex {
      let character = text[index]
      let next = text.index(after: index)
      // The end first: a full stop after a space ("Wi-Fi button . On") is no word of the name.
      if character == "。" && next < text.endIndex { return index }
      if character == ".", next < text.endIndex, text[next].isWhitespace { return index }
      if character.isWhitespace {
        afterSpace = true
      } else if afterSpace {
        afterSpace = false
        words += 1
        if words > 4 { return nil }
      }
      index = next
    }
    return nil
  }
}
