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

  /// `text` with `source`'s quotation marks where it has others in their place, in a locale of
  /// another script than Latin whose text would then be `source` in other letter case ("Didn’t
  /// get a link?" for "Didn't get a Link?", audit 282): `nil` where that is not so.
  static func withSourceQuotationMarks(_ text: String, _ source: String, locale: LocaleID) -> String? {
    guard text != source, let first = text.unicodeScalars.first,
      let sourceFirst = source.unicodeScalars.first,
      first.properties.lowercaseMapping == sourceFirst.properties.lowercaseMapping,
      !ParentLocales.isWrittenInLatin(locale)
    else { return nil }
    var marked = String.UnicodeScalarView()
    var sourceScalars = source.unicodeScalars.makeIterator()
    var changed = false
    for scalar in text.unicodeScalars {
      guard let other = sourceScalars.next() else { return nil }
      let swaps = scalar != other && quotationMarks.contains(scalar) && quotationMarks.contains(other)
      marked.append(swaps ? other : scalar)
      changed = changed || swaps
    }
    guard changed, sourceScalars.next() == nil, case let result = String(marked),
      differsOnlyInCase(result, source, locale: locale)
    else { return nil }
    return result
  }
}
