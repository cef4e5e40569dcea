import Foundation

/// Words that name a control's role ("button", "Schaltfläche", "botón", "ボタン") in a label,
/// for the `role-in-label` rule: VoiceOver already speaks the trait, so "Save button" is heard
/// as "Save button, button".
///
/// A role word counts only as a whole word at the start or end of the label (ignoring
/// surrounding punctuation), matched case- and diacritic-insensitively; in Chinese and
/// Japanese, which do not separate words, as the end of the label, in Thai as its start. Where a language puts the
/// role noun first ("Botón guardar") only the start counts, so verb-first actions such as
/// "Añadir imagen" pass; English "Add image" and "Copy link" pass because nouns that are often
/// an action's object (image, link, tab, icon, menu, field) are skipped after a common verb.
/// Callers that know the element's traits should compare them with `RoleWordMatch.role`.
public enum RoleWords {
  /// The role a role word names.
  public enum Role: String, CaseIterable, Hashable, Sendable {
    case button, link, image, icon, tab, heading, textField, checkbox, toggle, slider, menu
    case picker
  }

  /// Where in the label a role word was found.
  public enum Placement: String, Hashable, Sendable {
    case start, end, whole
  }

  /// A role word found in a label.
  public struct RoleWordMatch: Hashable, Sendable {
    /// The role word as listed (`botón`, `Schaltfläche`, `text field`).
    public var word: String
    /// The role it names.
    public var role: Role
    /// Where it was found.
    public var placement: Placement
    /// The language whose list it comes from (`en` for English leaking into another locale).
    public var language: String
  }

  /// The role word in `label` for a label in `language` (a language or locale identifier such
  /// as `es`, `de-CH`, `zh-Hant`), or `nil`. English words are checked too, since UI strings
  /// leak English; a language without a list is checked against English only.
  public static func roleWord(in label: String, language: String) -> String? {
    match(in: label, language: language)?.word
  }

  /// The role word in `label` with its role and placement, or `nil` (see `roleWord(in:language:)`).
  ///
  /// A word the label holds twice is its content, not a role: "Picture in Picture" is
  /// "Bild-in-Bild", "Bilde-i-bilde", "Εικόνα-σε-Εικόνα", "تصویر در تصویر". So is a word that
  /// opens a pair of kinds in a language that names the role first ("Hình ảnh/Âm thanh",
  /// "Imagen/Sonido": video and audio).
  public static func match(in label: String, language: String) -> RoleWordMatch? {
    guard let found = firstMatch(in: label, language: language) else { return nil }
    if found.placement == .start && found.language != "en" && opensPair(label, word: found.word) {
      return nil
    }
    let word = Folded.words(of: Folded.fold(found.word))
    guard word.count == 1, let only = word.first else { return found }
    return Folded.words(of: Folded.fold(label)).lazy.filter { $0 == only }.count > 1 ? nil : found
  }

  /// Whether `label` starts with `word` followed by a slash ("Hình ảnh/Âm thanh").
  private static func opensPair(_ label: String, word: String) -> Bool {
    let text = Folded.fold(label.trimmingWhitespace)
    let folded = Folded.fold(word)
    guard text.hasPrefix(folded) else { return false }
    return text.dropFirst(folded.count).drop { $0 == " " }.first == "/"
  }

  private static func firstMatch(in label: String, language: String) -> RoleWordMatch? {
    let code = languageCode(language)
    let native = code == "en" ? nil : list(for: code)
    guard mayHoldRoleWord(label, native: native) else { return nil }
    let folded = Folded(label, window: edgeWindow, edgeWords: edgeWords)
    guard !folded.isEmpty else { return nil }
    let englishStart = { (word: String) in namesRoleAtStart(label, word: word) }
    guard let native else {
      return english.match(in: folded, acceptsStart: englishStart)
        ?? quotedNameRoleWord(in: label, list: english)
    }
    if let found = native.match(in: folded) ?? appendedRoleWord(in: label, list: native)
      ?? quotedNameRoleWord(in: label, list: native)
    {
      guard native.matchesDiacritics else { return found }
      if let written = writtenSpelling(of: found, in: label, list: native) { return written }
    }
    // English words the language shares ("image" in French) follow the language's own rules.
    return english.match(in: folded, skipping: native.foldedWords, acceptsStart: englishStart)
  }

  /// `found`, or another listed spelling that folds alike, as `label` writes it with its marks
  /// (Hindi "फील्ड" beside "फ़ील्ड", Marathi "टैब" beside "टॅब"); `nil` where it writes none
  /// (Vietnamese "Nứt" for "nút").
  private static func writtenSpelling(of found: RoleWordMatch, in label: String, list: RoleWordList)
    -> RoleWordMatch?
  {
    if writesDiacritics(of: found, in: label, unspaced: list.unspaced) { return found }
    let folded = Folded.fold(found.word)
    for entry in list.entries where entry.folded == folded && entry.word != found.word {
      var spelling = found
      (spelling.word, spelling.role) = (entry.word, entry.role)
      if writesDiacritics(of: spelling, in: label, unspaced: list.unspaced) { return spelling }
    }
    return nil
  }

  /// Whether `label` writes the role word `found` with its diacritics where it was found, case
  /// aside: folding drops them, which are tones in Vietnamese ("Nứt màn hình" folds as "Nút")
  /// and vowel signs in the Indic scripts ("बाथ टब" as "टैब").
  /// In a language without spaces, the word is the start or end of the label's text.
  private static func writesDiacritics(of found: RoleWordMatch, in label: String, unspaced: Bool) -> Bool {
    // Without a joiner at a word's edge, as folding drops it ("सहेजें बटन\u{200C}").
    let word = Folded.words(of: found.word.lowercased()).map(Folded.withoutEdgeJoiners)
    let words = Folded.words(of: label.lowercased()).map(Folded.withoutEdgeJoiners)
    if unspaced {
      let (text, whole) = (words.joined(separator: " "), word.joined(separator: " "))
      switch found.placement {
      case .start: return text.hasPrefix(whole)
      case .end: return text.hasSuffix(whole)
      case .whole: return text == whole
      }
    }
    switch found.placement {
    case .start: return words.starts(with: word)
    case .end: return words.reversed().starts(with: word.reversed())
    case .whole: return words == word
    }
  }

  /// Whether `label` in `language` holds a word of `role` (its language's or English) anywhere,
  /// as a whole word, whatever its place: also as content ("New Tab", "Image quality"). English
  /// words count in the plural too ("App Icons", "Images: %lu"), and so do the English words that
  /// name the same thing ("Photo" and "Picture" for an image, "URL" for a link), which a
  /// translation may render with the role noun ("Profile picture" -> "Gambar profil").
  static func mentions(_ role: Role, in label: String, language: String) -> Bool {
    let code = languageCode(language)
    let lists = [english] + (code == "en" ? [] : list(for: code).map { [$0] } ?? [])
    let folded = Folded.fold(label)
    let words = " " + Folded.words(of: folded).joined(separator: " ") + " "
    func holds(_ phrase: String) -> Bool { words.contains(" " + phrase + " ") }
    // English plurals: "icons", "switches", "checkboxes".
    func holdsEnglish(_ phrase: String) -> Bool {
      holds(phrase) || holds(phrase + "s") || holds(phrase + "es")
    }
    if englishSynonyms[role, default: []].contains(where: holdsEnglish) { return true }
    return lists.contains { list in
      list.entries.contains { entry in
        guard entry.role == role else { return false }
        if list.unspaced { return folded.contains(entry.folded) }
        let phrase = Folded.words(of: entry.folded).joined(separator: " ")
        return list === english ? holdsEnglish(phrase) : holds(phrase)
      }
    }
  }

  /// English words for what a role's noun names as content: many languages use one word for
  /// both ("Title" -> "Заголовок", "API Key" -> "API anahtarı", "SIM Card" -> "Scheda SIM",
  /// "Flag" -> "Флажок", "Double-tap" -> "두 번 탭", "Key" -> "Tombol", "Connection" ->
  /// "Bağlantı", "Symbol" -> "סמל"), or say in a compound with the role noun what English says in
  /// one word ("Thumbnail" -> "Küçük resim", "Avatar" -> "تصویر نمایه", "Subtitle" -> "Alt
  /// başlık", "Linked" -> "已連結", "Pictogram" -> "รูปภาพสัญลักษณ์", "App Icons" -> "App圖像").
  private static let englishSynonyms: [Role: [String]] = [
    .image: [
      "photo", "picture", "pic", "screenshot", "thumbnail", "wallpaper", "avatar", "background", "cover",
      "artwork", "snapshot", "drawing", "draw", "pictogram", "illustration", "graphic", "icon",
    ],
    .icon: ["symbol", "logo", "emoji", "badge", "pictogram"],
    .link: ["url", "connection", "connect", "connected", "linked"],
    .heading: ["title", "header", "headline", "subtitle", "caption"], .button: ["key"],
    .tab: ["card", "sheet", "separator", "tap", "page"], .toggle: ["key", "passkey"], .checkbox: ["flag"],
  ]

  /// Whether `role` and `other` name one thing: the same role, or an icon and an image, which
  /// many languages say with one word ("App Icons" -> "App圖像").
  static func namesOneThing(_ role: Role, _ other: Role) -> Bool {
    role == other || Set([role, other]) == [.icon, .image]
  }

  /// Whether `label` in `language` is an action on an object: two words or more, the first one
  /// of the language's action verbs ("Copy Photo", "Open link in browser", "Neues Foto"); in a
  /// language without spaces, a verb of two characters or more before more text ("保存照片").
  /// Only languages with a verb list (English, German, Chinese, Japanese, Korean) tell.
  static func startsWithActionVerb(_ label: String, language: String) -> Bool {
    guard let list = list(for: languageCode(language)), !list.actionVerbs.isEmpty else { return false }
    let words = Folded.words(of: Folded.fold(label))
    guard let first = words.first else { return false }
    if list.unspaced {
      // One character may be part of a word ("新闻", news): only longer verbs tell.
      return list.actionVerbs.contains { $0.count > 1 && first.count > $0.count && first.hasPrefix($0) }
    }
    return words.count >= 2 && list.actionVerbs.contains(first)
  }

  /// Whether `role`'s nouns are often an action's object (image, link, tab, icon, menu, field).
  static func isObjectLike(_ role: Role) -> Bool { RoleWordList.isObjectLike(role) }

  /// Whether an English role word at the start of `label` names the element ("Image of a cat",
  /// "Button: Save", "Tab 2") rather than modifying the noun after it ("Image quality", "Link
  /// settings", "Button-style links"): English puts the head noun last, so only a separator, a
  /// number or `of`/`for`/`to` after the word makes it the head.
  static func namesRoleAtStart(_ label: String, word: String) -> Bool {
    var text = label.trimmingWhitespace.lowercased()[...]
    // After a leading argument ("%@ Button Shapes": "Turn On Button Shapes") the word starts the rest.
    if text.hasPrefix("%@") { text = text.dropFirst(2).drop { $0 == " " } }
    guard text.hasPrefix(word.lowercased()) else { return true }
    let after = text.dropFirst(word.count)
    // Joined to the next word by a hyphen it modifies the noun after it: "Image-first post".
    if after.first == "-", after.dropFirst().first?.isLetter == true { return false }
    let rest = after.drop { $0 == " " }
    guard let next = rest.first else { return true }
    if next.isNumber || ":-–—,(|/".contains(next) { return true }
    return rest.hasPrefix("of ") || rest.hasPrefix("for ") || rest.hasPrefix("to ")
  }

  /// A quick answer for most labels: where words are separated by spaces, every role word
  /// starts at the label's first word or ends at its last, so a label whose first and last words
  /// begin and end no listed word holds none. Only those two words are folded.
  private static func mayHoldRoleWord(_ label: String, native: RoleWordList?) -> Bool {
    if native?.unspaced == true { return true }
    guard let (first, last) = Folded.edgeWords(of: label) else { return true }
    return english.mayMatch(first: first, last: last) || native?.mayMatch(first: first, last: last) == true
  }

  /// How many characters at each end of a label can hold a role word and its boundary: only
  /// those are folded, so long labels cost no more than short ones. (The longest folded role
  /// word of any list, plus 2: a constant, so that no list is built for it; a test checks it.)
  static let edgeWindow = 28

  /// How many words at each end of a label can hold a role word (the most words of any role
  /// word, plus 1; a test checks it).
  static let edgeWords = 4

  /// The codes of the languages with a role word list (`de`, `ja`), sorted; English's words are
  /// checked in every language.
  public static var languages: [String] { listedLanguages }

  /// The role words listed for `language`, or `nil` if it has no list.
  public static func words(for language: String) -> [String]? {
    list(for: languageCode(language))?.entries.map(\.word)
  }

  private static func languageCode(_ language: String) -> String {
    // Callers mostly pass a bare language code (`LocaleID.language`): that needs no parsing,
    // which would cost more than the rest of a label's check.
    let isBareCode = language.utf8.allSatisfy { $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") }
    let code = isBareCode ? language : LocaleID(language).language
    return listedCode(for: code)
  }

  /// The code whose list `code` shares (Cantonese is written with Chinese role words, Nynorsk
  /// and `no` with Bokmål's, Bosnian and Montenegrin with Serbian's), else `code`. A switch: comparing short strings costs less than
  /// hashing one, and this runs for every label.
  private static func listedCode(for code: String) -> String {
    switch code {
    case "iw": "he"
    case "yue": "zh"
    case "no", "nn": "nb"
    case "bs", "cnr": "sr"
    case "in": "id"
    default: code
    }
  }
}
