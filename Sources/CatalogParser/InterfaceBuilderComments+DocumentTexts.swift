extension InterfaceBuilderComments {
  /// The texts each locale's file records in its comments where `document`, the storyboard or
  /// XIB itself, now says another, by key and locale: the file was generated from an older version
  /// of it. The source language's copy (`en.lproj/Main.strings`) too, which English users see,
  /// unless its value already says what the document says (review 207). Not a file `ibtool`
  /// wrote in its own language, nor texts that differ only in white space. Nor, in a translation,
  /// a change of letter case alone ("Crisis line" to "Crisis Line": the translation still says
  /// it), nor a comment whose translator translated it too (audit 314).
  func olderTexts(than document: InterfaceBuilderDocument, source: LocaleID) -> [String: [LocaleID: String]] {
    var older: [String: [LocaleID: String]] = [:]
    for (index, file) in files.enumerated() {
      guard let locale = locales[index], locale != LocaleID.base else { continue }
      let isSource = locale.language == source.language
      var differing: [(key: String, text: String)] = []
      for ((key, comment), value) in zip(file, values(ofFile: index)) {
        guard let comment, let now = document.texts[key],
          let then = InterfaceBuilderSource.sourceText(of: key, comment: comment),
          !Self.spacedAlike(then, now),
          !isSource || value.map({ !Self.spacedAlike($0, now) }) ?? true,
          isSource || !isTranslationsOwnRecord(then, key: key, now: now, value: value, file: index)
        else { continue }
        differing.append((key, then))
      }
      guard !differing.isEmpty,
        isSource || !isOwnLanguage(index, differing: differing, current: document.texts)
      else { continue }
      for (key, text) in differing { older[key, default: [:]][locale] = text }
    }
    return older
  }

  /// Whether the comment text `then` that a translation's file at `file` records for `key`, where
  /// the document says `now`, tells nothing of an older document: it differs in letter case
  /// alone, or it is the file's own `value`, in another script than the document's text, and no
  /// other file records it (a comment translated with its value, "خط الأزمة" where the other files
  /// record "Crisis line").
  private func isTranslationsOwnRecord(_ then: String, key: String, now: String, value: String?, file: Int)
    -> Bool
  {
    if Self.spacedAlike(then.lowercased(), now.lowercased()) { return true }
    // A copy of an older text in the document's own script is stale English, not a translation
    // (review 213: "Hotline" kept as the German value).
    guard let value, Self.spacedAlike(value, then),
      Self.scripts(of: then).isDisjoint(with: Self.scripts(of: now))
    else { return false }
    return !files.indices.contains { other in
      other != file
        && files[other].contains {
          $0.key == key
            && InterfaceBuilderSource.sourceText(of: key, comment: $0.comment).map {
              Self.spacedAlike($0, then)
            } == true
        }
    }
  }

  /// The writing systems of `text`'s letters, roughly: Latin as one, others by their Unicode block
  /// of 256 code points (Cyrillic, Arabic, Devanagari, …).
  private static func scripts(of text: String) -> Set<UInt32> {
    Set(
      text.unicodeScalars.lazy.filter(\.properties.isAlphabetic).map { scalar in
        scalar.value < 0x250 || (0x1E00...0x1EFF).contains(scalar.value) ? 0 : scalar.value >> 8
      })
  }
}
