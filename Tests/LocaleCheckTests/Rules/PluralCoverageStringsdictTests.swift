import Testing

@testable import LocaleCheck

/// `.stringsdict` plural rules whose forms are misspelt or left out: the OS finds no form for
/// the numbers of a category it cannot read.
@Suite("plural-coverage: stringsdict forms")
struct PluralCoverageStringsdictTests {
  private static func rule(_ key: String, _ forms: [(category: String, text: String)]) -> FixturePluralRule {
    FixturePluralRule(key, format: "%#@n@", variable: "n", forms: forms)
  }

  @Test func misspeltOrMissingFormsLackTheirCategories() throws {
    let fixture = try Fixture([
      "App/en.lproj/Localizable.stringsdict": CatalogText.stringsdict([
        Self.rule("caps", [("one", "%d file"), ("other", "%d files")]),
        Self.rule("none", [("one", "%d file"), ("other", "%d files")]),
        Self.rule("fine", [("one", "%d file"), ("other", "%d files")]),
      ]),
      "App/ru.lproj/Localizable.stringsdict": CatalogText.stringsdict([
        Self.rule(
          "caps", [("One", "%d файл"), ("Few", "%d файла"), ("Many", "%d файлов"), ("Other", "%d файла")]),
        Self.rule("none", []),
        Self.rule(
          "fine", [("one", "%d файл"), ("few", "%d файла"), ("many", "%d файлов"), ("other", "%d файла")]),
      ]),
    ])
    let findings = try fixture.findings(of: "plural-coverage")
    #expect(
      findings.map(\.message).sorted() == [
        "ru plural of caps (substitutions.n) lacks the 'one', 'few', 'many' and 'other' forms (ru needs one, few, many, other)",
        "ru plural of none (substitutions.n) lacks the 'one', 'few', 'many' and 'other' forms (ru needs one, few, many, other)",
      ])
  }

  @Test func aStringsValueBesideTheLocalesStringsdictNamesThatFile() throws {
    // ChiSafeEats's years left out of the Russian `.stringsdict` (audit 324): the `.strings` text
    // shows, "1 лет назад", and the forms go in the file beside it; without one, no file is named.
    let fixture = try Fixture([
      "App/en.lproj/Localizable.strings": CatalogText.strings([
        ("years", "%lld years ago"), ("days", "%lld days"),
      ]),
      "App/en.lproj/Localizable.stringsdict": CatalogText.stringsdict([
        Self.rule("years", [("one", "%d year ago"), ("other", "%d years ago")]),
        Self.rule("days", [("one", "%d day"), ("other", "%d days")]),
      ]),
      "App/ru.lproj/Localizable.strings": CatalogText.strings([
        ("years", "%lld лет назад"), ("days", "%lld дней"),
      ]),
      "App/ru.lproj/Localizable.stringsdict": CatalogText.stringsdict([
        Self.rule("days", [("one", "%d день"), ("few", "%d дня"), ("many", "%d дней"), ("other", "%d дня")])
      ]),
      "App/uk.lproj/Localizable.strings": CatalogText.strings([
        ("years", "%lld років тому"), ("days", "%lld днів"),
      ]),
    ])
    let messages = try fixture.findings(of: "plural-coverage").map(\.message).sorted()
    #expect(
      messages == [
        "ru plural of years is one text for every count ('%lld лет назад'), which the source varies by plural "
          + "(ru needs one, few, many, other); App/ru.lproj/Localizable.stringsdict has no entry for it: "
          + "add its forms there",
        "uk plural of days is one text for every count ('%lld днів'), which the source varies by plural "
          + "(uk needs one, few, many, other)",
        "uk plural of years is one text for every count ('%lld років тому'), which the source varies by plural "
          + "(uk needs one, few, many, other)",
      ])
    // A `.stringsdict` with errors may hold the entry it could not read: its error tells (review 224).
    let broken = try Fixture([
      "App/en.lproj/Localizable.strings": CatalogText.strings([("years", "%lld years ago")]),
      "App/en.lproj/Localizable.stringsdict": CatalogText.stringsdict([
        Self.rule("years", [("one", "%d year ago"), ("other", "%d years ago")])
      ]),
      "App/ru.lproj/Localizable.strings": CatalogText.strings([("years", "%lld лет назад")]),
      "App/ru.lproj/Localizable.stringsdict":
        "<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict><key>years",
    ])
    let brokenMessages = try broken.findings(of: "plural-coverage").map(\.message)
    #expect(
      brokenMessages.count == 1 && brokenMessages.allSatisfy { !$0.contains("no entry") }, "\(brokenMessages)"
    )
  }

  @Test func anEmptyFormBesideANameIsByDesign() throws {
    // Wire's "Anna and 3 others" reads "Anna" for no others (audit 289); a number alone is no
    // label, so "%d %#@n@" with an empty `zero` is still told.
    let fixture = try Fixture([
      "App/en.lproj/Localizable.stringsdict": CatalogText.stringsdict([
        FixturePluralRule(
          "others", format: "%@ %#@n@", variable: "n",
          forms: [("zero", ""), ("one", "and %d other"), ("other", "and %d others")]),
        FixturePluralRule(
          "count", format: "%1$d %#@n@", variable: "n",
          forms: [("zero", ""), ("one", "file"), ("other", "files")]),
      ])
    ])
    #expect(
      try fixture.findings(of: "plural-coverage").map(\.message) == [
        "en plural of count (substitutions.n) has an empty 'zero' form: for 0 the element shows nothing, which VoiceOver skips; fine only where it is hidden at 0 (an unread "
          + "badge)"
      ])
  }

  @Test func anEmptyFormTheSourceLeavesEmptyIsToldOnceAtTheSource() throws {
    // Elytra's unread badge shows nothing for 0: the source's choice, told there, which a
    // translator follows; an empty form where the source says something is still the
    // translator's (audit 140).
    let badge = { (zero: String, other: String) in
      Self.rule("unread", [("zero", zero), ("one", "%u " + other), ("other", "%u " + other)])
    }
    let fixture = try Fixture([
      "App/en.lproj/Localizable.stringsdict": CatalogText.stringsdict([
        badge("", "unread"),
        Self.rule("files", [("zero", "No files"), ("one", "%d file"), ("other", "%d files")]),
      ]),
      "App/de.lproj/Localizable.stringsdict": CatalogText.stringsdict([
        badge("", "ungelesen"),
        Self.rule("files", [("zero", ""), ("one", "%d Datei"), ("other", "%d Dateien")]),
      ]),
    ])
    #expect(
      try fixture.findings(of: "plural-coverage").map(\.message) == [
        // A translation's, where the source's has text: not said to be fine for a badge (review 222).
        "de plural of files (substitutions.n) has an empty 'zero' form",
        "en plural of unread (substitutions.n) has an empty 'zero' form: for 0 the element shows nothing, which VoiceOver skips; fine only where it is hidden at 0 (an unread "
          + "badge)",
      ])
    // Where the run leaves the source out, the translation's is told.
    var configuration = Configuration()
    configuration.locales = [LocaleID("de")]
    #expect(try fixture.findings(of: "plural-coverage", configuration: configuration).count == 2)
  }

  @Test func anEmptyFormWhoseCategoryHoldsMoreNumbersThanTheSourcesIsTheTranslators() throws {
    // Tangem's English `one` says nothing for 1 word; Russian `one` is also 21, 31, …, where
    // English shows its `other` text, so Russian's empty `one` is Russian's (audit 141). German's
    // `one` is 1 alone, as English's: it follows the source.
    let words = { (one: String, other: String) in Self.rule("words", [("one", one), ("other", other)]) }
    let fixture = try Fixture([
      "App/en.lproj/Localizable.stringsdict": CatalogText.stringsdict([
        words("", "Write these %li words down.")
      ]),
      "App/de.lproj/Localizable.stringsdict": CatalogText.stringsdict([
        words("", "Schreiben Sie diese %li Wörter auf.")
      ]),
      "App/ru.lproj/Localizable.stringsdict": CatalogText.stringsdict([
        Self.rule(
          "words",
          [
            ("one", ""), ("few", "Запишите эти %li слова."), ("many", "Запишите эти %li слов."),
            ("other", "Запишите эти %li слова."),
          ])
      ]),
    ])
    #expect(
      try fixture.findings(of: "plural-coverage").map(\.message) == [
        "en plural of words (substitutions.n) has an empty 'one' form",
        "ru plural of words (substitutions.n) has an empty 'one' form (ru uses its 'one' form for 1, 21, 31, …)",
      ])
  }

  @Test func anEmptyFormOfACategoryOfFewerNumbersFollowsTheSource() throws {
    // Review 117: English `one` (1) after a Russian source's empty `one` (1, 21, 31, …) shows
    // nothing only where Russian does; French `one` (0 and 1) after English's empty `zero` and
    // `one` shows nothing only where English does.
    let badge = { (forms: [(String, String)]) in Self.rule("badge", forms) }
    let fromRussian = try Fixture([
      "App/ru.lproj/Localizable.stringsdict": CatalogText.stringsdict([
        badge([("one", ""), ("few", "%d новых"), ("many", "%d новых"), ("other", "%d новых")])
      ]),
      "App/en.lproj/Localizable.stringsdict": CatalogText.stringsdict([
        badge([("one", ""), ("other", "%d new")])
      ]),
    ])
    #expect(
      try fromRussian.report(sourceLocale: "ru").findings.filter { $0.rule == "plural-coverage" }.map(
        \.message) == [
          "ru plural of badge (substitutions.n) has an empty 'one' form (ru uses its 'one' form for 1, 21, 31, …)"
        ])
    let fromEnglish = try Fixture([
      "App/en.lproj/Localizable.stringsdict": CatalogText.stringsdict([
        badge([("zero", ""), ("one", ""), ("other", "%d unread")])
      ]),
      "App/fr.lproj/Localizable.stringsdict": CatalogText.stringsdict([
        badge([("one", ""), ("other", "%d non lus")])
      ]),
    ])
    #expect(
      try fromEnglish.findings(of: "plural-coverage").map(\.message) == [
        "en plural of badge (substitutions.n) has empty 'zero', 'one' forms"
      ])
    // Welsh `many` is 6, where a Spanish source shows its `other` text: Spanish `many` is for
    // millions (review 118).
    let fromSpanish = try Fixture([
      "App/es.lproj/Localizable.stringsdict": CatalogText.stringsdict([
        badge([("one", "%d nuevo"), ("many", ""), ("other", "%d nuevos")])
      ]),
      "App/cy.lproj/Localizable.stringsdict": CatalogText.stringsdict([
        badge([
          ("zero", "%d newydd"), ("one", "%d newydd"), ("two", "%d newydd"), ("few", "%d newydd"),
          ("many", ""),
          ("other", "%d newydd"),
        ])
      ]),
    ])
    #expect(
      try fromSpanish.report(sourceLocale: "es").findings.filter { $0.rule == "plural-coverage" }.map(
        \.locale)
        == [LocaleID("cy"), LocaleID("es")])
  }

  @Test func anEmptyFormOfACategoryTheSourceNeverUsesIsStillTheTranslators() throws {
    // English written with every category, `few` left empty: English never shows it and its check
    // tells nothing, so Russian's empty `few` (2-4 files) is Russian's (review 114).
    let fixture = try Fixture([
      "App/en.lproj/Localizable.stringsdict": CatalogText.stringsdict([
        Self.rule("files", [("one", "%d file"), ("few", ""), ("other", "%d files")])
      ]),
      "App/ru.lproj/Localizable.stringsdict": CatalogText.stringsdict([
        Self.rule("files", [("one", "%d файл"), ("few", ""), ("many", "%d файлов"), ("other", "%d файла")])
      ]),
    ])
    #expect(
      try fixture.findings(of: "plural-coverage").map(\.message) == [
        "ru plural of files (substitutions.n) has an empty 'few' form"
      ])
  }

  @Test func aTopLevelCatalogPluralFollowsTheSourcesEmptyZero() throws {
    // Xcode's shape for `%lld`: the forms right under the localization (review 114).
    let leaf = CatalogText.stringUnit
    let fixture = try Fixture([
      "Localizable.xcstrings": """
      {"sourceLanguage":"en","version":"1.0","strings":{"badge %lld":{"localizations":{
      "en":{"variations":{"plural":{"zero":\(leaf("", "translated")),"one":\(leaf("%lld new", "translated")),"other":\(leaf("%lld new", "translated"))}}},
      "de":{"variations":{"plural":{"zero":\(leaf("", "translated")),"one":\(leaf("%lld neu", "translated")),"other":\(leaf("%lld neu", "translated"))}}}}}}}
      """
    ])
    #expect(
      try fixture.findings(of: "plural-coverage").map(\.message) == [
        "en plural of badge %lld has an empty 'zero' form: for 0 the element shows nothing, which VoiceOver skips; fine only where it is hidden at 0 (an unread "
          + "badge)"
      ])
  }

  @Test func aVariableTheFormatKeyDoesNotNameLacksNothing() throws {
    // E-Rezept's Russian: a plain sentence as the format key, beside the variable's empty forms.
    let fixture = try Fixture([
      "App/en.lproj/Localizable.stringsdict": CatalogText.stringsdict([
        Self.rule("err", [("one", "%d file redeemed"), ("other", "%d files redeemed")])
      ]),
      "App/ru.lproj/Localizable.stringsdict": CatalogText.stringsdict([
        FixturePluralRule(
          "err", format: "Рецепт уже выкуплен", variable: "n", forms: [("one", ""), ("other", "")])
      ]),
    ])
    #expect(try fixture.findings(of: "plural-coverage").isEmpty)
    #expect(try fixture.findings(of: "format-mismatch").map(\.key) == ["err"])
    // Without a source value no format-mismatch can tell, so the empty forms are reported.
    let sourceless = try Fixture([
      "App/ru.lproj/Localizable.stringsdict": CatalogText.stringsdict([
        FixturePluralRule(
          "err", format: "Рецепт уже выкуплен", variable: "n", forms: [("one", ""), ("other", "")])
      ])
    ])
    #expect(try sourceless.findings(of: "plural-coverage").map(\.key) == ["err"])
    // A String Catalog's: its forms' gaps are reported beside the lost count.
    let forms = { (one: String, other: String) in
      "\"substitutions\":{\"count\":{\"argNum\":1,\"formatSpecifier\":\"lld\",\"variations\":{\"plural\":{"
        + "\"one\":\(CatalogText.stringUnit(one)),\"other\":\(CatalogText.stringUnit(other))}}}}"
    }
    let catalog = try Fixture([
      "Localizable.xcstrings": """
      {"sourceLanguage":"en","version":"1.0","strings":{"files":{"localizations":{
      "en":{"stringUnit":{"state":"translated","value":"%#@count@"},\(forms("%lld file", "%lld files"))},
      "ru":{"stringUnit":{"state":"translated","value":"Файлы"},\(forms("%lld файл", "%lld файла"))}}}}}
      """
    ])
    #expect(try catalog.findings(of: "plural-coverage").map(\.key) == ["files"])
    // The forms of a variable the format does not name hold no argument the app shows.
    #expect(
      try catalog.findings(of: "format-mismatch").map(\.message) == [
        "ru value of files: argument 1 (%#@count@ in the source) is missing here"
      ])
  }

  @Test func anEmptyHebrewManySaysWhichSystemsShowIt() throws {
    // CLDR 42 took Hebrew's `many` out; older systems still show it for 20, 30, ...
    let fixture = try Fixture([
      "App/en.lproj/Localizable.stringsdict": CatalogText.stringsdict([
        Self.rule("count", [("one", "%d file"), ("other", "%d files")])
      ]),
      "App/he.lproj/Localizable.stringsdict": CatalogText.stringsdict([
        Self.rule("count", [("one", "קובץ %d"), ("two", "%d קבצים"), ("many", ""), ("other", "%d קבצים")])
      ]),
    ])
    #expect(
      try fixture.findings(of: "plural-coverage").map(\.message) == [
        "he plural of count (substitutions.n) has an empty 'many' form (iOS 16 and earlier show 'many' for 20, 30, "
          + "40, ...)"
      ])
  }

  /// "%d of %d users" with two plural variables, `users` and `seats`, written as ProtonMail does;
  /// `of` is the word between them in the translation's format.
  private static func twoCounts(
    users: [(String, String)], seats: [(String, String)], names: (String, String) = ("users", "seats"),
    of: String = "of"
  ) -> String {
    func variable(_ name: String, _ forms: [(String, String)]) -> String {
      "<key>\(name)</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>"
        + "<key>NSStringFormatValueTypeKey</key><string>d</string>"
        + forms.map { "<key>\($0.0)</key><string>\($0.1)</string>" }.joined() + "</dict>"
    }
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict><key>%d of %d users</key><dict>
      <key>NSStringLocalizedFormatKey</key><string>%#@\(names.0)@ \(of) %#@\(names.1)@</string>
      \(variable(names.0, users))
      \(variable(names.1, seats))
      </dict></dict></plist>

      """
  }

  @Test func aVariableWhoseFormsAreOnlyTheNumberLacksNothing() throws {
    // ProtonMail: "%#@VARIABLE1@ of %#@VARIABLE2@", the first variable's one form "%d".
    let fixture = try Fixture([
      "App/en.lproj/Localizable.stringsdict": Self.twoCounts(
        users: [("other", "%d")], seats: [("one", "%d user"), ("other", "%d users")]),
      "App/ru.lproj/Localizable.stringsdict": Self.twoCounts(
        users: [("other", "%d")],
        // "из 2 мест", "из 5 мест": the preposition sets the case for every count.
        seats: [("one", "%d места"), ("few", "%d мест"), ("many", "%d мест"), ("other", "%d места")], of: "из"
      ),
      // Words in a form: the count's word needs its categories.
      "App/uk.lproj/Localizable.stringsdict": Self.twoCounts(
        users: [("one", "%d"), ("other", "%d з")],
        seats: [("one", "%d"), ("few", "%d"), ("many", "%d"), ("other", "%d")]),
      // A translation's own spelling of the variables (Crowdin writes them in small letters).
      "App/be.lproj/Localizable.stringsdict": Self.twoCounts(
        users: [("other", "%d")],
        seats: [("one", "%d месца"), ("few", "%d месцы"), ("many", "%d месцаў"), ("other", "%d месца")],
        names: ("USERS", "SEATS")),
      // Without `other`, counts of no category the set has show nothing.
      "App/pl.lproj/Localizable.stringsdict": Self.twoCounts(
        users: [("one", "%d")], seats: [("one", "%d"), ("few", "%d"), ("many", "%d"), ("other", "%d")]),
    ])
    #expect(
      try fixture.findings(of: "plural-coverage").map(\.message).sorted() == [
        "pl plural of %d of %d users (substitutions.users) lacks the 'few', 'many' and 'other' forms (pl needs one, few, many, other)",
        "uk plural of %d of %d users (substitutions.users) lacks the 'few' and 'many' forms (uk needs one, few, many, other)",
      ])
  }

  @Test func formsOfOnlyTheNumberLackCategoriesWhereTheSourcesFormsHaveWords() throws {
    let rule = { (format: String, forms: [(String, String)]) in
      FixturePluralRule("files", format: format, variable: "files", forms: forms)
    }
    let fixture = try Fixture([
      "App/en.lproj/Localizable.stringsdict": CatalogText.stringsdict([
        rule("%#@files@", [("one", "%d file"), ("other", "%d files")])
      ]),
      // The noun moved out of the forms agrees with no count: "2 файлов".
      "App/ru.lproj/Localizable.stringsdict": CatalogText.stringsdict([
        rule("%#@files@ файлов", [("other", "%d")])
      ]),
    ])
    #expect(
      try fixture.findings(of: "plural-coverage").map(\.message) == [
        "ru plural of files (substitutions.files) lacks the 'one', 'few' and 'many' forms (ru needs one, few, many, other)"
      ])
    // A source whose only set says the number beside its own noun reads "1 songs".
    let songs = try Fixture([
      "App/en.lproj/Localizable.stringsdict": CatalogText.stringsdict([
        FixturePluralRule("songs", format: "%#@songs@ songs", variable: "songs", forms: [("other", "%d")])
      ])
    ])
    #expect(
      try songs.findings(of: "plural-coverage").map(\.message) == [
        "en plural of songs (substitutions.songs) lacks the 'one' form (en needs one, other; the app shows the 'other' form for 1)"
      ])
  }
}
