import Testing

@testable import LocaleCheck

/// A Russian, Ukrainian or Belarusian `few` that repeats `many` shows "2 часов" where the
/// language writes "2 часа" (audit 312: Cog); `few` and `many` the other way round, and a Polish
/// `one` that repeats `many`, are as wrong (audit 324).
@Suite("plural-coverage: East Slavic 'few'")
struct PluralCoverageEastSlavicFewFormTests {
  private static func messages(_ forms: [(String, String)], locale: String = "ru") throws -> [String] {
    let catalog = PluralCoverageRuleTests.catalog(["en": PluralCoverageRuleTests.english, locale: forms])
    return try Fixture(["Localizable.xcstrings": catalog]).findings(of: "plural-coverage").map(\.message)
  }

  @Test func aFewFormThatRepeatsManyIsTold() throws {
    let found = try Self.messages([
      ("one", "%lld час"), ("few", "%lld часов"), ("many", "%lld часов"), ("other", "%lld часа"),
    ])
    #expect(
      found == [
        "ru plural of %lld files writes 'few' as it writes 'many' ('%lld часов'), but the app shows 'few' for "
          + "2 to 4, 22 to 24 and so on, where a noun takes another ending than after 5 to 20 ('2 файла', "
          + "'5 файлов')"
      ])
  }

  @Test(arguments: [
    (
      "uk",
      [
        ("one", "%lld хвилина залишилася"), ("few", "%lld хвилин залишилося"),
        ("many", "%lld хвилин залишилося"), ("other", "%lld хвилини"),
      ]
    ),
    // After punctuation, and a noun after an adjective ("2 новых сообщения", review 212).
    (
      "ru",
      [
        ("one", "Найдено: %lld файл"), ("few", "Найдено: %lld файлов"),
        ("many", "Найдено: %lld файлов"), ("other", "Найдено: %lld файла"),
      ]
    ),
    (
      "ru",
      [
        ("one", "%lld новое сообщение"), ("few", "%lld новых сообщений"),
        ("many", "%lld новых сообщений"), ("other", "%lld новых сообщения"),
      ]
    ),
    // A noun whose plural ends like a verb, beside its singular ("минута").
    (
      "ru", [("one", "%lld минута"), ("few", "%lld минут"), ("many", "%lld минут"), ("other", "%lld минуты")]
    ),
    ("be", [("one", "%lld файл"), ("few", "%lld файлаў"), ("many", "%lld файлаў"), ("other", "%lld файла")]),
  ])
  func otherLanguagesAndNeighboursAreTold(locale: String, forms: [(String, String)]) throws {
    #expect(try Self.messages(forms, locale: locale).count == 1)
  }

  @Test(arguments: [
    // The language's own forms.
    [("one", "%lld час"), ("few", "%lld часа"), ("many", "%lld часов"), ("other", "%lld часа")],
    // The number after its noun, or no noun at all.
    [("one", "Файлов: %lld"), ("few", "Файлов: %lld"), ("many", "Файлов: %lld"), ("other", "Файлов: %lld")],
    [("one", "%lld"), ("few", "%lld"), ("many", "%lld"), ("other", "%lld")],
    // A word before the number, which may set the case for every count: a preposition, also a
    // compound one, a noun (review 212).
    [
      ("one", "На основе %lld оценки"), ("few", "На основе %lld оценок"), ("many", "На основе %lld оценок"),
      ("other", "На основе %lld оценки"),
    ],
    [
      ("one", "Загрузка %lld файла"), ("few", "Загрузка %lld файлов"), ("many", "Загрузка %lld файлов"),
      ("other", "Загрузка %lld файла"),
    ],
    [
      ("one", "для %lld сети"), ("few", "для %lld сетей"), ("many", "для %lld сетей"),
      ("other", "для %lld сети"),
    ],
    [
      ("one", "на %lld устройстве"), ("few", "на %lld устройствах"), ("many", "на %lld устройствах"),
      ("other", "на %lld устройства"),
    ],
    // An adjective, a unit, a verb, an indeclinable word.
    [("one", "%lld новый"), ("few", "%lld новых"), ("many", "%lld новых"), ("other", "%lld новых")],
    [("one", "%lld мин"), ("few", "%lld мин назад"), ("many", "%lld мин назад"), ("other", "%lld мин")],
    [("one", "%lld Мбит/с"), ("few", "%lld Мбит/с"), ("many", "%lld Мбит/с"), ("other", "%lld Мбит/с.")],
    [("one", "%lld ГГц"), ("few", "%lld ГГц"), ("many", "%lld ГГц"), ("other", "%lld ГГц.")],
    [("one", "%lld мАч"), ("few", "%lld мАч"), ("many", "%lld мАч"), ("other", "%lld мАч.")],
    [("one", "%lld шт."), ("few", "%lld стр. назад"), ("many", "%lld стр. назад"), ("other", "%lld стр.")],
    [
      ("one", "%lld участвует"), ("few", "%lld участвуют"), ("many", "%lld участвуют"),
      ("other", "%lld участвуют"),
    ],
    [
      ("one", "%lld медиа"), ("few", "%lld медиа файл"), ("many", "%lld медиа файл"), ("other", "%lld медиа"),
    ],
    [("one", "%lld продвинул"), ("few", "%lld продвинули"), ("many", "%lld продвинули"), ("other", "%lld")],
    // Reflexive past tense (audit 316).
    [
      ("one", "%lld подписался"), ("few", "%lld подписались"), ("many", "%lld подписались"),
      ("other", "%lld"),
    ],
    // English left untranslated: `english-fallback`'s.
    [("one", "%lld hour"), ("few", "%lld hours"), ("many", "%lld hours"), ("other", "%lld hours")],
  ])
  func formsThatNeedNoFewFormOfTheirOwnPass(forms: [(String, String)]) throws {
    #expect(try Self.messages(forms).isEmpty)
  }

  /// A variable whose format puts a preposition before it ("%#@found@ из %#@files@").
  @Test func aPrepositionBeforeTheVariableSetsTheCase() throws {
    let english = CatalogText.stringsdict([
      FixturePluralRule(
        "%d files", format: "in %#@files@", variable: "files",
        forms: [("one", "%d file"), ("other", "%d files")])
    ])
    let forms = [("one", "%d файла"), ("few", "%d файлов"), ("many", "%d файлов"), ("other", "%d файла")]
    let governed = try Fixture([
      "App/en.lproj/Localizable.stringsdict": english,
      "App/ru.lproj/Localizable.stringsdict": CatalogText.stringsdict([
        FixturePluralRule("%d files", format: "из %#@files@", variable: "files", forms: forms)
      ]),
    ])
    #expect(try governed.findings(of: "plural-coverage").isEmpty)
    let counted = try Fixture([
      "App/en.lproj/Localizable.stringsdict": english,
      "App/ru.lproj/Localizable.stringsdict": CatalogText.stringsdict([
        FixturePluralRule("%d files", format: "Найдено: %#@files@", variable: "files", forms: forms)
      ]),
    ])
    #expect(try counted.findings(of: "plural-coverage").count == 1)
  }

  /// The finding points at the `few` form, the one to mend (review 215).
  @Test func theFindingPointsAtTheFewForm() throws {
    let catalog = PluralCoverageRuleTests.catalog([
      "en": PluralCoverageRuleTests.english,
      "ru": [("one", "%lld час"), ("few", "%lld часов"), ("many", "%lld часов"), ("other", "%lld часа")],
    ])
    let fixture = try Fixture(["Localizable.xcstrings": catalog])
    let found = try fixture.findings(of: "plural-coverage")
    #expect(found.count == 1)
    #expect(
      found.first?.position?.line == fixture.position(of: "%lld часов", in: "Localizable.xcstrings").line)
  }

  /// A `few` that copies `one` where `many` differs shows "2 файл" (audit 316).
  @Test func aFewFormThatRepeatsOneIsTold() throws {
    let found = try Self.messages([
      ("one", "%lld файл"), ("few", "%lld файл"), ("many", "%lld файлов"), ("other", "%lld файла"),
    ])
    #expect(
      found == [
        "ru plural of %lld files writes 'few' as it writes 'one' ('%lld файл'), but the app shows 'few' for 2 to 4, "
          + "22 to 24 and so on, where a noun takes another ending than after 1 ('2 файла', '1 файл')"
      ])
    // Nouns ending in a vowel that decline are told (review 215).
    for forms in [
      [("one", "%lld минута"), ("few", "%lld минута"), ("many", "%lld минут"), ("other", "%lld минуты")],
      [
        ("one", "%lld сообщение"), ("few", "%lld сообщение"), ("many", "%lld сообщений"),
        ("other", "%lld сообщения"),
      ],
    ] {
      #expect(try Self.messages(forms).count == 1)
    }
    // An indeclinable noun is one form for 1 and for 2 (review 214).
    #expect(
      try Self.messages(
        [
          ("one", "%lld повідомлення"), ("few", "%lld повідомлення"), ("many", "%lld повідомлень"),
          ("other", "%lld повідомлення"),
        ], locale: "uk"
      ).isEmpty)
    #expect(
      try Self.messages([
        ("one", "%lld фото"), ("few", "%lld фото"), ("many", "%lld фотографий"), ("other", "%lld фото"),
      ])
      .isEmpty)
    // One text for every count, and after a word, are not this check's.
    #expect(
      try Self.messages([
        ("one", "%lld шт."), ("few", "%lld шт."), ("many", "%lld шт."), ("other", "%lld шт."),
      ])
      .isEmpty)
    #expect(
      try Self.messages([
        ("one", "Осталась %lld попытка"), ("few", "Осталась %lld попытка"), ("many", "Осталось %lld попыток"),
        ("other", "Осталось %lld попытки"),
      ]).isEmpty)
  }

  /// A Belarusian verb after the count agrees with none (audit 316: "%d чытаюць").
  @Test func aBelarusianVerbPasses() throws {
    let forms = [("one", "%lld чытае"), ("few", "%lld чытаюць"), ("many", "%lld чытаюць"), ("other", "%lld")]
    #expect(try Self.messages(forms, locale: "be").isEmpty)
  }

  @Test func fewAndManyTheOtherWayRoundAreTold() throws {
    // ChiSafeEats's years, swapped (audit 324): "2 лет назад", "5 года назад".
    let swapped = try Self.messages([
      ("one", "%lld год назад"), ("few", "%lld лет назад"), ("many", "%lld года назад"),
      ("other", "%lld года"),
    ])
    #expect(
      swapped == [
        "ru plural of %lld files writes 'few' and 'many' the other way round: the app shows '%lld лет назад' for "
          + "2 to 4, 22 to 24 and so on, and '%lld года назад' for 5 to 20, where a noun reads '2 файла' and "
          + "'5 файлов'"
      ])
    // In order, or with other words around the noun, or a "человек" that 1 and 5 share: silent.
    for forms in [
      [
        ("one", "%lld год назад"), ("few", "%lld года назад"), ("many", "%lld лет назад"),
        ("other", "%lld года"),
      ],
      [("one", "%lld год"), ("few", "%lld лет всего"), ("many", "%lld года назад"), ("other", "%lld года")],
      [
        ("one", "%lld человек"), ("few", "%lld человека"), ("many", "%lld человек"),
        ("other", "%lld человека"),
      ],
    ] {
      #expect(try Self.messages(forms).isEmpty, "\(forms)")
    }
  }

  @Test func aPolishOneThatRepeatsManyIsTold() throws {
    // "1 przedmiotów" for "1 przedmiot" (audit 324); one form for every count ("%lld min") or a
    // `one` of its own passes.
    let copied = [
      ("one", "%lld przedmiotów"), ("few", "%lld przedmioty"), ("many", "%lld przedmiotów"),
      ("other", "%lld przedmiotu"),
    ]
    #expect(
      try Self.messages(copied, locale: "pl") == [
        "pl plural of %lld files writes 'one' as it writes 'many' ('%lld przedmiotów'), but the app shows 'one' "
          + "for 1 alone, where a noun takes another ending than after 5 ('1 plik', '5 plików')"
      ])
    for forms in [
      [("one", "%lld min"), ("few", "%lld min"), ("many", "%lld min"), ("other", "%lld min")],
      [
        ("one", "%lld przedmiot"), ("few", "%lld przedmioty"), ("many", "%lld przedmiotów"),
        ("other", "%lld"),
      ],
    ] {
      #expect(try Self.messages(forms, locale: "pl").isEmpty, "\(forms)")
    }
  }

  @Test func aManyOrOneFormThatCopiesAnotherIsTold() throws {
    // Audit 327: "5 файла" (many copies few), "1 файлов" (one copies many), "5 минута" (many
    // copies one); "5 файл" and "1 человек" / "5 человек" (right) say nothing by their endings.
    let manyCopiesFew = try Self.messages([
      ("one", "%lld файл"), ("few", "%lld файла"), ("many", "%lld файла"), ("other", "%lld файла"),
    ])
    #expect(
      manyCopiesFew == [
        "ru plural of %lld files writes 'many' as it writes 'few' ('%lld файла'), but the app shows 'many' for 0, "
          + "5 to 20, 25 to 30 and so on, where a noun takes another ending than after 2 to 4 ('2 файла', '5 файлов')"
      ])
    let oneCopiesMany = try Self.messages(
      [("one", "%lld файлів"), ("few", "%lld файли"), ("many", "%lld файлів"), ("other", "%lld файлу")],
      locale: "uk")
    #expect(
      oneCopiesMany == [
        "uk plural of %lld files writes 'one' as it writes 'many' ('%lld файлів'), but the app shows 'one' for 1, "
          + "21, 31 and so on, where a noun takes another ending than after 5 to 20 ('1 файл', '5 файлів')"
      ])
    let manyCopiesOne = try Self.messages([
      ("one", "%lld минута"), ("few", "%lld минуты"), ("many", "%lld минута"), ("other", "%lld минуты"),
    ])
    #expect(
      manyCopiesOne.first?.hasPrefix("ru plural of %lld files writes 'many' as it writes 'one'") == true)
    // Review 225: "5 ошибки" copies `few` too; "остров" is a singular in "ов", so "5 остров" is
    // `many`'s slip, not `one`'s.
    let errors = try Self.messages([
      ("one", "%lld ошибка"), ("few", "%lld ошибки"), ("many", "%lld ошибки"), ("other", "%lld ошибки"),
    ])
    #expect(errors.first?.hasPrefix("ru plural of %lld files writes 'many' as it writes 'few'") == true)
    let islands = try Self.messages([
      ("one", "%lld остров"), ("few", "%lld острова"), ("many", "%lld остров"), ("other", "%lld острова"),
    ])
    #expect(islands.first?.hasPrefix("ru plural of %lld files writes 'many' as it writes 'one'") == true)
    for forms in [
      [("one", "%lld файл"), ("few", "%lld файла"), ("many", "%lld файл"), ("other", "%lld файла")],
      [("one", "%lld раз"), ("few", "%lld раза"), ("many", "%lld раз"), ("other", "%lld раза")],
      [("one", "%lld такси"), ("few", "%lld такси"), ("many", "%lld такси"), ("other", "%lld такси")],
      [
        ("one", "%lld пони пасётся"), ("few", "%lld пони пасутся"), ("many", "%lld пони пасутся"),
        ("other", "x"),
      ],
      [
        ("one", "%lld человек"), ("few", "%lld человека"), ("many", "%lld человек"),
        ("other", "%lld человека"),
      ],
      [("one", "%lld медиа"), ("few", "%lld медиа"), ("many", "%lld медиа"), ("other", "%lld медиа")],
      [("one", "%lld новое"), ("few", "%lld новых"), ("many", "%lld новых"), ("other", "%lld новых")],
    ] {
      #expect(try Self.messages(forms).isEmpty, "\(forms)")
    }
  }

  @Test func aWestSlavicOneAndPluralAlikeAreToldOnlyByAGenitiveEnding() throws {
    // A verb after the count agrees alike for 1 and for 5 ("%lld zbývá", "%lld zostało"; review
    // 226), so "5 minuta" or "1 plik" / "5 plik" are not told by their endings; "1 przedmiotów" is.
    for (locale, forms) in [
      (
        "pl",
        [("one", "%lld minuta"), ("few", "%lld minuty"), ("many", "%lld minuta"), ("other", "%lld minuty")]
      ),
      ("pl", [("one", "%lld plik"), ("few", "%lld pliki"), ("many", "%lld plik"), ("other", "%lld pliku")]),
      ("pl", [("one", "%lld zostało"), ("few", "%lld zostały"), ("many", "%lld zostało"), ("other", "x")]),
      (
        "cs",
        [("one", "%lld zbývá"), ("few", "%lld zbývají"), ("many", "%lld zbývá"), ("other", "%lld zbývá")]
      ),
      // Slovak "ostrov" is a singular in "-ov": its form for 2 adds a letter.
      (
        "sk",
        [("one", "%lld ostrov"), ("few", "%lld ostrovy"), ("many", "%lld ostrova"), ("other", "%lld ostrov")]
      ),
    ] {
      #expect(
        try Self.messages(forms, locale: locale).allSatisfy { !$0.contains("writes 'one' as it writes") },
        "\(forms)")
    }
  }

  @Test func anotherLanguageIsNotAsked() throws {
    // Polish "dni" is one form for 2 and for 5.
    let polish = [("one", "%lld dzień"), ("few", "%lld dni"), ("many", "%lld dni"), ("other", "%lld dnia")]
    #expect(try Self.messages(polish, locale: "pl").isEmpty)
  }
}
