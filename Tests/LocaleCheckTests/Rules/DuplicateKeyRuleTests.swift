import Testing

@testable import LocaleCheck

@Suite("duplicate-key")
struct DuplicateKeyRuleTests {
  @Test func descriptor() {
    #expect(DuplicateKeyRule.descriptor.id == "duplicate-key")
    #expect(DuplicateKeyRule.descriptor.defaultSeverity == .warning)
  }

  @Test func aKeyWrittenManyTimesIsToldAtItsFirstCopiesAndItsLast() throws {
    // Audit 159: five million copies of one key made five million findings.
    let pairs = (0..<14).map { ("k", "v\($0)") }
    let findings = try Fixture(["en.lproj/Localizable.strings": CatalogText.strings(pairs)])
      .findings(of: "duplicate-key")
    #expect(findings.count == 10)
    #expect(findings.first?.position?.line == 2)
    #expect(
      findings.last?.message
        == "'k' is written 14 times (first at line 1, column 1); this last one wins (the 3 copies before it "
        + "are not told one by one)")
    #expect(findings.last?.position?.line == 14)
    let twelve = try Fixture([
      "en.lproj/Localizable.strings": CatalogText.strings((0..<12).map { ("k", "v\($0)") })
    ]).findings(of: "duplicate-key")
    #expect(
      twelve.last?.message.hasSuffix("this last one wins (the copy before it is not told on its own)") == true
    )
  }

  @Test func triggersForAKeyWrittenTwiceInAStringsFile() throws {
    let fixture = try Fixture([
      "App/en.lproj/Localizable.strings": CatalogText.strings([("OK", "OK"), ("Cancel", "Cancel")]),
      "App/de.lproj/Localizable.strings": CatalogText.strings([
        ("OK", "OK"), ("Cancel", "Abbrechen"), ("OK", "Okay"),
      ]),
    ])
    let findings = try fixture.findings(of: "duplicate-key")
    #expect(findings.count == 1)
    let finding = try #require(findings.first)
    #expect(finding.locale == LocaleID("de"))
    #expect(finding.key == "OK")
    #expect(finding.bundle == "App")
    #expect(finding.table == "Localizable")
    #expect(finding.severity == .warning)
    #expect(
      finding.message
        == "'OK' is written twice (first at line 1, column 1); the last one wins, 'Okay', not the first one's 'OK'"
    )
    #expect(finding.position == SourcePosition(file: "App/de.lproj/Localizable.strings", line: 3, column: 1))
  }

  /// Pixea's 16 repeats all say the same twice (audit 245): the message says so.
  @Test func twoCopiesThatSayTheSameAreToldSo() throws {
    let strings = CatalogText.strings([("No media", "No media"), ("Zoom", "Zoom"), ("No media", "No media")])
    let xliff = """
      <?xml version="1.0" encoding="UTF-8"?>
      <xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2"><file original="App/en.lproj/Main.strings"
      source-language="en" target-language="fr" datatype="plaintext"><body>
      <trans-unit id="a"><source>Open</source><target>Ouvrir</target></trans-unit>
      <trans-unit id="a"><source>Open</source><target>Ouvrir</target></trans-unit>
      </body></file></xliff>
      """
    let fixture = try Fixture(["App/en.lproj/Localizable.strings": strings, "fr.xliff": xliff])
    #expect(
      try fixture.findings(of: "duplicate-key").map(\.message) == [
        "'No media' is written twice (first at line 1, column 1); the last one wins (both say 'No media': only "
          + "an edit to the first one would be lost)",
        "'a' is written twice (first at line 4, column 1); the last one wins (both say 'Ouvrir': only an edit "
          + "to the first one would be lost)",
      ])
  }

  @Test(arguments: [
    (2, "2nd"), (3, "3rd"), (4, "4th"), (11, "11th"), (12, "12th"), (21, "21st"), (113, "113th"),
  ])
  func ordinals(number: Int, expected: String) {
    #expect(DuplicateKeyRule.ordinal(number) == expected)
  }

  /// A field repeated in two objects of one key is two runs of copies, each counted alone (review 95).
  @Test func aFieldRepeatedInTwoPlacesIsTwoRuns() throws {
    let catalog = """
      {"sourceLanguage": "en", "version": "1.0", "strings": {"%lld files": {"localizations": {
        "de": {"variations": {"plural": {
          "one": {"stringUnit": {"state": "translated", "value": "a", "value": "%lld Datei"}},
          "other": {"stringUnit": {"state": "translated", "value": "b", "value": "%lld Dateien"}}}}}}}}}
      """
    let fixture = try Fixture(["App/Localizable.xcstrings": catalog])
    let messages = try fixture.findings(of: "duplicate-key").map(\.message)
    #expect(messages.count == 2)
    #expect(messages.allSatisfy { $0.contains("is written twice") })
  }

  @Test func eachLaterCopyOfAKeyIsItsOwnFinding() throws {
    // A baseline that holds the second copy must not hide a third one added later.
    let fixture = try Fixture([
      "App/en.lproj/Localizable.strings": CatalogText.strings([("Reset", "Reset")]),
      "App/ru.lproj/Localizable.strings": CatalogText.strings([
        ("Reset", "Сброс"), ("Reset", "Сбросить"), ("Reset", "Обнулить"),
      ]),
    ])
    let findings = try fixture.findings(of: "duplicate-key")
    #expect(
      findings.map(\.message) == [
        // Each copy counts them all: the second of three says so, not "twice" (audit 105).
        "'Reset' is written 3 times (first at line 1, column 1; this is the 2nd); the last one wins",
        "'Reset' is written 3 times (first at line 1, column 1); this last one wins",
      ])
    #expect(findings.map { $0.position?.line } == [2, 3])
    #expect(Set(findings.map(\.fingerprint)).count == 2)
    #expect(
      findings.first?.fingerprint
        == Fingerprint.make(
          rule: "duplicate-key", locale: "ru", bundle: "App", table: "Localizable", key: "Reset",
          identifier: "Reset"))
  }

  @Test func triggersForAKeyWrittenTwiceInBaseLproj() throws {
    let fixture = try Fixture([
      "App/Base.lproj/Main.strings": CatalogText.strings([("title", "Settings"), ("title", "Preferences")]),
      "App/de.lproj/Main.strings": CatalogText.strings([("title", "Einstellungen")]),
    ])
    let finding = try #require(try fixture.findings(of: "duplicate-key").first)
    #expect(finding.locale == LocaleID("en"))
    #expect(finding.position == SourcePosition(file: "App/Base.lproj/Main.strings", line: 2, column: 1))
  }

  @Test func triggersForAKeyWrittenTwiceInAStringCatalog() throws {
    let catalog = """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "Done" : {
            "localizations" : {
              "de" : { "stringUnit" : { "state" : "translated", "value" : "Fertig" } }
            }
          },
          "Done" : {
            "localizations" : {
              "de" : { "stringUnit" : { "state" : "translated", "value" : "Erledigt" } },
              "de" : { "stringUnit" : { "state" : "translated", "value" : "Fertig" } }
            }
          }
        },
        "version" : "1.0"
      }
      """
    let fixture = try Fixture(["Localizable.xcstrings": catalog])
    let findings = try fixture.findings(of: "duplicate-key")
    #expect(findings.count == 2)
    let key = try #require(findings.first)
    #expect(key.key == "Done")
    #expect(key.locale == nil)
    #expect(key.position == SourcePosition(file: "Localizable.xcstrings", line: 9, column: 5))
    #expect(key.message == "'Done' is written twice (first at line 4, column 5); the last one wins")
    let locale = try #require(findings.last)
    #expect(locale.position == SourcePosition(file: "Localizable.xcstrings", line: 12, column: 9))
    // A repeated field names the entry it is in, so that its fingerprint is the entry's own.
    #expect(locale.key == "Done")
    #expect(
      locale.message == "'de' in 'Done' is written twice (first at line 11, column 9); the last one wins")
    #expect(locale.fingerprint != key.fingerprint)
    // A locale written twice is a finding of that locale, which `--locales` selects.
    #expect(locale.locale == LocaleID("de"))
    var french = Configuration()
    french.locales = [LocaleID("fr")]
    #expect(try fixture.findings(of: "duplicate-key", configuration: french).map(\.key) == ["Done"])
  }

  @Test func aKeyAnExportWritesTwiceIsInTheBundleOnDiskItsTableJoins() throws {
    // The export names `App`, the project's folder is `App/App` from here (review 104).
    let fixture = try Fixture([
      "App/App/en.lproj/Localizable.strings": CatalogText.strings([("Save", "Save")]),
      "exports/fr.xliff": CatalogText.xliff(
        original: "App/en.lproj/Localizable.strings", target: "fr",
        units: [("Save", "Save", "Enregistrer"), ("Save", "Save", "Sauver")]),
    ])
    let findings = try fixture.findings(of: "duplicate-key")
    #expect(findings.map(\.bundle) == ["App/App"])
  }

  @Test func silentForTheSameKeyInDifferentTablesOrLocales() throws {
    let fixture = try Fixture([
      "App/en.lproj/Localizable.strings": CatalogText.strings([("OK", "OK")]),
      "App/en.lproj/Main.strings": CatalogText.strings([("OK", "OK")]),
      "App/de.lproj/Localizable.strings": CatalogText.strings([("OK", "OK")]),
    ])
    #expect(try fixture.findings(of: "duplicate-key").isEmpty)
  }

  @Test func onlyMatrixLocalesAreReported() throws {
    let fixture = try Fixture([
      "App/en.lproj/Localizable.strings": CatalogText.strings([("OK", "OK")]),
      "App/de.lproj/Localizable.strings": CatalogText.strings([("OK", "OK"), ("OK", "Okay")]),
      "App/fr.lproj/Localizable.strings": CatalogText.strings([("OK", "OK"), ("OK", "D'accord")]),
    ])
    var configuration = Configuration()
    configuration.locales = [LocaleID("fr")]
    let findings = try fixture.findings(of: "duplicate-key", configuration: configuration)
    #expect(findings.map(\.locale) == [LocaleID("fr")])
  }

  @Test func triggersForAKeyWrittenTwiceInAStringsdict() throws {
    let rule = FixturePluralRule(
      "%d files", format: "%#@files@", variable: "files", forms: [("other", "%d files")])
    let fixture = try Fixture([
      "App/en.lproj/Localizable.stringsdict": CatalogText.stringsdict([rule, rule])
    ])
    let finding = try #require(try fixture.findings(of: "duplicate-key").first)
    #expect(finding.key == "%d files")
    #expect(finding.locale == LocaleID("en"))
    let path = "App/en.lproj/Localizable.stringsdict"
    #expect(finding.position == fixture.position(of: "%d files</key>", in: path, occurrence: 2))
    let first = fixture.position(of: "%d files</key>", in: path)
    #expect(
      finding.message
        == "'%d files' is written twice (first at line \(first.line), column \(first.column)); "
        + "the last one wins"
    )
  }

  /// Audit 175: a repeated key a label map binds is told under the bound identifier, so its cell,
  /// its JUnit test case and an ignore entry naming the identifier all find it.
  @Test func aKeyTheLabelMapBindsIsToldUnderItsIdentifiers() throws {
    let fixture = try Fixture([
      "en.lproj/Localizable.strings": CatalogText.strings([("Back", "Back"), ("Close", "Close")]),
      "de.lproj/Localizable.strings": CatalogText.strings([
        ("Back", "Zurück"), ("Back", "Rückwärts"), ("Close", "Schließen"),
      ]),
    ])
    let labels = #"""
      {"version": 1, "identifiers": {"editor.back.button": {"key": "Back"},
       "toolbar.back.button": {"key": "Back"}, "editor.close.button": {"key": "Close"}}}
      """#
    let unmapped = try fixture.findings(of: "duplicate-key")
    let report = try fixture.report(labels: labels)
    let finding = try #require(report.findings.first { $0.rule == "duplicate-key" })
    #expect(finding.identifier == "editor.back.button" && finding.key == "Back")
    #expect(finding.alsoAbout.map(\.identifier) == ["toolbar.back.button"])
    #expect(finding.fingerprint == unmapped.first?.fingerprint, "a baseline written without the map holds")
    let german = Dictionary(
      uniqueKeysWithValues: report.matrix.map { ($0.identifier, $0.cells[LocaleID("de")]?.status) })
    #expect(
      german == [
        "editor.back.button": "duplicate-key", "toolbar.back.button": "duplicate-key",
        "editor.close.button": "ok",
      ])
    var configuration = Configuration()
    configuration.ignore = [
      IgnoreEntry(rule: "duplicate-key", locale: LocaleID("de"), identifier: "editor.back.button")
    ]
    #expect(try fixture.findings(of: "duplicate-key", configuration: configuration, labels: labels).isEmpty)
  }
}
