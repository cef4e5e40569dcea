extension RoleInLabelRule {
  /// The part of a label that names the control, where the rest tells its state or place as
  /// VoiceOver would ("Play button, selected", "Favorites, tab, 2 of 4"): a role word there is
  /// doubled all the same. `allowsWholeRole`: the part may be the role word alone ("tab" between
  /// a name and a position), which a name clause may not ("Tab, Space" names two keys).
  struct NamePart {
    var text: String
    var allowsWholeRole: Bool
  }

  /// The parts of a label that may name the control, in order: its name sentence
  /// (``nameSentence(of:)``), else its name clause before a short tail and a clause between
  /// others that is a role word alone.
  static func nameParts(of label: String, language: String) -> [NamePart] {
    // Every part ends at a sentence's full stop, a colon, a comma or a parenthesis: most labels
    // have none, and are settled by one pass over their scalars (audit 254: the parts' own
    // splitting was 38% of a run over Focus's exports).
    guard label.unicodeScalars.contains(where: partPunctuation.contains) else { return [] }
    if let sentence = nameSentence(of: label) { return [NamePart(text: sentence, allowsWholeRole: true)] }
    return [
      roleBeforeColon(in: label).map { NamePart(text: $0, allowsWholeRole: true) },
      nameClause(of: label).map { NamePart(text: $0, allowsWholeRole: false) },
      roleClause(in: label, language: language).map { NamePart(text: $0, allowsWholeRole: true) },
    ].compactMap(\.self)
  }

  /// The words before a comma or an opening parenthesis, where they are four at most and what
  /// follows is a short tail of states or places ("selected", "on", "50%", "3 of 10"), not the
  /// rest of a sentence.
  static func nameClause(of label: String) -> String? {
    guard label.unicodeScalars.contains(where: { clauseScalars.contains($0) || $0 == "(" }) else {
      return nil
    }
    let text = LabelText.trimmed(label)
    guard let separator = text.firstIndex(where: { clauseSeparators.contains($0) || $0 == "(" }) else {
      return nil
    }
    let head = text[..<separator].trimmingCharacters(in: .whitespaces)
    let headWords = head.split(whereSeparator: \.isWhitespace).count
    guard (1...4).contains(headWords) else { return nil }
    var rest = text[text.index(after: separator)...].trimmingCharacters(in: .whitespaces)
    if text[separator] == "(" {
      guard rest.hasSuffix(")") else { return nil }
      rest = String(rest.dropLast())
    }
    let restWords = rest.split(whereSeparator: { $0.isWhitespace || clauseSeparators.contains($0) }).count
    // A sentence's clause is no state ("Przeciągnij ikonę poza pole, aby usunąć.").
    guard (1...4).contains(restWords),
      !rest.contains(where: { ".!?。".contains($0) })
    else { return nil }
    return head
  }

  /// The one or two words before a colon that more text follows ("Link: Terms", "Bild: Katze"):
  /// where they are a role word alone, a colon rules out the verb ("Link account") and the
  /// modifier ("Tab bar") that the word may be at a label's start.
  private static func roleBeforeColon(in label: String) -> String? {
    guard label.unicodeScalars.contains(where: { $0 == ":" || $0 == "：" }) else { return nil }
    let text = LabelText.trimmed(label)
    guard let colon = text.firstIndex(where: { $0 == ":" || $0 == "：" }) else { return nil }
    let head = text[..<colon].trimmingCharacters(in: .whitespaces)
    let rest = text[text.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    guard !rest.isEmpty, (1...2).contains(head.split(whereSeparator: \.isWhitespace).count) else {
      return nil
    }
    // A setting's caption and its value ("Tab: 4 spaces", "Header: None", "Bild: 1024 × 768").
    let number = rest.prefix(while: \.isNumber)
    let isNumberValue = !number.isEmpty && rest.dropFirst(number.count).first.map { !$0.isLetter } != false
    guard !isNumberValue, !settingValues.contains(rest.lowercased()) else { return nil }
    return head
  }

  /// A clause between others that is a role word alone, as VoiceOver's own reading puts the
  /// trait between the label and the position ("Song, button, 3 of 10"); a last one is the
  /// label's end, which the look-up asks already.
  private static func roleClause(in label: String, language: String) -> String? {
    // Three clauses need two separators: most labels have fewer, settled without splitting.
    var separators = 0
    for scalar in label.unicodeScalars where clauseScalars.contains(scalar) {
      separators += 1
      if separators == 2 { break }
    }
    guard separators == 2 else { return nil }
    let clauses = LabelText.trimmed(label).split(whereSeparator: clauseSeparators.contains).map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    // What follows is a place or a state as VoiceOver reads them ("2 of 4", "dimmed"): "Shift,
    // Tab, Space" is a list.
    guard clauses.count >= 3, let last = clauses.last, isPlaceOrState(last) else { return nil }
    return clauses.dropFirst().dropLast().first {
      RoleWords.match(in: $0, language: language)?.placement == .whole
    }
  }

  /// Whether `clause` is a place or a state as VoiceOver reads them after a trait: a position
  /// ("2 of 4", "second of four"), a state ("selected", "dimmed") or a hint ("double tap to play").
  private static func isPlaceOrState(_ clause: String) -> Bool {
    let words = clause.lowercased().split(whereSeparator: { $0.isWhitespace })
    // A place in any language: two numbers ("2 of 4", "2 von 4", "2/4").
    let numbers = clause.split(whereSeparator: { !$0.isNumber }).count
    if numbers == 2 && words.count <= 4 { return true }
    let text = words.joined(separator: " ")
    if spokenStates.contains(text) || text.hasPrefix("double tap") || text.hasPrefix("double-tap") {
      return true
    }
    return words.count == 3 && words[1] == "of" && ordinals.contains(String(words[0]))
  }

  /// VoiceOver's states, read whole ("Save, button, dimmed"), in English.
  private static let spokenStates: Set<String> = [
    "selected", "dimmed", "disabled", "unavailable", "checked", "unchecked", "on", "off", "expanded",
    "collapsed", "adjustable", "pressed", "not selected", "not checked",
  ]

  /// The ordinals of a place read as words ("second of four").
  private static let ordinals: Set<String> = [
    "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth", "last",
  ]

  /// A setting's whole value rather than a name (English, as captions' values are).
  private static let settingValues: Set<String> = [
    "none", "off", "on", "auto", "automatic", "default", "custom", "enabled", "disabled", "yes", "no", "all",
  ]

  /// Commas that join a label's clauses: Latin, Arabic and the ideographic one.
  private static let clauseSeparators: Set<Character> = [",", "،", "、", "，"]

  /// ``clauseSeparators`` as scalars, for a pass that does not break the label into characters.
  private static let clauseScalars = Set(clauseSeparators.flatMap(\.unicodeScalars))

  /// The scalars that may end a name part: the clause separators, a parenthesis, colons and the
  /// full stops ``nameSentence(of:)`` looks for.
  private static let partPunctuation = clauseScalars.union(["(", ":", "：", ".", "。"])
}
