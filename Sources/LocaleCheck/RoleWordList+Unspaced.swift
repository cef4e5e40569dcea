/// Matching in languages written without spaces (Chinese, Japanese, Thai): a role word is the
/// label's end, or, where the language names the role first (Thai "ปุ่มบันทึก"), its start.
extension RoleWordList {
  /// The first role word of this unspaced list at the label's end or start (or the whole label).
  func scan(_ label: RoleWords.Folded, skipping skipped: Set<String>) -> RoleWords.RoleWordMatch? {
    // Folded once per label, not once per entry: folding non-ASCII text is Foundation's slow part.
    let texts = FoldedTexts(text: label.text, tail: label.tail)
    // A role word is the label's end, its start or the whole label: its last or first character
    // is the label's, which rules out most words without comparing them.
    let lastCharacter = (texts.tail ?? texts.text).last
    let firstCharacter = texts.text.first
    for entry in entries
    where entry.lastCharacter == lastCharacter
      || (entry.allowsStart && entry.firstCharacter == firstCharacter)
    {
      if !skipped.isEmpty && skipped.contains(entry.folded) { continue }
      if let placement = placement(of: entry, in: texts) {
        return RoleWords.RoleWordMatch(
          word: entry.word, role: entry.role, placement: placement, language: language)
      }
    }
    return nil
  }

  /// A label's folded text up to the edge window, and its folded end when it is longer.
  private struct FoldedTexts {
    let text: String
    let tail: String?
  }

  private func placement(of entry: Entry, in texts: FoldedTexts) -> RoleWords.Placement? {
    let text = texts.text
    let tail = texts.tail ?? text
    if texts.tail == nil, text == entry.folded { return entry.standalone ? .whole : nil }
    if entry.allowsEnd, tail.hasSuffix(entry.folded), !endsInContentWord(tail),
      !isActionObject(entry, head: text, before: tail.dropLast(entry.folded.count), whole: texts.tail == nil)
    {
      return .end
    }
    if entry.allowsStart, text.hasPrefix(entry.folded), !startsWithContentWord(text),
      !isModifiedObject(entry, after: text.dropFirst(entry.folded.count))
    {
      return .start
    }
    return nil
  }

  /// Whether `entry` at the end of an unspaced label is the object of an action verb (or of
  /// "new"): a verb right before it ("复制链接", Copy Link; "在浏览器中打开链接"; "新規タブ") or
  /// at the label's start ("打开当前链接"). `before` is the text before the role word; `head` the
  /// label's start, which is all of it but the role word where `whole`.
  ///
  /// A verb of one character counts only as all that comes before the role word ("新标签页", New
  /// Tab): as part of a longer text it may be a word's ("最新链接", the latest link).
  private func isActionObject(_ entry: Entry, head: String, before written: Substring, whole: Bool) -> Bool {
    guard !actionVerbs.isEmpty, RoleWords.isObjectLike(entry.role) else { return false }
    // Burmese spaces phrases, not words: a space may stand between the verb and its object
    // ("ယခင် တဘ်", Previous Tab).
    var before = written
    while before.last == " " { before = before.dropLast() }
    let start = whole ? before : Substring(head)
    return actionVerbs.contains { verb in
      let starts = start.hasPrefix(verb) && !Self.nounsStartingWithVerbs.contains(where: start.hasPrefix)
      return (before.hasSuffix(verb) || starts) && (verb.count > 1 || before == verb)
    }
  }

  /// Chinese nouns that start with an action verb: an administrator's icon (管理员图标) or a
  /// browser's (浏览器图标) names its role; a product image added (添加商品图片) is content.
  private static let nounsStartingWithVerbs = [
    "管理员", "管理員", "管理器", "管理者", "管理人", "生成器", "创建者", "建立者", "制作人", "製作人", "制作者",
    "製作者", "编辑器", "編輯器", "编辑者", "編輯者", "浏览器", "瀏覽器", "选择器", "選擇器", "播放器", "下载器",
    "下載器", "上传者", "上傳者", "发送者", "傳送者", "获取器", "切换器", "切換器",
  ]

  /// Whether `entry` at the start of an unspaced label is followed by a word that makes it content
  /// (Thai "แท็บใหม่", New Tab).
  private func isModifiedObject(_ entry: Entry, after: Substring) -> Bool {
    guard !followingModifiers.isEmpty, RoleWords.isObjectLike(entry.role) else { return false }
    let next = after.drop { $0 == " " }
    return followingModifiers.contains { next.hasPrefix($0) }
  }

  /// Whether the end of an unspaced label, folded, is one of `contentPhrases` as a whole word.
  ///
  /// These are katakana words, which stand alone only where no katakana comes before them:
  /// "ソフトドリンク" is listed on its own, since "ダウンロードリンク" ends in "ドリンク" too and
  /// is a link.
  private func endsInContentWord(_ text: String) -> Bool {
    contentPhrases.contains { phrase in
      guard let word = phrase.first, phrase.count == 1, text.hasSuffix(word) else { return false }
      let before = text.unicodeScalars.dropLast(word.unicodeScalars.count).last
      return before.map { !Self.isKatakana($0) } ?? true
    }
  }

  /// Whether an unspaced label, folded, starts with one of `contentStarts`: a word that starts
  /// with a role word but is another (Thai "แท็บเล็ต", a tablet, not a "แท็บ").
  private func startsWithContentWord(_ text: String) -> Bool {
    contentStarts.contains { text.hasPrefix($0) }
  }

  /// Katakana letters and the prolonged sound mark `ー`, full and half width.
  private static func isKatakana(_ scalar: Unicode.Scalar) -> Bool {
    (0x30A1...0x30FF).contains(scalar.value) || (0xFF66...0xFF9F).contains(scalar.value)
  }
}
