import CatalogParser

extension PluralCoverageRule {
  /// A form of a Slavic plural written as another form where the noun after the count must take
  /// another ending: which form is wrong, and what the finding says.
  struct FormCopy {
    /// What is wrong, for the message.
    var message: String
    /// The finding's part (`few for many`).
    var part: String
    /// The form the finding points at: the one to rewrite.
    var form: PluralCategory
  }

  /// A Russian, Ukrainian or Belarusian `many` that copies `few` ("5 файла") or `one` ("5
  /// минута"), or a `one` that copies `many` ("1 файлов"), with a noun right after a number that
  /// starts the phrase (audit 327). Only endings that tell which form was copied are asked: a
  /// noun for 2 to 4 in "а", "я", "ы" (Ukrainian "и") after a consonant, a genitive plural in
  /// "ов", "ев" (Ukrainian "ів"), a singular in "а", "я"; "1 человек", "5 человек" are right.
  static func eastSlavicManyOrOneCopy(
    _ cases: [String: LocalizedValue], locale: LocaleID, textBeforeSet: () -> Substring
  ) -> FormCopy? {
    let form = { (category: PluralCategory) in cases[category.rawValue]?.value.map(LabelText.trimmed) }
    guard let example = fewAndManyExamples[locale.language], let one = form(.one), let few = form(.few),
      let many = form(.many), one != few
    else { return nil }
    let language = locale.language
    let manyNumbers = "the app shows 'many' for 0, 5 to 20, 25 to 30 and so on"
    if many == few, let noun = phraseNoun(of: few, language: language, textBeforeSet: textBeforeSet),
      endsAsAfterTwo(noun, language: language)
    {
      return FormCopy(
        message: "writes 'many' as it writes 'few' ('\(many)'), but \(manyNumbers), where a noun takes "
          + "another ending than after 2 to 4 ('\(example.few)', '\(example.many)')",
        part: "few for many", form: .many)
    }
    guard one == many, few != many,
      let noun = phraseNoun(of: one, language: language, textBeforeSet: textBeforeSet),
      phraseNoun(of: few, language: language, textBeforeSet: textBeforeSet) != noun
    else { return nil }
    if (genitivePluralEndings[language] ?? []).contains(where: noun.hasSuffix) {
      return FormCopy(
        message:
          "writes 'one' as it writes 'many' ('\(one)'), but the app shows 'one' for 1, 21, 31 and so on, "
          + "where a noun takes another ending than after 5 to 20 ('\(example.one)', '\(example.many)')",
        part: "many for one", form: .one)
    }
    guard endsAsFeminineSingular(noun) else { return nil }
    return FormCopy(
      message: "writes 'many' as it writes 'one' ('\(many)'), but \(manyNumbers), where a noun takes "
        + "another ending than after 1 ('\(example.one)', '\(example.many)')",
      part: "one for many", form: .many)
  }

  /// A Polish `one` and `many` alike where `few` differs, with the count in them: CLDR's `one` is
  /// for 1 alone, where the noun takes the nominative singular, and `many` for 0, 5 to 21 and so
  /// on, the genitive plural; a `few` of its own tells that the words after the count decline.
  /// The noun's ending tells which was copied: "1 przedmiotów" (`one`), "5 minuta" (`many`);
  /// otherwise ("1 plik", "5 plik") both are named (audits 324, 327).
  static func polishOneAndManyAlike(_ cases: [String: LocalizedValue], locale: LocaleID) -> FormCopy? {
    let form = { (category: PluralCategory) in cases[category.rawValue]?.value.map(LabelText.trimmed) }
    // A noun that does not decline ("euro", "kiwi") beside a verb that does ("zostały 2 euro") is
    // one form for every count (review 224).
    guard locale.language == "pl", let one = form(.one), let few = form(.few), let many = form(.many),
      one == many, few != many, let noun = CountNeighbours(of: one)?.after?.lowercased(),
      CountNeighbours(of: few)?.after?.lowercased() != noun
    else { return nil }
    let example = "('1 plik', '5 plików')"
    let manyNumbers = "the app shows 'many' for 0, 5 to 21, 25 to 31 and so on"
    if noun.hasSuffix("ów") {
      return FormCopy(
        message: "writes 'one' as it writes 'many' ('\(one)'), but the app shows 'one' for 1 alone, "
          + "where a noun takes another ending than after 5 \(example)",
        part: "many for one", form: .one)
    }
    if let last = noun.last, "aoeę".contains(last) {
      return FormCopy(
        message: "writes 'many' as it writes 'one' ('\(many)'), but \(manyNumbers), where a noun takes "
          + "another ending than after 1 \(example)",
        part: "one for many", form: .many)
    }
    return FormCopy(
      message:
        "writes 'one' and 'many' alike ('\(one)'), but the app shows 'one' for 1 alone and 'many' for 0, "
        + "5 to 21, 25 to 31 and so on, where a noun takes two endings \(example)",
      part: "one and many alike", form: .one)
  }

  /// The noun that agrees with the one count of `text`, where the count starts the phrase (as
  /// ``eastSlavicFewRepeatingMany(_:locale:textBeforeSet:)`` asks it), in Cyrillic letters.
  private static func phraseNoun(of text: String, language: String, textBeforeSet: () -> Substring) -> String?
  {
    guard let neighbours = CountNeighbours(of: text), startsThePhrase(neighbours.preceding),
      neighbours.preceding.contains(where: { !$0.isWhitespace }) || startsThePhrase(textBeforeSet()),
      let noun = agreeingNoun(neighbours, language: language),
      noun.unicodeScalars.allSatisfy(cyrillicLetters.contains)
    else { return nil }
    return noun
  }

  /// Whether `noun` ends as a noun after 2 to 4 does ("файла", "минуты", Ukrainian "файли"), a
  /// consonant before that vowel: not "медиа", which does not decline, nor an adjective.
  private static func endsAsAfterTwo(_ noun: String, language: String) -> Bool {
    let letters = Array(noun)
    guard letters.count >= 3, let last = letters.last,
      (language == "uk" ? "аяи" : "аяы").contains(last),
      !"аеёиоуыэюяіїє".contains(letters[letters.count - 2]),
      !adjectiveEndings.contains(where: noun.hasSuffix)
    else { return false }
    return true
  }

  /// Whether `noun` ends as a feminine singular does after 1 ("минута", "неделя"), a consonant
  /// before its "а" or "я".
  private static func endsAsFeminineSingular(_ noun: String) -> Bool {
    let letters = Array(noun)
    guard letters.count >= 3, let last = letters.last, "ая".contains(last) else { return false }
    return !"аеёиоуыэюяіїє".contains(letters[letters.count - 2])
  }

  /// Endings only a genitive plural has, by language ("файлов", "устройств" aside; "файлів").
  private static let genitivePluralEndings: [String: [String]] = [
    "ru": ["ов", "ев", "ёв"], "uk": ["ів", "їв"], "be": ["аў", "оў", "ёў"],
  ]
}
