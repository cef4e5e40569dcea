import CatalogParser

extension PluralCoverageRule {
  /// A form of a Slavic plural written as another form where the noun after the count must take
  /// another ending: which form is wrong, and what the finding says.
  struct FormCopy {
    /// What is wrong, for the message.
    var message: String
    /// The finding's part (`few for many`).
    var part: String
    /// The form the finding points at, the one to rewrite; `nil` for the set's first form.
    var form: PluralCategory?
  }

  /// A Russian, Ukrainian or Belarusian `many` that copies `few` ("5 файла") or `one` ("5
  /// минута"), or a `one` that copies `many` ("1 файлов"), with a noun right after a number that
  /// starts the phrase (audit 327). Only endings that tell which form was copied are asked: a
  /// noun for 2 to 4 in "а", "я", "ы" (Ukrainian "и") after a consonant, a genitive plural in
  /// "ов", "ев" (Ukrainian "ів"), a singular in "а", "я"; "1 человек", "5 человек" are right.
  static func eastSlavicManyOrOneCopy(
    _ cases: [String: LocalizedValue], locale: LocaleID, textBeforeSet: () -> Substring
  ) -> FormCopy? {
    let form = { (category: PluralCategory) in trimmedForm(category, of: cases) }
    guard let example = fewAndManyExamples[locale.language], let one = form(.one), let few = form(.few),
      let many = form(.many), one != few
    else { return nil }
    let language = locale.language
    let manyNumbers = "the app shows 'many' for 0, 5 to 20, 25 to 30 and so on"
    // A noun that does not decline ("пони пасутся", "пони пасётся") is no copy (review 226).
    if many == few, let noun = phraseNoun(of: few, language: language, textBeforeSet: textBeforeSet),
      endsAsAfterTwo(noun, language: language),
      phraseNoun(of: one, language: language, textBeforeSet: textBeforeSet) != noun
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
    // "остров" is a singular in "ов": its form for 2 adds a vowel ("острова"), so `many` is the
    // slip (review 225); "человек", "раз" are right for 1 and for 5 alike.
    let fewNoun = phraseNoun(of: few, language: language, textBeforeSet: textBeforeSet)
    let isSingular = fewNoun.map { addsOneLetter($0, to: noun) } ?? false
    let endsAsGenitivePlural = (genitivePluralEndings[language] ?? []).contains(where: noun.hasSuffix)
    if endsAsGenitivePlural && !isSingular {
      return FormCopy(
        message:
          "writes 'one' as it writes 'many' ('\(one)'), but the app shows 'one' for 1, 21, 31 and so on, "
          + "where a noun takes another ending than after 5 to 20 ('\(example.one)', '\(example.many)')",
        part: "many for one", form: .one)
    }
    guard endsAsGenitivePlural || endsAsFeminineSingular(noun) else { return nil }
    return FormCopy(
      message: "writes 'many' as it writes 'one' ('\(many)'), but \(manyNumbers), where a noun takes "
        + "another ending than after 1 ('\(example.one)', '\(example.many)')",
      part: "one for many", form: .many)
  }

  /// A Polish `one` and `many` alike where `few` differs, with the count in them, or a Czech or
  /// Slovak `one` and `other` alike: CLDR's `one` is for 1 alone, where the noun takes the
  /// nominative singular, and Polish `many` (0, 5 to 21 and so on) or Czech and Slovak `other` (0,
  /// 5 and up) the genitive plural; a `few` of its own tells that the words after the count
  /// decline. Only a genitive plural's ending tells the slip, `one`'s: "1 przedmiotów", "1
  /// souborů" (audits 324, 327).
  static func westSlavicOneAndPluralAlike(_ cases: [String: LocalizedValue], locale: LocaleID) -> FormCopy? {
    guard let grammar = westSlavicPlurals[locale.language] else { return nil }
    let form = { (category: PluralCategory) in trimmedForm(category, of: cases) }
    let name = grammar.plural.rawValue
    // A noun that does not decline ("euro", "kiwi") beside a verb that does ("zostały 2 euro") is
    // one form for every count (review 224); a verb after the count agrees alike for 1 and for 5
    // ("%lld zbývá", "zostało"), so only a genitive plural's ending tells a slip (review 226),
    // and not that of a singular whose form for 2 adds a letter ("ostrov", "ostrovy").
    guard let one = form(.one), let few = form(.few), let plural = form(grammar.plural),
      one == plural, few != plural, let noun = CountNeighbours(of: one)?.after?.lowercased(),
      let fewNoun = CountNeighbours(of: few)?.after?.lowercased(), fewNoun != noun,
      noun.hasSuffix(grammar.genitivePlural), !addsOneLetter(fewNoun, to: noun)
    else { return nil }
    return FormCopy(
      message: "writes 'one' as it writes '\(name)' ('\(one)'), but the app shows 'one' for 1 alone, "
        + "where a noun takes another ending than after 5 \(grammar.example)",
      part: "\(name) for one", form: .one)
  }

  /// The form of the genitive plural after 5 by language, the numbers it is for, a masculine
  /// genitive plural's ending, and a noun for 1 and 5.
  private static let westSlavicPlurals:
    [String: (plural: PluralCategory, numbers: String, genitivePlural: String, example: String)] = [
      "pl": (.many, "0, 5 to 21, 25 to 31 and so on", "ów", "('1 plik', '5 plików')"),
      "cs": (.other, "0 and 5 and up", "ů", "('1 soubor', '5 souborů')"),
      "sk": (.other, "0 and 5 and up", "ov", "('1 súbor', '5 súborov')"),
    ]

  /// The text of a plural's form of `category`, trimmed.
  static func trimmedForm(_ category: PluralCategory, of cases: [String: LocalizedValue]) -> String? {
    cases[category.rawValue]?.value.map(LabelText.trimmed)
  }

  /// The noun that agrees with the one count of `text`, where the count starts the phrase (the
  /// text before the plural's variable counts too, `textBeforeSet`), in Cyrillic letters.
  static func phraseNoun(of text: String, language: String, textBeforeSet: () -> Substring) -> String? {
    guard let neighbours = CountNeighbours(of: text), startsThePhrase(neighbours.preceding),
      neighbours.preceding.contains(where: { !$0.isWhitespace }) || startsThePhrase(textBeforeSet()),
      let noun = agreeingNoun(neighbours, language: language),
      noun.unicodeScalars.allSatisfy(cyrillicLetters.contains)
    else { return nil }
    return noun
  }

  /// Whether `noun` ends as a noun after 2 to 4 does ("файла", "минуты", Ukrainian "файли"), a
  /// consonant before that vowel: not "медиа", which does not decline, nor an adjective. An "и"
  /// (Ukrainian "і") only after the consonants whose plural takes it ("ошибки", "задачи",
  /// Ukrainian "дні", "тижні"; review 225), not "такси", "жюри".
  private static func endsAsAfterTwo(_ noun: String, language: String) -> Bool {
    let letters = Array(noun)
    guard letters.count >= 3, let last = letters.last, !adjectiveEndings.contains(where: noun.hasSuffix)
    else {
      return false
    }
    let before = letters[letters.count - 2]
    // Not Russian "ли", a past verb's plural ("продвинули") as often as a noun's ("недели").
    if last == (language == "uk" ? "і" : "и") {
      return (language == "uk" ? "гкхжшчщлн" : "гкхжшчщн").contains(before)
    }
    return endsInVowel(noun, among: language == "uk" ? "аяи" : "аяы")
  }

  /// Whether `noun` ends as a feminine singular does after 1 ("минута", "неделя"), a consonant
  /// before its "а" or "я".
  private static func endsAsFeminineSingular(_ noun: String) -> Bool {
    endsInVowel(noun, among: "ая")
  }

  /// Whether `noun`, three letters or more, ends in one of `vowels` after a consonant.
  private static func endsInVowel(_ noun: String, among vowels: String) -> Bool {
    let letters = Array(noun)
    guard letters.count >= 3, let last = letters.last, vowels.contains(last) else { return false }
    return !"аеёиоуыэюяіїє".contains(letters[letters.count - 2])
  }

  /// Whether `longer` is `noun` and one letter more: a singular's form for 2 ("остров",
  /// "острова"; Slovak "ostrov", "ostrovy").
  private static func addsOneLetter(_ longer: String, to noun: String) -> Bool {
    longer.count == noun.count + 1 && longer.hasPrefix(noun)
  }

  /// Endings only a genitive plural has, by language ("файлов", "устройств" aside; "файлів").
  private static let genitivePluralEndings: [String: [String]] = [
    "ru": ["ов", "ев", "ёв"], "uk": ["ів", "їв"], "be": ["аў", "оў", "ёў"],
  ]
}
