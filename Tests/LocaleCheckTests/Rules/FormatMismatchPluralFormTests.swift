import Testing

@testable import LocaleCheck

/// Plural forms and their number: a form is compared with the source's `other` form, and may
/// leave the number out only where its category is a single number in the locale's language.
@Suite("format-mismatch: plural forms")
struct FormatMismatchPluralFormTests {
  /// A String Catalog whose key `%lld files` has a plural variation per locale.
  private static func catalog(_ forms: [String: [String: String]]) -> String {
    let localizations = forms.keys.sorted().map { locale in
      let cases = forms[locale]!.keys.sorted().map { category in
        "\"\(category)\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"\(forms[locale]![category]!)\" } }"
      }
      return "\"\(locale)\" : { \"variations\" : { \"plural\" : { \(cases.joined(separator: ", ")) } } }"
    }
    return """
      { "sourceLanguage" : "en", "version" : "1.0",
        "strings" : { "%lld files" : { "localizations" : { \(localizations.joined(separator: ", ")) } } } }
      """
  }

  private static let english = ["one": "One file", "other": "%lld files"]

  private func messages(_ forms: [String: [String: String]]) throws -> [String] {
    let fixture = try Fixture(["Localizable.xcstrings": Self.catalog(forms)])
    return try fixture.findings(of: "format-mismatch").map(\.message).sorted()
  }

  @Test func aFormThatShowsTheNumberTheSourceOneLeavesOutIsFine() throws {
    // Russian `one` is 1, 21, 31, ...: it must show the number although English `one` does not.
    let russian = ["one": "%lld файл", "few": "%lld файла", "many": "%lld файлов", "other": "%lld файла"]
    #expect(try messages(["en": Self.english, "ru": russian]).isEmpty)
  }

  @Test func aOneFormForSeveralNumbersMustShowTheNumber() throws {
    let ukrainian = ["one": "Один файл", "few": "%lld файли", "many": "%lld файлів", "other": "%lld файлу"]
    #expect(
      try messages(["en": Self.english, "uk": ukrainian]) == [
        "uk value of %lld files (plural.one): argument 1 (%lld in the source) is missing here "
          + "(uk uses its 'one' form for 1, 21, 31, …)"
      ])
  }

  @Test func aFewOrManyFormNamesItsNumbers() throws {
    let ukrainian = [
      "one": "%lld файл", "few": "Кілька файлів", "many": "%lld файлів", "other": "%lld файлу",
    ]
    #expect(
      try messages(["en": Self.english, "uk": ukrainian]) == [
        "uk value of %lld files (plural.few): argument 1 (%lld in the source) is missing here "
          + "(uk uses its 'few' form for 2 to 4, 22 to 24, 32 to 34, …)"
      ])
  }

  @Test func aZeroFormTakesZeroFromTheNumbersNamed() throws {
    let russian = [
      "zero": "Нет файлов", "one": "%lld файл", "few": "%lld файла", "many": "Много файлов",
      "other": "%lld файла",
    ]
    #expect(
      try messages(["en": Self.english, "ru": russian]) == [
        "ru value of %lld files (plural.many): argument 1 (%lld in the source) is missing here "
          + "(ru uses its 'many' form for 5 to 20, 25 to 30, …)"
      ])
    // Hebrew's `many` left CLDR 42: only older systems show it.
    #expect(
      try messages([
        "en": Self.english,
        "he": ["one": "קובץ אחד", "two": "%lld קבצים", "many": "הרבה קבצים", "other": "%lld קבצים"],
      ])
        == [
          "he value of %lld files (plural.many): argument 1 (%lld in the source) is missing here "
            + "(he uses its 'many' form for 20, 30, 40, … on iOS 16 and earlier)"
        ])
  }

  @Test func otherAlwaysShowsTheNumberAndASingleNumbersFormMayNot() throws {
    let german = ["one": "Eine Datei", "other": "Dateien"]
    #expect(
      try messages(["en": Self.english, "de": german]) == [
        "de value of %lld files (plural.other): argument 1 (%lld in the source) is missing here "
          + "(de uses its 'other' form for 0 and every number from 2 on)"
      ])
    #expect(
      try messages(["en": Self.english, "de": ["one": "Eine Datei", "other": "%lld Dateien"]]).isEmpty)
  }

  @Test func anEmptyFormIsLeftToPluralCoverage() throws {
    let russian = ["one": "%lld файл", "few": "", "many": "%lld файлов", "other": "%lld файла"]
    #expect(try messages(["en": Self.english, "ru": russian]).isEmpty)
  }

  @Test func everyFormThatDoesNotFitIsReportedWithItsOwnFingerprint() throws {
    let russian = ["one": "%@ файл", "few": "%s файла", "many": "%lld файлов", "other": "%f файла"]
    let fixture = try Fixture(["Localizable.xcstrings": Self.catalog(["en": Self.english, "ru": russian])])
    let findings = try fixture.findings(of: "format-mismatch")
    #expect(
      findings.map(\.message).sorted() == [
        "ru value of %lld files (plural.few): argument 1 is %lld in the source but %s here",
        "ru value of %lld files (plural.one): argument 1 is %lld in the source but %@ here",
        "ru value of %lld files (plural.other): argument 1 is %lld in the source but %f here",
      ])
    #expect(Set(findings.map(\.fingerprint)).count == 3)
  }

  @Test func aRenamedStringsdictVariableIsComparedWithTheSourceVariableOfItsArgument() throws {
    let english = FixturePluralRule(
      "%d files in %@", format: "%#@files@ in %@", variable: "files",
      forms: [("one", "%d file"), ("other", "%d files")])
    let german = { (other: String) in
      FixturePluralRule(
        "%d files in %@", format: "%#@anzahl@ in %@", variable: "anzahl",
        forms: [("one", "%d Datei"), ("other", other)])
    }
    let fine = try Fixture([
      "App/en.lproj/Localizable.stringsdict": CatalogText.stringsdict([english]),
      "App/de.lproj/Localizable.stringsdict": CatalogText.stringsdict([german("%d Dateien")]),
    ])
    #expect(try fine.findings(of: "format-mismatch").isEmpty)
    let wrong = try Fixture([
      "App/en.lproj/Localizable.stringsdict": CatalogText.stringsdict([english]),
      "App/de.lproj/Localizable.stringsdict": CatalogText.stringsdict([german("%@ Dateien")]),
    ])
    let findings = try wrong.findings(of: "format-mismatch")
    #expect(
      findings.map(\.message) == [
        "de value of %d files in %@ (substitutions.anzahl.plural.other): argument 1 is %d in the source but %@ here"
      ])
  }

  @Test func aFormWithoutUsableTextIsNotCompared() throws {
    // Empty or `new`, a form is not shown: the source's is, so there is no placeholder to compare
    // (`missing-translation` reports it).
    let leaf = CatalogText.stringUnit
    let catalog = """
      {"sourceLanguage":"en","version":"1.0","strings":{"%lld files":{"localizations":{
      "de":{"variations":{"device":{"iphone":\(leaf("%lld Dateien", "translated")),"other":\(leaf("", "new"))}}},
      "fr":{"variations":{"device":{"iphone":\(leaf("%lld fichiers", "translated")),"other":\(leaf("fichiers", "new"))}}},
      "it":{"variations":{"device":{"iphone":\(leaf("%lld file", "translated")),"other":\(leaf("file", "translated"))}}}}}}}
      """
    let fixture = try Fixture(["Localizable.xcstrings": catalog])
    #expect(
      try fixture.findings(of: "format-mismatch").map(\.message) == [
        "it value of %lld files (device.other): argument 1 (%lld in the source) is missing here"
      ])
    #expect(
      try fixture.findings(of: "missing-translation").map(\.locale) == [LocaleID("de"), LocaleID("fr")])
  }

  @Test func aZeroFormLeavesOneTheSingleNumberOne() throws {
    // Foundation takes `zero` for 0 whatever CLDR says: French `one` (0 and 1) is then 1 alone.
    // Latvian `zero` itself stays 0, 10-20, 30, ...: it must show the number.
    let english = ["zero": "No files", "one": "One file", "other": "%lld files"]
    let french = ["zero": "Aucun fichier", "one": "Un fichier", "other": "%lld fichiers"]
    let latvian = ["zero": "Nav failu", "one": "%lld fails", "other": "%lld faili"]
    #expect(
      try messages(["en": english, "fr": french, "lv": latvian]) == [
        "lv value of %lld files (plural.zero): argument 1 (%lld in the source) is missing here "
          + "(lv uses its 'zero' form for 0, 10 to 20, 30, …)"
      ])
    #expect(
      !(try messages(["en": Self.english, "fr": ["one": "Un fichier", "other": "%lld fichiers"]]).isEmpty))
  }

  @Test func aFormUsingAnArgumentOfTheSourcesSentenceOnlyIsToldSo() throws {
    // wire-ios: the Russian variable reads the conversation's name (argument 2), not the count.
    let rule = { (format: String, forms: [(String, String)]) in
      FixturePluralRule("knock.group", format: format, variable: "knocks", valueType: "@", forms: forms)
    }
    let fixture = try Fixture([
      "en.lproj/Push.stringsdict": CatalogText.stringsdict([
        rule("%1$@ pinged%3$#@knocks@in %2$@", [("one", " "), ("other", " %3$@ times ")])
      ]),
      "ru.lproj/Push.stringsdict": CatalogText.stringsdict([
        rule(
          "%1$@ отправил пинг%2$#@knocks@",
          [("one", " %2$@ раз "), ("few", " %2$@ раза "), ("many", " %2$@ раз "), ("other", " %2$@ раза ")])
      ]),
      "de.lproj/Push.stringsdict": CatalogText.stringsdict([
        rule("%1$@ hat %3$#@knocks@in %2$@ angepingt", [("one", " "), ("other", " %3$@ %4$@ Mal ")])
      ]),
    ])
    #expect(
      try fixture.findings(of: "format-mismatch").map(\.message).sorted() == [
        "de value of knock.group (substitutions.knocks.plural.other): argument 4 (%4$@) is not in the source",
        "ru value of knock.group (substitutions.knocks.plural.few): argument 2 (%2$@) is not in the source's "
          + "plural forms, only in its sentence",
        "ru value of knock.group (substitutions.knocks.plural.many): argument 2 (%2$@) is not in the source's "
          + "plural forms, only in its sentence",
        "ru value of knock.group (substitutions.knocks.plural.one): argument 2 (%2$@) is not in the source's "
          + "plural forms, only in its sentence",
        "ru value of knock.group (substitutions.knocks.plural.other): argument 2 (%2$@) is not in the source's "
          + "plural forms, only in its sentence",
        "ru value of knock.group: argument 3 (%3$#@knocks@ in the source) is missing here",
      ])
  }

  @Test func aFormMayRepeatANumberedArgumentOfItsOwnSentence() throws {
    // Audit 181: printf lets `%1$@` be used again; the forms are put into the sentence first.
    let rule = { (format: String, forms: [(String, String)]) in
      FixturePluralRule("photos.of", format: format, variable: "photos", valueType: "lld", forms: forms)
    }
    let fixture = try Fixture([
      "en.lproj/Localizable.stringsdict": CatalogText.stringsdict([
        rule("%1$@ has %2$#@photos@", [("one", "%2$lld photo"), ("other", "%2$lld photos")])
      ]),
      "de.lproj/Localizable.stringsdict": CatalogText.stringsdict([
        rule("%1$@ hat %2$#@photos@", [("one", "%2$lld Foto, %1$@"), ("other", "%2$lld Fotos, %1$@")])
      ]),
      "fr.lproj/Localizable.stringsdict": CatalogText.stringsdict([
        rule("%1$@ a %2$#@photos@", [("one", "%2$lld photo"), ("other", "%2$lld photos de %1$d")])
      ]),
    ])
    #expect(
      try fixture.findings(of: "format-mismatch").map(\.message) == [
        "fr value of photos.of (substitutions.photos.plural.other): argument 1 is %1$@ in the source but %1$d here"
      ])
  }

  @Test func aFormMayShowItsVariablesCountWhereTheSourcesFormsLeaveItOut() throws {
    let rule = { (forms: [(String, String)]) in
      FixturePluralRule("delete", format: "Delete %#@photos@?", variable: "photos", forms: forms)
    }
    let fixture = try Fixture([
      "en.lproj/Localizable.stringsdict": CatalogText.stringsdict([
        rule([("one", "this photo"), ("other", "these photos")])
      ]),
      "ru.lproj/Localizable.stringsdict": CatalogText.stringsdict([
        rule([
          ("one", "эту %d фотографию"), ("few", "эти %d фотографии"), ("many", "эти %d фотографий"),
          ("other", "эти %d фотографии"),
        ])
      ]),
      // The count as an object is still reported, as the variable's type.
      "de.lproj/Localizable.stringsdict": CatalogText.stringsdict([
        rule([("one", "dieses Foto"), ("other", "diese %@ Fotos")])
      ]),
    ])
    #expect(
      try fixture.findings(of: "format-mismatch").map(\.message) == [
        "de value of delete (substitutions.photos.plural.other): argument 1 is %#@photos@ (an integer) in the "
          + "source but %@ (an object) here"
      ])
    // A source variable without a value type takes a number all the same.
    let untyped = { (forms: [(String, String)]) in
      FixturePluralRule(
        "delete", format: "Delete %#@photos@?", variable: "photos", valueType: "", forms: forms)
    }
    let withoutType = try Fixture([
      "en.lproj/Localizable.stringsdict": CatalogText.stringsdict([
        untyped([("one", "this photo"), ("other", "these photos")])
      ]),
      "de.lproj/Localizable.stringsdict": CatalogText.stringsdict([
        untyped([("one", "dieses Foto"), ("other", "diese %@ Fotos")])
      ]),
    ])
    #expect(
      try withoutType.findings(of: "format-mismatch").map(\.message) == [
        "de value of delete (substitutions.photos.plural.other): argument 1 is %#@photos@ (an integer) in the "
          + "source but %@ (an object) here"
      ])
  }
}
