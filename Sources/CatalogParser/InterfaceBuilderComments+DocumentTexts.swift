extension InterfaceBuilderComments {
  /// The texts each locale's file records in its comments where `document`, the storyboard or
  /// XIB itself, now says another, by key and locale: the file was generated from an older version
  /// of it. The source language's copy (`en.lproj/Main.strings`) too, which English users see,
  /// unless its value already says what the document says (review 207). Not a file `ibtool`
  /// wrote in its own language, nor texts that differ only in white space.
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
          !isSource || value.map({ !Self.spacedAlike($0, now) }) ?? true
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
}
