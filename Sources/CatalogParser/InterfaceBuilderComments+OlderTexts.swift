extension InterfaceBuilderComments {
  /// The texts each locale's file records in its comments where the `source` locale's file (or
  /// `Base.lproj`'s) records another, by key and locale: Xcode writes the storyboard's text into
  /// each file it generates, and a file not generated again keeps the old one. Only a file whose
  /// recorded texts mostly agree with the source's, unless `ibtool` wrote its own language there.
  /// Texts that differ only in white space are alike (review 204).
  func olderTexts(source: LocaleID, document: InterfaceBuilderDocument?) -> [String: [LocaleID: String]] {
    if let document {
      // A key of a property the document is not read for is compared as without it, with the
      // source language's file (review 207); not one whose object or text is gone (review 208).
      var older = olderTexts(source: source, document: nil).filter {
        document.texts[$0.key] == nil && document.holdsObject(ofKey: $0.key) == true
          && !InterfaceBuilderDocumentParser.readsProperty(ofKey: $0.key)
      }
      older.merge(olderTexts(than: document, source: source)) { $1 }
      return older
    }
    guard let reference = locales.firstIndex(of: source) ?? locales.firstIndex(of: LocaleID.base) else {
      return [:]
    }
    // The source's comments as written: most files write each alike, read without parsing.
    var sourceComments: [String: String] = [:]
    for (key, comment) in files[reference] where comment != nil { sourceComments[key] = comment }
    var current: [String: String] = [:]
    var older: [String: [LocaleID: String]] = [:]
    for (index, file) in files.enumerated() where index != reference {
      guard let locale = locales[index], locale != source, locale != LocaleID.base else { continue }
      var differing: [(key: String, text: String)] = []
      var agreeing = 0
      for (key, comment) in file {
        guard let comment, let sourceComment = sourceComments[key] else { continue }
        if comment == sourceComment {
          agreeing += 1
          continue
        }
        if current[key] == nil {
          current[key] = InterfaceBuilderSource.sourceText(of: key, comment: sourceComment)
        }
        guard let now = current[key], let then = InterfaceBuilderSource.sourceText(of: key, comment: comment)
        else { continue }
        if Self.spacedAlike(then, now) { agreeing += 1 } else { differing.append((key, then)) }
      }
      guard !differing.isEmpty, agreeing > 0, agreeing >= differing.count,
        !isOwnLanguage(index, differing: differing, current: current)
      else { continue }
      for (key, text) in differing { older[key, default: [:]][locale] = text }
    }
    return older
  }

  /// Whether the file at `index` writes its own language in its comments, as `ibtool` does: every
  /// value is its comment's text, and no differing text shares a word with the source's (words
  /// both languages write, "OK", "Version", make such comments agree here and there; review 204).
  /// An untranslated file of an older storyboard keeps words of the new text ("Second Subtitle"
  /// for "Secondary Subtitle", review 205).
  func isOwnLanguage(
    _ index: Int, differing: [(key: String, text: String)], current: [String: String]
  ) -> Bool {
    guard commentedValues(of: index).translated == 0 else { return false }
    let words = { (text: String) in Set(text.lowercased().split(whereSeparator: { !$0.isLetter })) }
    return differing.allSatisfy { key, text in
      current[key].map { words($0).isDisjoint(with: words(text)) } ?? true
    }
  }

  /// Whether two texts are alike but for their white space (a space before a line break).
  static func spacedAlike(_ text: String, _ other: String) -> Bool {
    text == other || text.split(whereSeparator: \.isWhitespace) == other.split(whereSeparator: \.isWhitespace)
  }
}
