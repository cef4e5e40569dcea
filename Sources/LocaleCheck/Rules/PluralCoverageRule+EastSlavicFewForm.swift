import CatalogParser

extension PluralCoverageRule {
  /// The problem of a Russian, Ukrainian or Belarusian plural whose `few` form repeats `many`
  /// with a noun right after the number: CLDR's `few` is for 2 to 4, 22 to 24 and so on, where
  /// the noun takes another ending than after 5 to 20 ("2 часа", not "2 часов"; audit 312, Cog).
  /// `nil` otherwise: a number after a preposition that governs the noun's case for every count
  /// ("для %d сетей", also outside the set: "%#@found@ из %#@files@"), before an adjective ("%d новых"), a unit ("%d мин"), a verb ("%d идут")
  /// or an indeclinable word ("%d медиа", ending in a vowel) reads right with one form.
  static func eastSlavicFewRepeatingMany(
    _ cases: [String: LocalizedValue], locale: LocaleID, wordBeforeSet: () -> String?
  ) -> String? {
    guard let example = fewAndManyExamples[locale.language],
      let few = cases[PluralCategory.few.rawValue]?.value.map(LabelText.trimmed),
      let many = cases[PluralCategory.many.rawValue]?.value.map(LabelText.trimmed), few == many,
      let one = cases[PluralCategory.one.rawValue]?.value.map(LabelText.trimmed), one != few,
      let neighbours = CountNeighbours(of: few), let noun = neighbours.after?.lowercased(),
      takesAnotherEndingAfterFew(
        noun, in: few, before: neighbours.before ?? (few.hasPrefix("%") ? wordBeforeSet() : nil),
        singular: one)
    else { return nil }
    return "repeats its 'many' form '\(few)' in 'few', which the app shows for 2 to 4, 22 to 24 and so on: "
      + "a noun after such a number takes another ending than after 5 to 20 ('\(example.few)', "
      + "'\(example.many)')"
  }

  /// Whether `noun`, after the count in `text`, is a noun in the form for 5 to 20 (its genitive
  /// plural, ending in a consonant, "й" or "ь"), which 2 to 4 do not take.
  private static func takesAnotherEndingAfterFew(
    _ noun: String, in text: String, before preceding: String?, singular: String
  ) -> Bool {
    guard noun.unicodeScalars.allSatisfy(cyrillicLetters.contains), let last = noun.last,
      consonantsAndSigns.contains(last), !adjectiveEndings.contains(where: noun.hasSuffix),
      !unitSymbols.contains(noun), !text.contains(noun + "."), !text.lowercased().contains(noun + ".")
    else { return false }
    if let preceding, governingPrepositions.contains(preceding.lowercased()) { return false }
    // "%d минут" beside "1 минута" is a noun, "%d идут" beside "%d идёт" a verb.
    if verbEndings.contains(where: noun.hasSuffix) {
      return singular.lowercased().split(whereSeparator: { !$0.isLetter }).contains { $0.hasPrefix(noun) }
    }
    return true
  }

  /// The forms for 2 and 5 of one noun, by language.
  private static let fewAndManyExamples: [String: (few: String, many: String)] = [
    "ru": ("2 файла", "5 файлов"), "uk": ("2 файли", "5 файлів"), "be": ("2 файлы", "5 файлаў"),
  ]

  private static let cyrillicLetters = Set("абвгдеёжзийклмнопрстуфхцчшщъыьэюяіїєґў".unicodeScalars)

  /// A genitive plural's last letters; indeclinable loanwords ("медиа", "евро") end in vowels.
  private static let consonantsAndSigns = Set("бвгджзйклмнпрстфхцчшщьў")

  /// An adjective's plural ending, the same for 2 and for 5 ("2 новых", "5 новых").
  private static let adjectiveEndings = ["ых", "их", "іх"]

  /// A present-tense verb's plural ending, the same for every count ("%d участвуют").
  private static let verbEndings = ["ют", "ят", "ат", "ут", "ють", "ять", "уть", "ать"]

  /// Prepositions that set the noun's case for every count ("для 2 сетей", "на 2 устройствах");
  /// not "за" and "через", whose accusative differs ("за 2 месяца", "за 5 месяцев").
  private static let governingPrepositions: Set<String> = [
    "для", "до", "от", "из", "у", "без", "около", "после", "кроме", "среди", "вокруг", "возле", "против", "с",
    "со", "на", "в", "во", "о", "об", "обо", "при", "по", "к", "ко", "над", "под", "перед", "между", "від",
    "із", "з", "зі", "біля", "після", "крім", "серед", "між", "ад", "пры", "па", "пасля", "каля",
  ]

  /// Units written in lowercase Cyrillic letters, which every count shares ("%d мин").
  private static let unitSymbols: Set<String> = [
    "мин", "сек", "ч", "шт", "км", "м", "см", "мм", "кг", "г", "мб", "гб", "кб", "тб", "мс", "дн", "нед",
    "мес", "чел", "стр", "руб", "грн", "коп", "тыс", "млн", "млрд", "хв", "с", "год", "тис",
  ]
}
