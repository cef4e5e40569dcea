extension EnglishFallbackRule {
  /// Whether `text` is `source` in other letter case, in a locale written in another script than
  /// Latin ("Nice" for "nice" in Chinese): the English word, only capitalised (eul's
  /// zh-Hans, whose edit then read as a fix). Not in a language written in Latin letters, where
  /// "OK" for "Ok" or "Dives akuru" for "Dives Akuru" is as often the language's own spelling.
  static func differsOnlyInCase(_ text: String, _ source: String, locale: LocaleID) -> Bool {
    // Most pairs differ in length or in their first letter's case-folded form.
    guard text != source, text.utf8.count == source.utf8.count,
      let first = text.unicodeScalars.first, let sourceFirst = source.unicodeScalars.first,
      first.properties.lowercaseMapping == sourceFirst.properties.lowercaseMapping,
      !ParentLocales.isWrittenInLatin(locale),
      // Serbian, Kazakh, Uzbek: written in Latin letters too, unless the locale names its script.
      locale.script != nil || !LatinSourceText.alsoWrittenInLatin.contains(locale.language),
      text.unicodeScalars.allSatisfy(LatinSourceText.isEnglishScalar)
    else { return false }
    return text.lowercased() == source.lowercased()
  }
}
