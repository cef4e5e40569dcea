import Testing

@testable import LocaleCheck

/// Plural forms that copy another of the source's forms than the one they stand for.
@Suite("english-fallback: plural forms")
struct EnglishFallbackPluralFormTests {
  static func plural(_ forms: [(String, String)]) -> String {
    let cases = forms.map { "\"\($0.0)\":\(CatalogText.stringUnit($0.1))" }.joined(separator: ",")
    return "{\"variations\":{\"plural\":{\(cases)}}}"
  }

  func messages(_ locales: [String: [(String, String)]]) throws -> [String] {
    let localizations = locales.sorted { $0.key < $1.key }.map { "\"\($0.key)\":\(Self.plural($0.value))" }
    let catalog = """
      {"sourceLanguage":"en","version":"1.0","strings":{"%lld members":{"localizations":{
      \(localizations.joined(separator: ","))}}}}
      """
    return try Fixture(["Localizable.xcstrings": catalog]).findings(of: "english-fallback").map(\.message)
  }

  static let english = [("one", "%lld member"), ("other", "%lld members")]

  @Test func aFormThatCopiesTheSourcesOneIsEnglish() throws {
    let found = try messages([
      "en": Self.english,
      "ru": [
        ("one", "%lld участник"), ("few", "%lld member"), ("many", "%lld участников"),
        ("other", "%lld участника"),
      ],
      "de": [("one", "%lld Mitglied"), ("other", "%lld member")],
    ])
    #expect(
      found == [
        "de shows the en text '%lld member' for %lld members (plural.other)",
        "ru shows the en text '%lld member' for %lld members (plural.few)",
      ])
  }

  @Test func anExtraFormOfALatinLanguageMayBeItsOwnWord() throws {
    // Croatian 2-4 and Romanian 2-19 minutes are "minute", the English `one` (Budget Flow).
    let minutes = [("one", "%lld minute"), ("other", "%lld minutes")]
    let found = try messages([
      "en": minutes,
      "hr": [("one", "%lld minuta"), ("few", "%lld minute"), ("other", "%lld minuta")],
      "ro": [("one", "%lld minut"), ("few", "%lld minute"), ("other", "%lld de minute")],
      "uk": [
        ("one", "%lld хвилина"), ("few", "%lld minute"), ("many", "%lld хвилин"), ("other", "%lld хвилини"),
      ],
    ])
    #expect(found == ["uk shows the en text '%lld minute' for %lld members (plural.few)"])
    // Several forms that copy English ones are English all the same, each reported.
    let polish = try messages([
      "en": Self.english,
      "pl": [
        ("one", "%lld członek"), ("few", "%lld member"), ("many", "%lld member"), ("other", "%lld member"),
      ],
    ])
    #expect(
      polish
        == ["few", "many", "other"].map {
          "pl shows the en text '%lld member' for %lld members (plural.\($0))"
        })
  }

  @Test func aBorrowedWordTheLanguageDeclinesIsItsOwn() throws {
    // OsmAnd's Polish "%d folder" beside "foldery", "folderów", "folderu" (audit 75); Sorbian's
    // "folder" beside "rjadowaki" is English, and so is a `one` whose other forms copy too.
    let folders = [("one", "%lld folder"), ("other", "%lld folders")]
    let found = try messages([
      "en": folders,
      "pl": [
        ("one", "%lld folder"), ("few", "%lld foldery"), ("many", "%lld folderów"), ("other", "%lld folderu"),
      ],
      "hsb": [
        ("one", "%lld folder"), ("two", "%lld rjadowakaj"), ("few", "%lld rjadowaki"),
        ("other", "%lld rjadowakow"),
      ],
      "cs": [
        ("one", "%lld folder"), ("few", "%lld folders"), ("many", "%lld folders"), ("other", "%lld folders"),
      ],
      // The same copies with a space after, or in another case; English's "(s)" is no ending.
      "hr": [("one", "%lld folder"), ("few", "%lld folders "), ("other", "%lld Folders")],
      "ro": [("one", "%lld folder"), ("few", "%lld folder(s)"), ("other", "%lld folder(s)")],
    ])
    #expect(
      found.sorted() == [
        "cs shows the en text '%lld folder' for %lld members (plural.one)",
        "cs shows the en text '%lld folders' for %lld members (plural.few)",
        "cs shows the en text '%lld folders' for %lld members (plural.other)",
        "hr shows the en text '%lld folder' for %lld members (plural.one)",
        "hr shows the en text '%lld folders' for %lld members (plural.few)",
        "hsb shows the en text '%lld folder' for %lld members (plural.one)",
        "ro shows the en text '%lld folder' for %lld members (plural.one)",
      ])
  }

  @Test func aOneFormThatWritesItsNumberIsDeclinedToo() throws {
    // Mastodon's Polish "1 post" beside "%ld Posty", "%ld Postów" (audit 282); Czech copies stay.
    let found = try messages([
      "en": [("one", "1 post"), ("other", "%lld posts")],
      "pl": [("one", "1 post"), ("few", "%lld Posty"), ("many", "%lld Postów"), ("other", "%lld Postów")],
      "cs": [("one", "1 post"), ("few", "%lld posts"), ("many", "%lld posts"), ("other", "%lld posts")],
    ])
    #expect(found.contains("cs shows the en text '1 post' for %lld members (plural.one)"))
    #expect(!found.contains { $0.hasPrefix("pl ") })
  }

  @Test func aOneFormThatWritesTheNumberTheSourceLeavesToItsPlaceholderCopiesIt() throws {
    // "1 landmark" for English's "%lld landmark" among translated forms (audit 287's probe);
    // Polish "1 post" beside its declined forms stays its own word.
    let found = try messages([
      "en": [("one", "%lld landmark"), ("other", "%lld landmarks")],
      "de": [("one", "1 landmark"), ("other", "%lld Sehenswürdigkeiten")],
      "fr": [("one", "1 repère"), ("other", "%lld repères")],
      "pl": [
        ("one", "1 landmark"), ("few", "%lld landmarki"), ("many", "%lld landmarków"),
        ("other", "%lld landmarku"),
      ],
    ])
    #expect(found == ["de shows the en text '1 landmark' for %lld members (plural.one)"])
    // Review 195: the language's own word beside its plural.
    let own = try messages([
      "en": [("one", "%lld hotel"), ("other", "%lld hotels")],
      "pt": [("one", "1 hotel"), ("other", "%lld hotéis")],
      "nl": [("one", "1 hotel"), ("other", "%lld hotels")],
    ])
    #expect(!own.contains { $0.contains("'1 hotel'") })
    // Review 196: every word must be the language's.
    let words = try messages([
      "en": [("one", "%lld item selected"), ("other", "%lld items selected")],
      "es": [("one", "1 item selected"), ("other", "%lld elementos seleccionados")],
    ])
    #expect(words == ["es shows the en text '1 item selected' for %lld members (plural.one)"])
    // Review 197: a cognate that starts the other form's word is no prefix of three letters.
    let page = try messages([
      "en": [("one", "%lld page"), ("other", "%lld pages")],
      "es": [("one", "1 page"), ("other", "%lld páginas")],
    ])
    #expect(page == ["es shows the en text '1 page' for %lld members (plural.one)"])
    let dutch = try messages([
      "en": [("one", "%lld video"), ("other", "%lld videos")],
      "nl": [("one", "1 video"), ("other", "%lld video's")],
    ])
    #expect(dutch.allSatisfy { !$0.contains("'1 video'") })
    // Review 198: Czech declines "album" to "alba", "alb".
    let czech = try messages([
      "en": [("one", "%lld album"), ("other", "%lld albums")],
      "cs": [("one", "1 album"), ("few", "%lld alba"), ("many", "%lld alba"), ("other", "%lld alb")],
    ])
    #expect(czech.isEmpty)
    // Review 199: a longer declined word is no shorter form of the English one.
    let longer = try messages([
      "en": [("one", "%lld page"), ("other", "%lld pages")],
      "ro": [("one", "1 page"), ("few", "%lld pagini"), ("other", "%lld de pagini")],
    ])
    #expect(longer.contains("ro shows the en text '1 page' for %lld members (plural.one)"))
  }

  @Test func englishPluralSBesideACopiedOneIsNoSlavicEnding() throws {
    // Wire's Polish "Missed call" beside "Missed calls (%d)" (audit 289): Polish makes no form
    // in "s" alone, nor does Croatian; the forms with the count are not the source's either.
    let found = try messages([
      "en": [("one", "Missed call"), ("other", "Missed calls")],
      "pl": [
        ("one", "Missed call"), ("few", "Missed calls (%d)"), ("many", "Missed calls (%d)"),
        ("other", "Missed calls (%d)"),
      ],
      "hr": [("one", "Missed call"), ("few", "Missed calls (%d)"), ("other", "Missed calls (%d)")],
    ])
    #expect(
      found.sorted() == [
        "hr shows the en text 'Missed call' for %lld members (plural.one)",
        "pl shows the en text 'Missed call' for %lld members (plural.one)",
      ])
  }

  @Test func formsThatOnlyMoveAnArgumentKeepTheirEnglishInAnotherScript() throws {
    // Wire's Arabic "Missed call from %2$@" in a format `%2$@ %#@n@` for English's `%#@n@ %2$@`
    // with "Missed call from" (audit 289); French may write the words it shares around the name.
    let forms = { (one: String, other: String) in [("one", one), ("other", other)] }
    let fixture = try Fixture([
      "App/en.lproj/Localizable.stringsdict": CatalogText.stringsdict([
        FixturePluralRule(
          "missed", format: "%#@n@ %2$@", variable: "n", forms: forms("Missed call from", "Missed calls from")
        )
      ]),
      "App/ar.lproj/Localizable.stringsdict": CatalogText.stringsdict([
        FixturePluralRule(
          "missed", format: "%2$@ %#@n@", variable: "n",
          forms: [
            ("zero", "Missed calls from %2$@"), ("one", "Missed call from %2$@"), ("two", "مكالمتان من %2$@"),
            // The source's `one` in a form that stands for its `other` (review 194).
            ("few", "Missed call from %2$@"), ("many", "Missed calls from %2$@"),
            ("other", "Missed calls from %2$@"),
          ])
      ]),
      "App/ja.lproj/Localizable.stringsdict": CatalogText.stringsdict([
        FixturePluralRule("missed", format: "%2$@ %#@n@", variable: "n", forms: [("other", "%2$@からの不在着信")])
      ]),
    ])
    let found = try fixture.findings(of: "english-fallback").map(\.message)
    #expect(found.count == 5)
    #expect(
      found.contains("ar shows the en text 'Missed call from %2$@' for missed (substitutions.n.plural.one)"))
    #expect(!found.contains { $0.hasPrefix("ja ") })
  }

  @Test func aPortugueseWordInMWithItsPluralInNsIsItsOwn() throws {
    // Bitwarden's and Proton Pass's Portuguese "%d item" beside "%d itens" (audit 112); Dutch
    // "item" beside "items" copies both English forms, and a `one` beside a plural of another
    // word is English.
    let found = try messages([
      "en": [("one", "%lld item"), ("other", "%lld items")],
      "pt-BR": [("one", "%lld item"), ("other", "%lld itens")],
      "es": [("one", "%lld item"), ("other", "%lld ítems")],
      "nl": [("one", "%lld item"), ("other", "%lld items")],
      "fr": [("one", "%lld item"), ("other", "%lld éléments")],
    ])
    #expect(
      found.sorted() == [
        "es shows the en text '%lld item' for %lld members (plural.one)",
        "fr shows the en text '%lld item' for %lld members (plural.one)",
        "nl shows the en text '%lld item' for %lld members (plural.one)",
        "nl shows the en text '%lld items' for %lld members (plural.other)",
      ])
    // Review 99: an English word left in the singular beside a translated plural is English.
    let events = try messages([
      "en": [("one", "%lld event"), ("other", "%lld events")],
      "es": [("one", "%lld event"), ("other", "%lld eventos")],
      "it": [("one", "%lld event"), ("other", "%lld eventi")],
      "pt": [("one", "%lld event"), ("other", "%lld eventos")],
    ])
    #expect(events.count == 3)
    // Review 100: a Spanish word in a consonant makes its plural with "es".
    let spanish = try messages([
      "en": [("one", "%lld error"), ("other", "%lld errors")],
      "es": [("one", "%lld error"), ("other", "%lld errores")],
      "pt": [("one", "%lld error"), ("other", "%lld erros")],
    ])
    #expect(spanish == ["pt shows the en text '%lld error' for %lld members (plural.one)"])
  }

  @Test func aBorrowedWordThatDropsAnEBeforeItsEndingIsItsOwn() throws {
    // Slovak and Slovenian "%d meter" beside "metre", "metrov" (audit 84); a copy whose other
    // forms are the dropped stem without an ending is English.
    let meters = [("one", "%lld meter"), ("other", "%lld meters")]
    let found = try messages([
      "en": meters,
      "sk": [("one", "%lld meter"), ("few", "%lld metre"), ("many", "%lld metra"), ("other", "%lld metrov")],
      "sl": [("one", "%lld meter"), ("two", "%lld metra"), ("few", "%lld metri"), ("other", "%lld metrov")],
      "hr": [("one", "%lld meter"), ("few", "%lld metr"), ("other", "%lld metr")],
      // Czech and Polish write "metr", "kilometr": their "meter" is English (review 78).
      "cs": [("one", "%lld meter"), ("few", "%lld metry"), ("many", "%lld metru"), ("other", "%lld metrů")],
      "pl": [("one", "%lld meter"), ("few", "%lld metry"), ("many", "%lld metrów"), ("other", "%lld metra")],
    ])
    #expect(
      found.sorted()
        == ["cs", "hr", "pl"].map { "\($0) shows the en text '%lld meter' for %lld members (plural.one)" })
  }

  @Test func everyFormOfALanguageThatInflectsByCountIsReported() throws {
    // Russian tells 1, 2-4 and 5+ apart: a set left as English `one` throughout (OnionBrowser's
    // "%d cookie") reads "5 cookie" in each form, and fixing `one` must not reveal the others.
    let found = try messages([
      "en": Self.english,
      "ru": [
        ("one", "%lld member"), ("few", "%lld member"), ("many", "%lld member"), ("other", "%lld member"),
      ],
    ])
    #expect(
      found
        == ["one", "few", "many", "other"].map {
          "ru shows the en text '%lld member' for %lld members (plural.\($0))"
        })
  }

  @Test func aCzechManyFormOfACountIsNeverShown() throws {
    // Czech, Slovak and Lithuanian `many` is for numbers with decimals: no count reaches it, so
    // an English text left there is never heard (Vienna's Lithuanian "%u articles").
    let found = try messages([
      "en": Self.english,
      "cs": [
        ("one", "%lld člen"), ("few", "%lld členové"), ("many", "%lld members"), ("other", "%lld členů"),
      ],
      "lt": [
        ("one", "%lld narys"), ("few", "%lld nariai"), ("many", "%lld member"), ("other", "%lld narių"),
      ],
    ])
    #expect(found.isEmpty)
    // A distance's `many` is shown ("1,5 kilometru"): its English copy is reported.
    let distance = try messages([
      "en": [("one", "%.1f member"), ("other", "%.1f members")],
      "cs": [
        ("one", "%.1f člen"), ("few", "%.1f členové"), ("many", "%.1f members"), ("other", "%.1f členů"),
      ],
    ])
    #expect(distance == ["cs shows the en text '%.1f members' for %lld members (plural.many)"])
  }

  @Test func aManyFormOfAVariableWithoutATypeIsJudged() throws {
    // A `.stringsdict` variable without `NSStringFormatValueTypeKey` reads an object, which may
    // be an `NSNumber` of 1.5: nothing says its Czech `many` is never shown.
    let rule = { (forms: [(category: String, text: String)]) in
      FixturePluralRule("people", format: "%#@n@", variable: "n", valueType: "", forms: forms)
    }
    let fixture = try Fixture([
      "App/en.lproj/Localizable.stringsdict": CatalogText.stringsdict([
        rule([("one", "One person"), ("other", "Many people")])
      ]),
      "App/cs.lproj/Localizable.stringsdict": CatalogText.stringsdict([
        rule([
          ("one", "Jedna osoba"), ("few", "Několik lidí"), ("many", "Many people"), ("other", "Mnoho lidí"),
        ])
      ]),
    ])
    #expect(
      try fixture.findings(of: "english-fallback").map(\.message) == [
        "cs shows the en text 'Many people' for people (substitutions.n.plural.many)"
      ])
  }

  /// A form's one placeholder written with or without its variable's number is the same text
  /// ("%d times" for "%2$d times"; audit 237: Wire's pings).
  @Test func aFormThatOnlyWritesItsArgumentNumberOtherwiseIsACopy() throws {
    let found = try messages([
      "en": [("one", "%2$lld member"), ("other", "%2$lld members")],
      "de": [("one", "%lld Mitglied"), ("other", "%lld members")],
      "fr": [("one", "%2$lld membre"), ("other", "%1$lld %2$lld members")],
    ])
    #expect(found == ["de shows the en text '%lld members' for %lld members (plural.other)"])
    #expect(FormatSpecifierParser.withoutTheOnlyArgumentNumber("%12$d times") == "%d times")
    #expect(FormatSpecifierParser.withoutTheOnlyArgumentNumber("%1$@ and %2$@") == "%1$@ and %2$@")
    // A form of a format that numbers its arguments otherwise (Wire's); not a plain value, where
    // another number is `format-mismatch`'s to tell (review 168).
    #expect(
      EnglishFallbackRule.withoutTheFormsArgumentNumber(" %2$@ times ", " %3$@ times ")
        ?? ("", "") == (" %@ times ", " %@ times "))
    let plain = try Fixture([
      "en.lproj/Localizable.strings": CatalogText.strings([("k", "Delete %@?")]),
      "de.lproj/Localizable.strings": CatalogText.strings([("k", "Delete %2$@?")]),
    ])
    #expect(try plain.findings(of: "english-fallback").isEmpty)
  }
}
