/// One language's role words and how they may appear in a label.
///
/// A class: lists are looked up once per label, and a copy of this many fields costs more than
/// the look-up.
final class RoleWordList: Sendable {
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
    /// Whether the word also counts written onto the word before it, as the end of the label's
    /// last word (Korean "재생버튼").
    let attaches: Bool
    /// The first and last characters of `folded`.
    let firstCharacter: Character?
    let lastCharacter: Character?
  }

  let language: String
  /// Longest first, so "text field" wins over "field".
  let entries: [Entry]
  /// The folded words of this list.
  let foldedWords: Set<String>
  /// Chinese, Japanese and Thai: no spaces, so a role word is matched as the end of the label (or,
  /// where the language names the role first, its start), see `scan(_:skipping:)`.
  let unspaced: Bool
  /// Whether the language names the role first (Spanish "Botón guardar", Thai "ปุ่มบันทึก").
  let namesRoleFirst: Bool
  /// Vietnamese, Thai and the Indic languages: a role word found counts only as written with its
  /// diacritics, which are tones or vowel signs there ("nút", a button; "nứt", a crack; Hindi
  /// "टैब", a tab; "टब", a tub), see `RoleWords.writtenSpelling(of:in:list:)`.
  let matchesDiacritics: Bool
  /// Words (folded) after which an object-like role word is the action's object ("Copy link"),
  /// what the command makes ("New Tab", "Neuer Tab", "새 탭") or which one it goes to ("Next Tab",
  /// "Vorheriger Tab"): the label's first word or the
  /// word right before the role word; in an unspaced language, the text right before it or the
  /// label's start ("复制链接", "新規タブ").
  let actionVerbs: Set<String>
  /// Words (folded) that make an object-like role word at the label's start content when they
  /// follow it, where a language puts "new" or "next" after its noun ("כרטיסייה חדשה", "แท็บใหม่":
  /// New Tab; "Onglet suivant": Next Tab).
  let followingModifiers: Set<String>
  /// Entries by their words joined with single spaces, for look-up instead of a scan.
  let entriesByWords: [String: [Entry]]
  /// The most words one entry has.
  let maxWords: Int
  /// The first and the last word of every entry: a label whose edge words are in neither
  /// cannot match, which settles most labels without building any key.
  let firstWords: Set<String>
  let lastWords: Set<String>
  /// Whether all of `firstWords` and `lastWords` are ASCII, as in English.
  private let edgeWordsAreASCII: Bool
  /// The entries that may be written onto the word before them, longest first.
  private let attachedEntries: [Entry]
  /// Phrases that end in a role word but name content, folded, by their words: a label that ends
  /// in one names no role at its end (Turkish "Ekran görüntüsü", a screenshot; Japanese
  /// "ドリンク", a drink, not a "リンク").
  let contentPhrases: [[String]]
  /// Words that start with a role word but name content, folded (Thai "แท็บเล็ต", a tablet).
  let contentStarts: [String]

  /// Roles whose nouns are often the object of an action rather than the element's role.
  private static let objectLikeRoles: Set<RoleWords.Role> = [.image, .icon, .tab, .link, .menu, .textField]

  /// Builds a list from `role: "word|word"` specs: `^word` only at the start, `word$` only at
  /// the end, `!word` never as the whole label, `~word` also written onto the word before it.
  /// `contentEnds` (`"phrase|phrase"`) are the phrases that end in a role word but name content,
  /// `contentStarts` the words of an unspaced language that start with one.
  init(
    language: String, placement: DefaultPlacement, unspaced: Bool = false, matchesDiacritics: Bool = false,
    actionVerbs: Set<String> = [], followingModifiers: Set<String> = [], words: [(RoleWords.Role, String)],
    contentEnds: String = "", contentStarts: String = ""
  ) {
    self.language = language
    self.unspaced = unspaced
    self.namesRoleFirst = placement == .start
    self.matchesDiacritics = matchesDiacritics
    // Folded as labels are: German "Neuer" is looked up as "neuer", Arabic "جديدة" with Persian yeh.
    self.actionVerbs = Set(actionVerbs.map(RoleWords.Folded.fold))
    self.followingModifiers = Set(followingModifiers.map(RoleWords.Folded.fold))
    contentPhrases = contentEnds.split(separator: "|").map {
      RoleWords.Folded.words(of: RoleWords.Folded.fold(String($0)))
    }
    self.contentStarts = contentStarts.split(separator: "|").map { RoleWords.Folded.fold(String($0)) }
    var entries: [Entry] = []
    for (role, spec) in words {
      for token in spec.split(separator: "|") {
        entries.append(Self.entry(String(token), role: role, placement: placement))
      }
    }
    self.entries = entries.sorted { $0.folded.count > $1.folded.count }
    attachedEntries = self.entries.filter(\.attaches)
    foldedWords = Set(entries.map(\.folded))
    var byWords: [String: [Entry]] = [:]
    var most = 1
    for entry in self.entries {
      let words = RoleWords.Folded.words(of: entry.folded)
      most = max(most, words.count)
      byWords[words.joined(separator: " "), default: []].append(entry)
    }
    entriesByWords = byWords
    maxWords = most
    firstWords = Set(byWords.keys.compactMap { $0.split(separator: " ").first.map(String.init) })
    lastWords = Set(byWords.keys.compactMap { $0.split(separator: " ").last.map(String.init) })
    edgeWordsAreASCII = firstWords.union(lastWords).allSatisfy(\.isAllASCII)
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
    let attaches = word.hasPrefix("~")
    if attaches { word = word.dropFirst() }
    if word.hasPrefix("^") {
      (start, end) = (true, false)
      word = word.dropFirst()
    }
    if word.hasSuffix("$") {
      (start, end) = (false, true)
      word = word.dropLast()
    }
    let text = String(word)
    let folded = RoleWords.Folded.fold(text)
    return Entry(
      word: text, folded: folded, role: role, allowsStart: start, allowsEnd: end, standalone: standalone,
      attaches: attaches, firstCharacter: folded.first, lastCharacter: folded.last)
  }

  /// Whether a label of spaced words starting with `first` and ending with `last` (folded) can
  /// hold one of this list's words: the same test `match(in:skipping:)` starts with.
  ///
  /// A folded word with other scalars than ASCII cannot equal an ASCII word: the only letter
  /// whose canonical form is ASCII, U+212A KELVIN SIGN, folds to `k`. Checking that first spares
  /// hashing it (`String` hashes non-ASCII text normalized, at about a thousand instructions).
  func mayMatch(first: String, last: String) -> Bool {
    if edgeWordsAreASCII {
      return (first.isAllASCII && firstWords.contains(first)) || (last.isAllASCII && lastWords.contains(last))
        || (!attachedEntries.isEmpty && attachedEntry(ending: last) != nil)
    }
    return firstWords.contains(first) || lastWords.contains(last) || attachedEntry(ending: last) != nil
  }

  /// The longest entry written onto the word before it at the end of `word` (folded), if any.
  private func attachedEntry(ending word: String) -> Entry? {
    attachedEntries.first { word.count > $0.folded.count && word.hasSuffix($0.folded) }
  }

  /// The first role word of this list found in `label`, ignoring the words in `skipped`.
  ///
  /// `acceptsStart` may turn down a word at the label's start (English: a modifier, "Image quality").
  func match(
    in label: RoleWords.Folded, skipping skipped: Set<String> = [],
    acceptsStart: (String) -> Bool = { _ in true }
  ) -> RoleWords.RoleWordMatch? {
    if unspaced { return scan(label, skipping: skipped) }
    let head = label.headWords
    let tail = label.tailWords
    guard let firstWord = head.first, let lastWord = tail.last, mayMatch(first: firstWord, last: lastWord)
    else { return nil }
    func found(_ key: String, _ accept: (Entry) -> Bool) -> Entry? {
      entriesByWords[key]?.first { !skipped.contains($0.folded) && accept($0) }
    }
    if label.wordCount <= maxWords, let entry = found(Self.key(head[...]), { $0.standalone }) {
      return RoleWords.RoleWordMatch(
        word: entry.word, role: entry.role, placement: .whole, language: language)
    }
    let headLimit = min(maxWords, label.wordCount - 1)
    let tailLimit = headLimit
    // A role phrase at the end that is content ("in the next text field") holds its last word:
    // "field" alone is not asked again (audit 138).
    var tailIsContent = false
    for count in stride(from: max(headLimit, tailLimit), through: 1, by: -1) {
      if count <= headLimit,
        let entry = found(
          Self.key(head.prefix(count)),
          {
            $0.allowsStart && acceptsStart($0.word)
              && !isModifiedObject($0, nextWord: head.dropFirst(count).first)
          })
      {
        return RoleWords.RoleWordMatch(
          word: entry.word, role: entry.role, placement: .start, language: language)
      }
      guard count <= tailLimit, !tailIsContent else { continue }
      let key = Self.key(tail.suffix(count))
      if let entry = found(
        key,
        {
          $0.allowsEnd
            && !isActionObject($0, firstWord: firstWord, previousWords: tail.dropLast(count).suffix(3))
            && !endsInContentPhrase(tail)
        })
      {
        return RoleWords.RoleWordMatch(
          word: entry.word, role: entry.role, placement: .end, language: language)
      }
      tailIsContent = count > 1 && found(key, \.allowsEnd) != nil
    }
    return tailIsContent ? nil : attachedMatch(lastWord, skipping: skipped)
  }

  /// The role word written onto the word before it at the end of the label's last word (folded),
  /// as Korean may write a compound ("재생버튼", "사진 삭제버튼").
  private func attachedMatch(_ lastWord: String, skipping skipped: Set<String>) -> RoleWords.RoleWordMatch? {
    // A compound that names a thing, not a control ("Türknopf", a door knob; review 118).
    guard let entry = attachedEntry(ending: lastWord), !skipped.contains(entry.folded),
      !endsInContentPhrase([lastWord])
    else { return nil }
    return RoleWords.RoleWordMatch(word: entry.word, role: entry.role, placement: .end, language: language)
  }

  /// Words joined by single spaces, the form `entriesByWords` is keyed by.
  private static func key(_ words: ArraySlice<String>) -> String {
    var result = ""
    for word in words {
      if !result.isEmpty { result += " " }
      result += word
    }
    return result
  }

  /// Whether the last words of a spaced label, folded, are one of `contentPhrases`.
  private func endsInContentPhrase(_ tail: [String]) -> Bool {
    contentPhrases.contains { tail.count >= $0.count && tail.suffix($0.count).elementsEqual($0) }
  }

  /// Whether `entry` at the end of `text` is the object of an action verb: the label's first word
  /// ("Copy link"), the word right before it ("Tap and hold to show menu"), or the one before
  /// that after "to", "or" or "and", a noun between telling what kind ("Failed to find or
  /// generate background image"; not "Song play count icon"), or a verb, an article and such a
  /// word ("Re-run Mos to show the hidden icon"). A picker only of a verb that opens or closes it
  /// ("Open picker", "Tap to open picker"; "Display mode picker" names one).
  private func isActionObject(_ entry: Entry, firstWord: String, previousWords: ArraySlice<String> = [])
    -> Bool
  {
    guard !actionVerbs.isEmpty else { return false }
    if entry.role == .picker {
      return Self.pickerVerbs.contains(firstWord) || previousWords.last.map(Self.pickerVerbs.contains) == true
    }
    guard Self.objectLikeRoles.contains(entry.role) else { return false }
    if actionVerbs.contains(firstWord) || previousWords.last.map(actionVerbs.contains) == true { return true }
    // "Enter Link" (a menu command, a placeholder): the link is what the user types; "Enter email
    // text field" names a field (review 196).
    // "Enter full screen icon" names an icon (review 197): only right after the verb, but for a
    // link, which the user types ("Enter Invite Link", review 198).
    if entry.role != .textField, language == "en",
      previousWords.last == "enter" || (entry.role == .link && firstWord == "enter")
    {
      return true
    }
    let words = Array(previousWords)
    let isJoinedVerb = { (offset: Int) in
      words.count >= offset + 1 && self.actionVerbs.contains(words[words.count - offset])
        && Self.verbJoiners.contains(words[words.count - offset - 1])
    }
    // After an article, the word before it is a verb, not a noun telling what kind.
    return isJoinedVerb(2)
      || (words.count >= 3 && Self.articles.contains(words[words.count - 2])
        && actionVerbs.contains(words[words.count - 3]))
  }

  /// English articles that put a noun after a verb: "to show the hidden icon".
  private static let articles: Set<String> = ["the", "a", "an", "its", "your", "this", "that"]

  /// Words before a verb that make the noun after it that verb's object ("to", "or generate").
  private static let verbJoiners: Set<String> = ["to", "or", "and"]

  /// Verbs whose object a picker is, in English: an action that opens or closes it.
  private static let pickerVerbs: Set<String> = ["open", "show", "hide", "close", "dismiss"]

  /// Whether `entry` at the start of a spaced label is followed by a word that makes it content
  /// ("כרטיסייה חדשה", "علامة تبويب جديدة": New Tab).
  private func isModifiedObject(_ entry: Entry, nextWord: String?) -> Bool {
    guard let nextWord, !followingModifiers.isEmpty, Self.objectLikeRoles.contains(entry.role) else {
      return false
    }
    return followingModifiers.contains(nextWord)
  }

  /// Whether `role`'s nouns are often the object of an action rather than the element's role.
  static func isObjectLike(_ role: RoleWords.Role) -> Bool { objectLikeRoles.contains(role) }
}
