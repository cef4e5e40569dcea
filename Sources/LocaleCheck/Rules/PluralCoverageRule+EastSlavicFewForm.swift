import CatalogParser

extension PluralCoverageRule {
  /// The problem of a Russian, Ukrainian or Belarusian plural whose `few` form is its `many`
  /// form, or its `one` form where `many` differs, with a noun right after a number that starts
  /// the phrase: CLDR's `few` is for 2 to 4, 22 to 24 and so on, where the noun takes another
  /// ending than after 1 and after 5 to 20 ("2 часа", not "2 часов" nor "2 час"; audits 312, 316).
  /// `nil` otherwise: after a word, which may govern the noun's case for every count ("на основе
  /// %d оценок", "Загрузка %d файлов"; review 212), in the form or before its variable in the
  /// format, and before a unit ("%d мин", "%d Мбит/с"), and for `many`'s copy before a verb ("%d
  /// участвуют") or a word ending in a vowel ("%d медиа", which does not decline), one form
  /// reads right.
  static func eastSlavicFewRepeatingMany(
    _ cases: [String: LocalizedValue], locale: LocaleID, textBeforeSet: () -> Substring
  ) -> (message: String, copied: PluralCategory)? {
    let form = { (category: PluralCategory) in trimmedForm(category, of: cases) }
    guard let example = fewAndManyExamples[locale.language], let few = form(.few), let many = form(.many),
      let one = form(.one), few == many ? one != few : one == few,
      let noun = phraseNoun(of: few, language: locale.language, textBeforeSet: textBeforeSet)
    else { return nil }
    let shown = { (copied: String) in
      "writes 'few' as it writes '\(copied)' ('\(few)'), but the app shows 'few' for 2 to 4, 22 to 24 and so on, "
    }
    if few == one {
      // An indeclinable noun is one form for 1 and for 2 (Russian "2 фото", Ukrainian "2
      // повідомлення"; review 214); "2 минута", "2 сообщение" are not (review 215).
      guard !looksIndeclinable(noun) else { return nil }
      let message = "where a noun takes another ending than after 1 ('\(example.few)', '\(example.one)')"
      return (shown("one") + message, .one)
    }
    guard takesAnotherEndingAfterFew(noun, in: few, singular: one) else { return nil }
    let message = "where a noun takes another ending than after 5 to 20 ('\(example.few)', '\(example.many)')"
    return (shown("many") + message, .many)
  }

  /// The problem of a Russian, Ukrainian or Belarusian plural whose `few` and `many` forms are
  /// the other way round: `few` with the noun for 5 to 20 and `many` with the noun for 2 to 4,
  /// the rest of the two alike ("%lld лет назад" as `few`, "%lld года назад" as `many`: "2 лет
  /// назад", "5 года назад"; audit 324). Asked as a copy is, of a number that starts the phrase.
  static func eastSlavicFewAndManySwapped(
    _ cases: [String: LocalizedValue], locale: LocaleID, textBeforeSet: () -> Substring
  ) -> String? {
    let form = { (category: PluralCategory) in trimmedForm(category, of: cases) }
    guard let example = fewAndManyExamples[locale.language], let few = form(.few), let many = form(.many),
      let one = form(.one), few != many, one != few, one != many,
      let fewNoun = phraseNoun(of: few, language: locale.language, textBeforeSet: textBeforeSet),
      let manyNeighbours = CountNeighbours(of: many),
      let manyNoun = agreeingNoun(manyNeighbours, language: locale.language),
      takesAnotherEndingAfterFew(fewNoun, in: few, singular: one),
      manyNoun.unicodeScalars.allSatisfy(cyrillicLetters.contains),
      let last = manyNoun.last, "аяыиі".contains(last), !adjectiveEndings.contains(where: manyNoun.hasSuffix),
      // Only the noun differs: the same words around it.
      few.lowercased().replacingOccurrences(of: fewNoun, with: "")
        == many.lowercased().replacingOccurrences(of: manyNoun, with: "")
    else { return nil }
    return
      "writes 'few' and 'many' the other way round: the app shows '\(few)' for 2 to 4, 22 to 24 and so on, "
      + "and '\(many)' for 5 to 20, where a noun reads '\(example.few)' and '\(example.many)'"
  }

  /// Whether `noun` (in the form for 1) ends as a word that takes no other ending after 2 does:
  /// in "о", "у", "ю", "э", "и", "і", "ё" ("фото", "меню", "такси"), in "е" not after "и" or "ь"
  /// ("кафе", Belarusian "паведамленне"; not "сообщение", "платье"), or in "я" after a doubled
  /// consonant or an apostrophe (Ukrainian "повідомлення", "життя", "сім'я").
  static func looksIndeclinable(_ noun: String) -> Bool {
    let letters = Array(noun)
    guard let last = letters.last else { return true }
    let before = letters.count >= 2 ? letters[letters.count - 2] : nil
    switch last {
    case "о", "у", "ю", "э", "и", "і", "ё": return true
    case "е", "є": return before.map { !"иь".contains($0) } ?? true
    case "я":
      guard let before else { return false }
      return before == "'" || before == "’" || (letters.count >= 3 && letters[letters.count - 3] == before)
    default: return false
    }
  }

  /// Whether `preceding`, the text before a number, leaves its noun's case to the number alone:
  /// nothing, or punctuation ("Найдено: %d"), and no word that may govern it.
  static func startsThePhrase(_ preceding: Substring) -> Bool {
    guard let last = preceding.last(where: { !$0.isWhitespace }) else { return true }
    return !last.isLetter && !last.isNumber && last != "@" && last != "%"
  }

  /// The word after the count that agrees with it: the first, or the one after an adjective
  /// ("сообщений" in "%d новых сообщений": "2 новых сообщения"), lowercased; `nil` for a unit.
  static func agreeingNoun(_ neighbours: CountNeighbours, language: String) -> String? {
    guard let first = neighbours.after, !isUnit(first, language: language) else { return nil }
    let word = first.lowercased()
    guard adjectiveEndings.contains(where: word.hasSuffix) else { return word }
    return neighbours.afterNext.flatMap { isUnit($0, language: language) ? nil : $0.lowercased() }
  }

  /// Whether `noun`, after the count in `text`, is a noun in the form for 5 to 20 (its genitive
  /// plural, ending in a consonant, "й" or "ь"), which 2 to 4 do not take.
  private static func takesAnotherEndingAfterFew(_ noun: String, in text: String, singular: String) -> Bool {
    guard noun.unicodeScalars.allSatisfy(cyrillicLetters.contains), let last = noun.last,
      consonantsAndSigns.contains(last), !adjectiveEndings.contains(where: noun.hasSuffix),
      !text.lowercased().contains(noun + "."), !text.lowercased().contains(noun + "/")
    else { return false }
    // "%d минут" beside "1 минута" is a noun, "%d идут" beside "%d идёт" a verb.
    if verbEndings.contains(where: noun.hasSuffix) {
      return singular.lowercased().split(whereSeparator: { !$0.isLetter }).contains { $0.hasPrefix(noun) }
    }
    return true
  }

  /// Whether `word` is a unit or an abbreviation: two letters or fewer, two capitals ("ГГц"), or
  /// a unit written in lowercase letters ("мин").
  private static func isUnit(_ word: String, language: String) -> Bool {
    word.count <= 2 || word.filter(\.isUppercase).count >= 2
      || unitSymbols.contains(word.lowercased())
      || (ownUnitSymbols[language]?.contains(word.lowercased()) ?? false)
  }

  /// The forms for 1, 2 and 5 of one noun, by language.
  static let fewAndManyExamples: [String: (one: String, few: String, many: String)] = [
    "ru": ("1 файл", "2 файла", "5 файлов"), "uk": ("1 файл", "2 файли", "5 файлів"),
    "be": ("1 файл", "2 файлы", "5 файлаў"),
  ]

  static let cyrillicLetters = Set("абвгдеёжзийклмнопрстуфхцчшщъыьэюяіїєґў".unicodeScalars)

  /// A genitive plural's last letters; indeclinable loanwords ("медиа", "евро") end in vowels.
  private static let consonantsAndSigns = Set("бвгджзйклмнпрстфхцчшщьў")

  /// An adjective's plural ending, the same for 2 and for 5 ("2 новых", "5 новых").
  static let adjectiveEndings = ["ых", "их", "іх"]

  /// A verb's plural ending, the same for every count: present tense ("%d участвуют", Ukrainian
  /// "%d читають", Belarusian "%d чытаюць") and reflexive ("%d подписались"; audit 316).
  private static let verbEndings = [
    "ют", "ят", "ат", "ут", "ють", "ять", "уть", "ать", "юць", "яць", "уць", "аць", "сь",
  ]

  /// Units written in lowercase Cyrillic letters, which every count shares ("%d мин").
  private static let unitSymbols: Set<String> = [
    "мин", "сек", "шт", "км", "см", "мм", "кг", "мг", "мб", "гб", "кб", "тб", "мс", "дн", "нед", "мес", "чел",
    "стр", "руб", "грн", "коп", "тыс", "млн", "млрд", "мбит", "кбит", "гбит", "вт", "квт", "гц", "кгц", "мгц",
    "ггц", "мач", "дб", "сут", "мл",
  ]

  /// Units of one language only ("год", hours in Ukrainian, is a year in Russian).
  private static let ownUnitSymbols: [String: Set<String>] = [
    "uk": ["год", "хв", "міс", "тиж", "тис"], "be": ["гадз", "хв", "тыд", "тыс"],
  ]
}
