import CatalogParser

extension EnglishFallbackRule {
  /// Whether a plural form that copies the source's is the language's own word, inflected in its
  /// other forms: Polish `one` "%d folder" beside "%d foldery", "%d folderów", "%d folderu". In a
  /// language written in Latin letters with more forms than `one` and `other`, where every other
  /// form of the set writes the copied words with an ending, the word is borrowed and declined,
  /// not left in English; not where one does not ("%d folder" beside Sorbian "%d rjadowaki"),
  /// nor where those forms copy the source too ("%d files"). In Spanish and Portuguese, where the
  /// plural is the word's own: "%d item" beside "%d itens" (a word in "m" makes it in "ns"),
  /// "%d error" beside "%d errores" (one in a consonant adds "es"). Not other
  /// endings, which may follow an English word left in the singular ("%d event" beside Spanish
  /// "%d eventos").
  static func isDeclinedOwnWord(
    _ text: String, at path: String, in value: LocalizedValue, source: LocalizedValue, locale: LocaleID
  ) -> Bool {
    let declines = mayDeclineBorrowedWords(locale)
    let isIberian = ["es", "pt"].contains(locale.language)
    guard declines || isIberian, let owner = LeafPath.pluralOwner(of: path),
      let forms = value.leaf(at: owner)?.variations?.plural
    else { return false }
    let stem = words(of: text)
    guard !stem.isEmpty else { return false }
    // Compared as words, as copies are: "%d files " or "%2$d Files" copy "%d files" all the same.
    let sourceWords = Set(
      LeafPath.sourcePluralForms(of: path, in: source, translation: value).values.map(words))
    let others = forms.values.compactMap(\.value).map(words).filter { $0 != stem }
    let droppedStem = dropsFleetingE(locale) ? withoutFleetingE(stem) : nil
    let takesEnglishPlural = !endsNoPluralInS.contains(locale.language)
    return !others.isEmpty && sourceWords.isDisjoint(with: others)
      && others.allSatisfy { inflected in
        (declines
          && (hasEnding(inflected, after: stem, englishPluralCounts: takesEnglishPlural)
            || droppedStem.map {
              hasEnding(inflected, after: $0, englishPluralCounts: takesEnglishPlural)
            } == true))
          || (isIberian && isIberianPlural(inflected, of: stem, in: locale.language))
      }
  }

  /// Whether a plural form that copies the source's is the language's own word, which does not
  /// change with the count: Italian "%d file" in every form, where English's other form says
  /// "%d files" (audit 304). A translator who left English would have copied that form too. Only
  /// a single word, in a language that keeps many borrowed nouns as they are for every count
  /// (Italian "file", "post", "video"; German "Byte", "Computer"; Swedish "album"): French,
  /// Polish or Turkish "%d file" in every form is English, as a phrase is ("%d new message",
  /// whose words would change; review 206).
  static func isInvariantOwnWord(
    _ text: String, at path: String, in value: LocalizedValue, source: LocalizedValue, locale: LocaleID
  ) -> Bool {
    guard keepsBorrowedNounsUnchanged.contains(locale.language), let owner = LeafPath.pluralOwner(of: path),
      let forms = value.leaf(at: owner)?.variations?.plural?.values.compactMap(\.value), forms.count >= 2
    else { return false }
    let stem = words(of: text)
    guard !stem.isEmpty, stem.allSatisfy(\.isLetter), forms.allSatisfy({ words(of: $0) == stem }) else {
      return false
    }
    let sourceForms = LeafPath.sourcePluralForms(of: path, in: source, translation: value)
    return sourceForms["other"].map { words(of: $0) != stem } == true
  }

  /// Languages whose plural leaves many borrowed nouns as they are: Italian (a noun in a
  /// consonant), German and the Scandinavian languages (neuter nouns, nouns in "-er").
  private static let keepsBorrowedNounsUnchanged: Set<String> = [
    "it", "de", "sv", "da", "nb", "nn", "no", "is",
  ]

  /// Whether `inflected` is the Spanish or Portuguese plural of `stem`, a word in a consonant:
  /// "errores" for "error", "cores" for "cor", Portuguese "itens" for "item", "álbuns" for
  /// "álbum".
  private static func isIberianPlural(_ inflected: String, of stem: String, in language: String) -> Bool {
    guard let last = stem.last, stem.count >= 2, isConsonant(last) else { return false }
    if language == "pt" && last == "m" { return inflected == stem.dropLast() + "ns" }
    return inflected == stem + "es"
  }

  /// Whether `inflected` is `stem` with an ending of letters ("foldery", "cookie-uri"), not
  /// English's "(s)"; without `englishPluralCounts`, not English's "s" alone either ("Missed
  /// calls" beside Polish `one` "Missed call" is English's plural; audit 289).
  private static func hasEnding(_ inflected: String, after stem: String, englishPluralCounts: Bool) -> Bool {
    guard inflected.count > stem.count, inflected.hasPrefix(stem) else { return false }
    let rest = inflected.dropFirst(stem.count)
    guard rest.first.map({ $0.isLetter || $0 == "-" }) == true else { return false }
    return englishPluralCounts || rest.prefix(while: \.isLetter) != "s"
  }

  /// Languages written in Latin letters with more plural forms than `one` and `other` that make
  /// no case or plural of a word by "s" alone: Slavic languages and Romanian ("foldery",
  /// "folderów", "foldere"). Lithuanian and Latvian do ("fails"), as French and Welsh plurals do.
  private static let endsNoPluralInS: Set<String> = [
    "pl", "cs", "sk", "sl", "hr", "sr", "bs", "hsb", "dsb", "ro", "mo", "csb", "szl",
  ]

  /// Whether `locale`'s language writes a borrowed word's nominative with the "e" its other forms
  /// drop (Slovak, Slovenian and Sorbian "meter", "metra"); Czech and Polish write "metr", so there
  /// "meter" is English.
  private static func dropsFleetingE(_ locale: LocaleID) -> Bool {
    ["sk", "sl", "hsb", "dsb"].contains(locale.language)
  }

  /// `stem` without the "e" before its last consonant, which Slavic languages drop before an
  /// ending: Slovak, Slovenian and Sorbian "%d meter" beside "%d metre", "%d metrov";
  /// else `nil`.
  private static func withoutFleetingE(_ stem: String) -> String? {
    let letters = Array(stem)
    guard letters.count >= 4, letters[letters.count - 2] == "e",
      let last = letters.last, isConsonant(last), let before = letters.dropLast(2).last, isConsonant(before)
    else { return nil }
    return String(letters.dropLast(2)) + String(last)
  }

  /// Whether `locale`'s language is written in Latin letters and tells more counts apart than
  /// `one` and `other`: there a form that reads as English may be the language's own word
  /// (Croatian and Romanian `few` "%d minute", Polish "%d folder").
  static func mayDeclineBorrowedWords(_ locale: LocaleID) -> Bool {
    ParentLocales.isWrittenInLatin(locale)
      && PluralRules.requiredCategories(for: locale.identifier).map { !$0.isSubset(of: [.one, .other]) }
        == true
  }

  /// The text without its placeholders and numbers, trimmed and in lowercase: "%d Folder" and
  /// "1 folder" (a `one` form that writes its number, audit 282) are "folder". A copy compares
  /// so too, with its case (`isFallback`); lowercase here lets "%d File" beside "%d files" count
  /// as the same word.
  private static func words(of text: String) -> String {
    let words = FormatSpecifierParser.text(text, without: FormatSpecifierParser.parse(text))
      .trimmingWhitespace
      .lowercased()
    guard words.contains(where: \.isNumber) else { return words }
    return words.split(separator: " ").filter { !$0.allSatisfy(\.isNumber) }.joined(separator: " ")
  }

  private static func isConsonant(_ letter: Character) -> Bool {
    letter.isLetter && !"aeiouy".contains(letter)
  }
}
