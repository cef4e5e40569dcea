import CatalogParser

extension EnglishFallbackRule {
  /// The entry's key as a source text, where a translation copies the key rather than the
  /// source's text: a catalog's key is the English text the code was written with, and a
  /// translator who copies it after the English value was edited ("Begin smooth" for the source's
  /// "Begin smoothening") leaves English all the same (audit 288). `nil` unless the source
  /// language is English, the value is the key as it is, both are plain texts, the key reads
  /// as English there (see `keyReadsAsEnglish(_:source:in:)`) and its table's keys are its texts.
  /// `keysAreTexts`: whether the entry's table writes its keys as its source texts (see
  /// ``KeyTextTables``), as a German developer's table of German keys does not.
  func copiedKey(
    of entry: StringEntry, value: LocalizedValue, source: LocalizedValue, resolution: Resolution,
    keysAreTexts: () -> Bool
  ) -> LocalizedValue? {
    guard resolution.sourceLocale.language == "en", let text = value.value, text == entry.key,
      value.variations == nil, source.variations == nil, let sourceText = source.value,
      LabelText.trimmed(sourceText) != LabelText.trimmed(text),
      Self.keyReadsAsEnglish(text, source: sourceText, in: resolution.locale), keysAreTexts()
    else { return nil }
    return LocalizedValue(value: text, position: value.position)
  }

  /// Whether a key reads as English text, not a token (`welcome.title`) nor another language's
  /// words: ASCII words with Latin punctuation; in a locale written in Latin letters, where a
  /// developer's German key may be the German value, also two words or more sharing one with the
  /// source text, an older wording of it ("Begin smooth", "Begin smoothening").
  static func keyReadsAsEnglish(_ key: String, source: String, in locale: LocaleID) -> Bool {
    guard key.unicodeScalars.allSatisfy(LatinSourceText.isEnglishScalar),
      key.unicodeScalars.contains(where: { $0.properties.isAlphabetic }),
      !IdentifierShape.looksLikeMachineToken(key), !IdentifierShape.looksLikeKeyName(key)
    else { return false }
    guard
      LatinSourceText.mayBeWrittenInLatin(locale)
    else { return true }
    let keyWords = words(of: key)
    return keyWords.count >= 2 && !keyWords.isDisjoint(with: words(of: source))
  }

  /// The lowercased words of three letters or more of `text`.
  private static func words(of text: String) -> Set<String> {
    Set(text.lowercased().split(whereSeparator: { !$0.isLetter }).filter { $0.count >= 3 }.map(String.init))
  }
}
