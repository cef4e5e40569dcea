/// One language's role words and how they may appear in a label.
struct RoleWordList {
  /// Where a language's role words may stand by default.
  enum DefaultPlacement { case either, start, end }

  /// One role word.
  struct Entry {
    let word: String
    let folded: String
    let role: RoleWords.Role
    let allowsStart: Bool
    let allowsEnd: Bool
    /// Whether the word alone is a finding ("Menu" alone names what a button opens).
    let standalone: Bool
  }

  let language: String
  /// Longest first, so "text field" wins over "field".
  let entries: [Entry]
  /// The folded words of this list.
  let foldedWords: Set<String>
  /// Chinese and Japanese: no spaces, so a role word is matched as the end of the label.
  let unspaced: Bool
  /// First words after which an object-like role word is the action's object ("Copy link").
  let actionVerbs: Set<String>

  /// Roles whose nouns are often the object of an action rather than the element's role.
  private static let objectLikeRoles: Set<RoleWords.Role> = [.image, .icon, .tab, .link, .menu, .textField]

  /// Builds a list from `role: "word|word"` specs: `^word` only at the start, `word$` only at
  /// the end, `!word` never as the whole label.
  init(
    language: String, placement: DefaultPlacement, unspaced: Bool = false,
    actionVerbs: Set<String> = [], words: [(RoleWords.Role, String)]
  ) {
    self.language = language
    self.unspaced = unspaced
    self.actionVerbs = actionVerbs
    var entries: [Entry] = []
    for (role, spec) in words {
      for token in spec.split(separator: "|") {
        entries.append(Self.entry(String(token), role: role, placement: placement))
      }
    }
    self.entries = entries.sorted { $0.folded.count > $1.folded.count }
    foldedWords = Set(entries.map(\.folded))
  }

  private static func entry(_ token: String, role: RoleWords.Role, placement: DefaultPlacement) -> Entry {
    var word = Substring(token)
    var standalone = true
    var start = placement != .end
    var end = placement != .start
    if word.hasPrefix("!") {
      standalone = false
      word = word.dropFirst()
    }
    if word.hasPrefix("^") {
      (start, end) = (true, false)
      word = word.dropFirst()
    }
    if word.hasSuffix("$") {
      (start, end) = (false, true)
      word = word.dropLast()
    }
    let text = String(word)
    return Entry(
      word: text, folded: RoleWords.Folded.fold(text), role: role, allowsStart: start, allowsEnd: end,
      standalone: standalone)
  }

  /// The first role word of this list found in `label`, ignoring the words in `skipped`.
  func match(in label: RoleWords.Folded, skipping skipped: Set<String> = []) -> RoleWords.RoleWordMatch? {
    let text = label.text
    for entry in entries where !skipped.contains(entry.folded) {
      if let placement = placement(of: entry, in: text) {
        return RoleWords.RoleWordMatch(
          word: entry.word, role: entry.role, placement: placement, language: language)
      }
    }
    return nil
  }

  private func placement(of entry: Entry, in text: String) -> RoleWords.Placement? {
    if text == entry.folded { return entry.standalone ? .whole : nil }
    if unspaced { return entry.allowsEnd && text.hasSuffix(entry.folded) ? .end : nil }
    let length = entry.folded.count
    if entry.allowsStart, text.hasPrefix(entry.folded),
      let after = text.index(text.startIndex, offsetBy: length, limitedBy: text.endIndex),
      after < text.endIndex, Self.isBoundary(text[after])
    {
      return .start
    }
    if entry.allowsEnd, text.hasSuffix(entry.folded),
      let before = text.index(text.endIndex, offsetBy: -length - 1, limitedBy: text.startIndex),
      Self.isBoundary(text[before]), !isActionObject(entry, in: text)
    {
      return .end
    }
    return nil
  }

  /// Whether `entry` at the end of `text` is the object of a leading action verb.
  private func isActionObject(_ entry: Entry, in text: String) -> Bool {
    guard !actionVerbs.isEmpty, Self.objectLikeRoles.contains(entry.role) else { return false }
    let firstWord = text.prefix { $0.isLetter }
    return actionVerbs.contains(String(firstWord))
  }

  private static func isBoundary(_ character: Character) -> Bool {
    !(character.isLetter || character.isNumber)
  }
}
