import Testing

@testable import LocaleCheck

@Suite("plural-coverage")
struct PluralCoverageRuleTests {
  @Test func descriptor() {
    #expect(PluralCoverageRule.descriptor.id == "plural-coverage")
    #expect(PluralCoverageRule.descriptor.defaultSeverity == .error)
  }

  /// A String Catalog with key `%lld files` whose plural cases are given per locale.
  static func catalog(_ locales: [String: [(String, String)]]) -> String {
    let blocks = locales.sorted { $0.key < $1.key }.map { locale, cases in
      let lines = cases.map { name, text in
        "            \"\(name)\" : { \"stringUnit\" : "
          + "{ \"state\" : \"translated\", \"value\" : \"\(text)\" } }"
      }
      return """
              "\(locale)" : {
                "variations" : {
                  "plural" : {
        \(lines.joined(separator: ",\n"))
                  }
                }
              }
        """
    }
    return """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "%lld files" : {
            "localizations" : {
      \(blocks.joined(separator: ",\n"))
            }
          }
        },
        "version" : "1.0"
      }
      """
  }

  static let english = [("one", "%lld file"), ("other", "%lld files")]

  @Test func russianLackingFewAndMany() throws {
    let fixture = try Fixture([
      "Localizable.xcstrings": Self.catalog([
        "en": Self.english, "ru": [("one", "%lld файл"), ("other", "%lld файла")],
      ])
    ])
    let findings = try fixture.findings(of: "plural-coverage")
    #expect(findings.count == 1)
    let finding = try #require(findings.first)
    #expect(finding.locale == LocaleID("ru"))
    #expect(finding.key == "%lld files")
    #expect(
      finding.message
        == "ru plural of %lld files lacks the 'few' and 'many' forms (ru needs one, few, many, other)")
    // The first plural case of ru's variation.
    let position = fixture.position(of: "\"one\"", in: "Localizable.xcstrings", occurrence: 2)
    #expect(finding.position == position)
  }

  @Test func arabicNeedsEveryCategoryIncludingZero() throws {
    let fixture = try Fixture([
      "Localizable.xcstrings": Self.catalog([
        "en": Self.english,
        "ar": [
          ("one", "ملف"), ("two", "ملفان"), ("few", "%lld ملفات"), ("many", "%lld ملفًا"),
          ("other", "%lld ملف"),
        ],
      ])
    ])
    let finding = try #require(try fixture.findings(of: "plural-coverage").first)
    #expect(
      finding.message
        == "ar plural of %lld files lacks the 'zero' form (ar needs zero, one, two, few, many, other; the app shows the 'other' form for 0)"
    )
  }

  @Test func arabicOtherOnlyLacksFive() throws {
    let fixture = try Fixture([
      "Localizable.xcstrings": Self.catalog(["en": Self.english, "ar": [("other", "%lld ملف")]])
    ])
    let finding = try #require(try fixture.findings(of: "plural-coverage").first)
    #expect(
      finding.message.hasPrefix(
        "ar plural of %lld files lacks the 'zero', 'one', 'two', 'few' and 'many' forms "))
  }

  @Test func completeAndOptionalZeroPass() throws {
    let fixture = try Fixture([
      "Localizable.xcstrings": Self.catalog([
        "en": [("zero", "No files"), ("one", "%lld file"), ("other", "%lld files")],
        "ja": [("other", "%lld ファイル")],
        "ru": [
          ("one", "%lld файл"), ("few", "%lld файла"), ("many", "%lld файлов"), ("other", "%lld файла"),
        ],
        "de": [("one", "Eine Datei"), ("other", "%lld Dateien")],
        "fr": [("one", "%lld fichier"), ("other", "%lld fichiers")],
      ])
    ])
    #expect(try fixture.findings(of: "plural-coverage").isEmpty)
  }

  @Test func aLanguageWithoutRulesOfItsOwnNeedsOther() throws {
    // CLDR's root rules have `other` alone; Māori and Quechua have no rules of their own.
    let fixture = try Fixture([
      "Localizable.xcstrings": Self.catalog([
        "en": Self.english, "mi": [("one", "%lld kōnae")], "qu": [("other", "%lld willakuykuna")],
      ])
    ])
    #expect(
      try fixture.findings(of: "plural-coverage").map(\.message) == [
        "mi plural of %lld files lacks the 'other' form (mi needs other; every plural needs 'other', the form the system "
          + "falls back to)"
      ])
  }

  @Test func aSetOfEveryWholeCountsFormStillNeedsOther() throws {
    // Russian's `other` is for fractions, yet the system falls back to it (audit 123).
    let russian = [("one", "%lld файл"), ("few", "%lld файла"), ("many", "%lld файлов")]
    let fixture = try Fixture(["Localizable.xcstrings": Self.catalog(["en": Self.english, "ru": russian])])
    #expect(
      try fixture.findings(of: "plural-coverage").map(\.message) == [
        "ru plural of %lld files lacks the 'other' form (ru needs one, few, many, other; every plural needs 'other', "
          + "the form the system falls back to)"
      ])
  }

  @Test func aManyFormForMillionsInPlaceOfOtherIsNamed() throws {
    // Feedivo's Italian `one` and `many` (audit 290): `many` is for 1000000, 2000000, ….
    let fixture = try Fixture([
      "Localizable.xcstrings": Self.catalog([
        "en": Self.english, "it": [("one", "%lld file"), ("many", "%lld file")],
      ])
    ])
    #expect(
      try fixture.findings(of: "plural-coverage").map(\.message) == [
        "it plural of %lld files lacks the 'other' form (it needs one, other; every plural needs 'other', the form the "
          + "system falls back to; its 'many' form is shown only for 1000000, 2000000, …: its text belongs in 'other')"
      ])
  }

  @Test func aFormOfACategoryTheLanguageNeverShowsIsNamed() throws {
    // Audit 293: Organic Maps' Polish `two` where `few` belongs; review 195: a German `many`.
    let fixture = try Fixture([
      "Localizable.xcstrings": Self.catalog([
        "en": Self.english,
        "pl": [
          ("one", "%lld plik"), ("two", "%lld pliki"), ("many", "%lld plików"), ("other", "%lld pliku"),
        ],
        "de": [("one", "%lld Datei"), ("many", "%lld Dateien")],
        // Review 196: Russian 2 is `few`, which holds the text already.
        "ru": [("one", "%lld файл"), ("two", "%lld файла"), ("few", "%lld файла"), ("other", "%lld файлов")],
      ])
    ])
    let messages = try fixture.findings(of: "plural-coverage").map(\.message)
    #expect(messages.contains { $0.hasPrefix("ru ") && $0.hasSuffix("; ru never shows a 'two' form)") })
    #expect(
      messages.contains {
        $0.hasPrefix("pl ") && $0.hasSuffix("; pl never shows a 'two' form: its text belongs in 'few')")
      })
    #expect(
      messages.contains {
        $0.hasPrefix("de ") && $0.hasSuffix("; de never shows a 'many' form: its text belongs in 'other')")
      })
  }

  @Test func aDecimalManyHoldingThePluralIsTold() throws {
    // Audit 296: Delta Chat's Lithuanian shows "10 pokalbis"; an invariable word passes.
    let fixture = try Fixture([
      "Localizable.xcstrings": Self.catalog([
        "en": Self.english,
        "lt": [
          ("one", "%lld pokalbis"), ("few", "%lld pokalbiai"), ("many", "%lld pokalbių"),
          ("other", "%lld pokalbis"),
        ],
        "cs": [("one", "%lld min"), ("few", "%lld min"), ("many", "%lld min"), ("other", "%lld min")],
        // Review 199: an abbreviation beside its decimal word; review 200: `few`'s text copied into
        // `many` leaves `other` without its own form.
        "sk": [("one", "%lld h"), ("few", "%lld h"), ("many", "%lld hodiny"), ("other", "%lld h")],
        "cs-CZ": [
          ("one", "%lld fotka"), ("few", "%lld fotky"), ("many", "%lld fotky"), ("other", "%lld fotka"),
        ],
      ])
    ])
    #expect(
      try fixture.findings(of: "plural-coverage").map(\.message).sorted() == [
        "cs-CZ plural of %lld files repeats its 'one' form '%lld fotka' in 'other', which the app shows for most "
          + "whole counts: 'other' needs the language's own form for them",
        "lt plural of %lld files repeats its 'one' form '%lld pokalbis' in 'other', which the app shows for most "
          + "whole counts, while 'many', which only decimal numbers reach in lt, reads '%lld pokalbių': that text "
          + "likely belongs in 'other'",
      ])
  }

  @Test func aCzechOtherThatRepeatsFewBesideADecimalManyIsTold() throws {
    // Audit 327: "5 připomínky skryty", where `many` (decimals only) reads "připomínek skryto";
    // and a `one` written as `other`, "1 souborů".
    let fixture = try Fixture([
      "Localizable.xcstrings": Self.catalog([
        "en": Self.english,
        "cs": [
          ("one", "%lld připomínka skryta"), ("few", "%lld připomínky skryty"),
          ("many", "%lld připomínek skryto"),
          ("other", "%lld připomínky skryty"),
        ],
        "sk": [
          ("one", "%lld súborov"), ("few", "%lld súbory"), ("many", "%lld súboru"), ("other", "%lld súborov"),
        ],
      ])
    ])
    #expect(
      try fixture.findings(of: "plural-coverage").map(\.message).sorted() == [
        "cs plural of %lld files repeats its 'few' form '%lld připomínky skryty' in 'other', which the app shows "
          + "for most whole counts, while 'many', which only decimal numbers reach in cs, reads '%lld připomínek "
          + "skryto': that text likely belongs in 'other'",
        "sk plural of %lld files writes 'one' as it writes 'other' ('%lld súborov'), but the app shows 'one' for 1 "
          + "alone, where a noun takes another ending than after 5 ('1 súbor', '5 súborov')",
      ])
  }

  @Test func aCzechOtherThatRepeatsFewAfterAPrepositionPasses() throws {
    // CLDR's own Czech: "před {0} minutami" for `other` and `few` alike (review 226).
    let fixture = try Fixture([
      "Localizable.xcstrings": Self.catalog([
        "en": Self.english,
        "cs": [
          ("one", "před %lld minutou"), ("few", "před %lld minutami"), ("many", "před %lld minuty"),
          ("other", "před %lld minutami"),
        ],
      ])
    ])
    #expect(try fixture.findings(of: "plural-coverage").isEmpty)
  }

  @Test func anEmptyFormIsFlagged() throws {
    let fixture = try Fixture([
      "Localizable.xcstrings": Self.catalog([
        "en": Self.english, "de": [("one", ""), ("other", "%lld Dateien")],
      ])
    ])
    let finding = try #require(try fixture.findings(of: "plural-coverage").first)
    #expect(finding.locale == LocaleID("de"))
    #expect(finding.message == "de plural of %lld files has an empty 'one' form")
    // At the empty value, as empty-label and format-mismatch point (not at the first form).
    #expect(finding.position == fixture.position(of: "\"\" }", in: "Localizable.xcstrings"))
  }

  @Test func everyEmptyFormIsNamedInCLDROrder() throws {
    let fixture = try Fixture([
      "Localizable.xcstrings": Self.catalog([
        "en": Self.english,
        "ru": [("one", "%lld файл"), ("many", ""), ("few", ""), ("other", "%lld файла")],
      ])
    ])
    let findings = try fixture.findings(of: "plural-coverage")
    #expect(findings.map(\.message) == ["ru plural of %lld files has empty 'few', 'many' forms"])
    // At the first of them in CLDR order, `few`, though `many` is written first.
    #expect(
      findings.first?.position == fixture.position(of: "\"\" }", in: "Localizable.xcstrings", occurrence: 2))
  }

  @Test func stringsdictPlurals() throws {
    let rule = { (forms: [(category: String, text: String)]) in
      FixturePluralRule("%d files", format: "%#@files@", variable: "files", forms: forms)
    }
    let fixture = try Fixture([
      "App/en.lproj/Localizable.stringsdict": CatalogText.stringsdict([
        rule([("one", "%d file"), ("other", "%d files")])
      ]),
      "App/ru.lproj/Localizable.stringsdict": CatalogText.stringsdict([
        rule([("one", "%d файл"), ("other", "%d файла")])
      ]),
      "App/uk.lproj/Localizable.stringsdict": CatalogText.stringsdict([
        rule([("one", "%d файл"), ("few", "%d файли"), ("many", "%d файлів"), ("other", "%d файлу")])
      ]),
    ])
    let findings = try fixture.findings(of: "plural-coverage")
    #expect(findings.map(\.locale) == [LocaleID("ru")])
    let finding = try #require(findings.first)
    #expect(
      finding.message
        == "ru plural of %d files (substitutions.files) lacks the 'few' and 'many' forms (ru needs one, few, many, other)"
    )
    // At the first form's key, as in a String Catalog.
    #expect(finding.position == fixture.position(of: "one</key>", in: "App/ru.lproj/Localizable.stringsdict"))
  }

  @Test func aStringsdictVariableWithoutFormsIsReportedAtItsName() throws {
    let fixture = try Fixture([
      "App/en.lproj/Localizable.stringsdict": Self.twoVariables(
        albums: "<key>one</key><string>%d x</string><key>other</key><string>%d y</string>",
        songs: "<key>one</key><string>%d x</string><key>other</key><string>%d y</string>"),
      "App/ru.lproj/Localizable.stringsdict": Self.twoVariables(
        albums: "<key>one</key><string>%d a</string><key>few</key><string>%d b</string>"
          + "<key>many</key><string>%d c</string><key>other</key><string>%d d</string>",
        songs: ""),
    ])
    let finding = try #require(try fixture.findings(of: "plural-coverage").first)
    #expect(
      finding.message.contains("(substitutions.songs) lacks the 'one', 'few', 'many' and 'other' forms"))
    #expect(
      finding.position == fixture.position(of: "songs</key>", in: "App/ru.lproj/Localizable.stringsdict"))
  }

  @Test func aStringsdictRuleOverridesThePlainStringsValueOfItsKey() throws {
    // genstrings writes plural keys to Localizable.strings too; CFBundle lays the .stringsdict over
    // the .strings table, so the plural rule is what the app shows and what is checked.
    let rule = { (forms: [(category: String, text: String)]) in
      FixturePluralRule("%d files", format: "%#@files@", variable: "files", forms: forms)
    }
    let fixture = try Fixture([
      "App/en.lproj/Localizable.strings": "\"%d files\" = \"%d files\";\n",
      "App/en.lproj/Localizable.stringsdict": CatalogText.stringsdict([
        rule([("one", "%d file"), ("other", "%d files")])
      ]),
      "App/ru.lproj/Localizable.strings": "\"%d files\" = \"%d файлов\";\n",
      "App/ru.lproj/Localizable.stringsdict": CatalogText.stringsdict([
        rule([("one", "%d файл"), ("other", "%d файла")])
      ]),
    ])
    let findings = try fixture.findings(of: "plural-coverage")
    #expect(findings.map(\.locale) == [LocaleID("ru")])
    #expect(
      findings.first?.position
        == fixture.position(of: "one</key>", in: "App/ru.lproj/Localizable.stringsdict"))
    let entry = try #require(fixture.catalog().tables.first?.entry(forKey: "%d files"))
    #expect(entry.localizations[LocaleID("ru")]?.substitutions?["files"] != nil)
    #expect(entry.localizations[LocaleID("en")]?.value == "%#@files@")
  }

  @Test func findingsOfTwoSubstitutionsOfOneKeyHaveTheirOwnFingerprints() throws {
    // A baseline taken while only `albums` lacked forms must not hide a later gap in `songs`.
    let complete =
      "<key>one</key><string>%d a</string><key>few</key><string>%d b</string>"
      + "<key>many</key><string>%d c</string><key>other</key><string>%d d</string>"
    let fixture = { (russianSongs: String) in
      try Fixture([
        "App/en.lproj/Localizable.stringsdict": Self.twoVariables(
          albums: "<key>one</key><string>%d x</string><key>other</key><string>%d y</string>",
          songs: "<key>one</key><string>%d x</string><key>other</key><string>%d y</string>"),
        "App/ru.lproj/Localizable.stringsdict": Self.twoVariables(
          albums: "<key>one</key><string>%d a</string>", songs: russianSongs),
      ])
    }
    let before = try fixture(complete).report()
    #expect(before.findings.count == 1)
    let after = try fixture("<key>one</key><string>%d a</string>").report(
      baseline: Baseline(findings: before.findings))
    #expect(
      after.findings.map(\.message) == [
        "ru plural of count (substitutions.songs) lacks the 'few', 'many' and 'other' forms (ru needs one, few, many, other)"
      ])
    #expect(Set(after.findings.map(\.fingerprint)).isDisjoint(with: before.findings.map(\.fingerprint)))
  }

  /// A `.stringsdict` whose key `count` has the plural variables `albums` and `songs`.
  private static func twoVariables(albums: String, songs: String) -> String {
    let variable = { (forms: String) in
      "<dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>"
        + "<key>NSStringFormatValueTypeKey</key><string>d</string>\(forms)</dict>"
    }
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict><key>count</key><dict>
      <key>NSStringLocalizedFormatKey</key><string>%#@albums@ %#@songs@</string>
      <key>albums</key>\(variable(albums))
      <key>songs</key>\(variable(songs))
      </dict></dict></plist>
      """
  }

  @Test func stringCatalogSubstitutionPlurals() throws {
    let catalog = FormatMismatchRuleTests.substitutionCatalog.replacingOccurrences(
      of: "\"fr\" :", with: "\"pl\" :")
    let fixture = try Fixture(["Localizable.xcstrings": catalog])
    let finding = try #require(try fixture.findings(of: "plural-coverage").first)
    #expect(finding.locale == LocaleID("pl"))
    #expect(
      finding.message
        == "pl plural of %lld files in %@ (substitutions.files) lacks the 'few' and 'many' forms "
        + "(pl needs one, few, many, other)"
    )
  }

  @Test func xliffPluralUnits() throws {
    let fixture = try Fixture([
      "ru.xliff": CatalogText.xliff(
        original: "App/Localizable.xcstrings", target: "ru",
        units: [
          ("%lld files|==|plural.one", "%lld file", "%lld файл"),
          ("%lld files|==|plural.other", "%lld files", "%lld файла"),
        ])
    ])
    let finding = try #require(try fixture.findings(of: "plural-coverage").first)
    #expect(finding.locale == LocaleID("ru"))
    #expect(finding.key == "%lld files")
  }

  @Test func theSourceLocaleIsCheckedToo() throws {
    let fixture = try Fixture([
      "Localizable.xcstrings": Self.catalog([
        "en": [("other", "%lld files")], "de": [("one", "Eine"), ("other", "%lld")],
      ])
    ])
    #expect(try fixture.findings(of: "plural-coverage").map(\.locale) == [LocaleID("en")])
  }

  @Test func zeroIsRequiredOnlyWhereCLDRDefinesIt() throws {
    let fixture = try Fixture([
      "Localizable.xcstrings": Self.catalog([
        "en": Self.english, "lv": [("one", "%lld fails"), ("other", "%lld faili")],
        "de": [("one", "Eine Datei"), ("other", "%lld Dateien")],
      ])
    ])
    let finding = try #require(try fixture.findings(of: "plural-coverage").first)
    #expect(finding.locale == LocaleID("lv"))
    #expect(
      finding.message
        == "lv plural of %lld files lacks the 'zero' form (lv needs zero, one, other; the app shows the 'other' form for 0, 10 to 20, 30, …)"
    )
  }

  @Test func aPlainTranslationOfAPluralSourceIsOneTextForEveryCount() throws {
    let leaf = { CatalogText.stringUnit($0) }
    let catalog = """
      {"sourceLanguage":"en","version":"1.0","strings":{"%lld files":{"localizations":{
      "en":{"variations":{"plural":{"one":\(leaf("%lld file")),"other":\(leaf("%lld files"))}}},
      "ru":\(leaf("%lld файлов")),"ja":\(leaf("%lld 個のファイル"))}}}}
      """
    let fixture = try Fixture(["Localizable.xcstrings": catalog])
    let findings = try fixture.findings(of: "plural-coverage")
    // Japanese has one form for every count: a plain text is right there.
    #expect(
      findings.map(\.message) == [
        "ru plural of %lld files is one text for every count ('%lld файлов'), which the source varies by plural "
          + "(ru needs one, few, many, other)"
      ])
    #expect(findings.first?.position == fixture.position(of: "\"%lld файлов\"", in: "Localizable.xcstrings"))
    // "Noun: N" reads right for every count; so does any text for a source whose forms are alike.
    let idiom = try Fixture([
      "Localizable.xcstrings": catalog.replacingOccurrences(of: "%lld файлов", with: "Файлов: %lld")
    ])
    #expect(try idiom.findings(of: "plural-coverage").isEmpty)
    let alike = try Fixture([
      "Localizable.xcstrings": catalog.replacingOccurrences(of: "%lld file\"", with: "%lld files\"")
    ])
    #expect(try alike.findings(of: "plural-coverage").isEmpty)
  }

  @Test func formsTheSourceLeavesEmptyOnPurposeAreNotReported() throws {
    // Mastodon: a variable that only takes its argument, every form empty in every language.
    let rule = { (forms: [(String, String)]) in
      FixturePluralRule(
        "followed", format: "Followed by %#@names@%@", variable: "names", valueType: "ld", forms: forms)
    }
    let fixture = try Fixture([
      "en.lproj/Localizable.stringsdict": CatalogText.stringsdict([rule([("one", ""), ("other", "")])]),
      "ru.lproj/Localizable.stringsdict": CatalogText.stringsdict([
        rule([("one", ""), ("few", ""), ("other", "")])
      ]),
      "de.lproj/Localizable.stringsdict": CatalogText.stringsdict([rule([("one", ""), ("other", "")])]),
    ])
    #expect(try fixture.findings(of: "plural-coverage").isEmpty)
    // A form left empty where the source has text is still reported.
    let halfEmpty = try Fixture([
      "en.lproj/Localizable.stringsdict": CatalogText.stringsdict([
        rule([("one", "%ld file"), ("other", "%ld files")])
      ]),
      "de.lproj/Localizable.stringsdict": CatalogText.stringsdict([
        rule([("one", ""), ("other", "%ld Dateien")])
      ]),
    ])
    #expect(
      try halfEmpty.findings(of: "plural-coverage").map(\.message) == [
        "de plural of followed (substitutions.names) has an empty 'one' form"
      ])
  }

  @Test func aFormTheSourceLeavesEmptyInsideItsSentenceMayBeEmptyOrBlankAlike() throws {
    // wire: "%@ called%#@calls@", `one` empty ("Anna called"), `other` " %d times".
    let rule = { (one: String, other: String) in
      FixturePluralRule(
        "called", format: "%1$@ called%2$#@calls@", variable: "calls",
        forms: [("one", one), ("other", other)])
    }
    let fixture = try Fixture([
      "en.lproj/Localizable.stringsdict": CatalogText.stringsdict([rule("", " %2$d times")]),
      "de.lproj/Localizable.stringsdict": CatalogText.stringsdict([rule("", " %2$d Mal")]),
      "fr.lproj/Localizable.stringsdict": CatalogText.stringsdict([rule(" ", " %2$d fois")]),
    ])
    #expect(try fixture.findings(of: "plural-coverage").isEmpty)
    #expect(
      TranslationProgress.measure(fixture.catalog(), locales: [LocaleID("de"), LocaleID("fr")]).map(
        \.translated)
        == [1, 1])
    // Where the source's form says something, a blank one is as empty as an empty one.
    let dropped = try Fixture([
      "en.lproj/Localizable.stringsdict": CatalogText.stringsdict([rule(" once", " %2$d times")]),
      "de.lproj/Localizable.stringsdict": CatalogText.stringsdict([rule(" ", " %2$d Mal")]),
    ])
    #expect(
      try dropped.findings(of: "plural-coverage").map(\.message) == [
        "de plural of called (substitutions.calls) has an empty 'one' form"
      ])
  }
}
