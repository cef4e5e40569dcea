import Testing

@testable import LocaleCheck

@Suite("Matrix")
struct MatrixTests {
  static let catalog = CatalogText.xcstrings([
    "Save button": ["en": "Save button", "de": "Save button", "fr": "Bouton enregistrer"],
    "Sign in": ["en": "Sign in", "de": "Anmelden"],
    "Help": ["en": "Help", "de": "Hilfe", "fr": "Aide"],
  ])

  @Test func cellsShowTheMostSevereRule() throws {
    let fixture = try Fixture(["Localizable.xcstrings": Self.catalog])
    let report = try fixture.report()
    let rows = Dictionary(uniqueKeysWithValues: report.matrix.map { ($0.identifier, $0) })
    let save = try #require(rows["Save button"])
    // english-fallback (error) beats role-in-label (warning) in de; fr only has role-in-label.
    #expect(save.cells[LocaleID("de")]?.status == "english-fallback")
    #expect(save.cells[LocaleID("fr")]?.status == "role-in-label")
    #expect(save.cells[LocaleID("en")]?.status == "role-in-label")
    #expect(
      rows["Sign in"]?.cells[LocaleID("fr")] == MatrixCell(status: "missing-translation", label: "Sign in"))
    #expect(rows["Help"]?.cells[LocaleID("fr")] == MatrixCell(status: "ok", label: "Aide"))
    #expect(rows["Help"]?.hasFinding == false)
  }

  @Test func keysThatDifferOnlyInNormalizationAreRowsOfTheirOwn() throws {
    // Foundation keeps "Café" with a composed "é" and with a combining accent apart: so do the
    // matrix's cells (Swift's `String` equality would give one row the other's findings).
    let composed = "Caf\u{E9} card"
    let decomposed = "Cafe\u{301} card"
    let fixture = try Fixture([
      "en.lproj/Localizable.strings": CatalogText.strings([(composed, composed), (decomposed, decomposed)]),
      "de.lproj/Localizable.strings": CatalogText.strings([(decomposed, "Café-Karte")]),
    ])
    let report = try fixture.report()
    let cells = report.matrix.map { ($0.key.unicodeScalars.count, $0.cells[LocaleID("de")]?.status) }
    #expect(cells.contains { $0 == (composed.unicodeScalars.count, "missing-translation") })
    #expect(cells.contains { $0 == (decomposed.unicodeScalars.count, "ok") })
  }

  @Test func equalSeveritiesFollowTheRegistryOrder() throws {
    let fixture = try Fixture(["Localizable.xcstrings": Self.catalog])
    var configuration = Configuration()
    configuration.rules["role-in-label"] = RuleSetting(severity: .error)
    let report = try fixture.report(configuration: configuration)
    let save = try #require(report.matrix.first { $0.identifier == "Save button" })
    #expect(save.cells[LocaleID("de")]?.status == "english-fallback")
    #expect(save.cells[LocaleID("fr")]?.status == "role-in-label")
  }

  @Test func identifierIsTheKeyWithoutALabelMap() throws {
    let fixture = try Fixture([
      "Localizable.xcstrings": Self.catalog,
      "App/en.lproj/Main.strings": CatalogText.strings([("title", "Settings")]),
    ])
    let report = try fixture.report()
    #expect(report.matrix.allSatisfy { $0.identifier == $0.key })
    #expect(report.findings.allSatisfy { $0.identifier == $0.key })
    #expect(Set(report.matrix.map(\.key)) == ["Save button", "Sign in", "Help", "title"])
    #expect(report.matrix.first { $0.key == "title" }?.bundle == "App")
    #expect(report.summary.subjects == 4)
  }

  @Test func aLabelMapGivesIdentifiersAndScreens() throws {
    let labels = """
      { "version": 1, "identifiers": {
          "login.help": { "key": "Help" },
          "settings.signIn": { "key": "Sign in", "screen": "account" } } }
      """
    let fixture = try Fixture(["Localizable.xcstrings": Self.catalog])
    let report = try fixture.report(labels: labels)
    #expect(report.matrix.map(\.identifier) == ["login.help", "settings.signIn"])
    #expect(report.matrix.map(\.key) == ["Help", "Sign in"])
    #expect(report.matrix.map(\.screen) == ["login", "account"])
    let missing = try #require(report.findings.first { $0.rule == "missing-translation" })
    #expect(missing.identifier == "settings.signIn")
    #expect(missing.key == "Sign in")
    #expect(report.matrix[1].cells[LocaleID("fr")]?.status == "missing-translation")
  }

  @Test func localesDefaultToEveryLocaleFound() throws {
    let fixture = try Fixture([
      "Localizable.xcstrings": Self.catalog,
      "App/es-MX.lproj/Main.strings": CatalogText.strings([("title", "Ajustes")]),
    ])
    let report = try fixture.report()
    #expect(report.locales == ["de", "en", "es-MX", "fr"].map(LocaleID.init))
    #expect(report.summary.locales == 4)
    #expect(report.matrix.allSatisfy { Set($0.cells.keys) == Set(report.locales) })
  }

  @Test func configuredLocalesRestrictAndExtend() throws {
    let fixture = try Fixture(["Localizable.xcstrings": Self.catalog])
    var configuration = Configuration()
    configuration.locales = [LocaleID("fr"), LocaleID("ja")]
    let report = try fixture.report(configuration: configuration)
    #expect(report.locales == [LocaleID("fr"), LocaleID("ja")])
    #expect(report.findings.allSatisfy { $0.locale == nil || report.locales.contains($0.locale!) })
    let help = try #require(report.matrix.first { $0.key == "Help" })
    #expect(help.cells[LocaleID("ja")] == MatrixCell(status: "missing-translation", label: "Help"))
    #expect(help.cells[LocaleID("de")] == nil)
  }

  @Test func summaryCountsEachSeverity() throws {
    let fixture = try Fixture(["Localizable.xcstrings": Self.catalog])
    let report = try fixture.report()
    let findings = report.findings
    #expect(report.summary.errors == findings.filter { $0.severity == .error }.count)
    #expect(report.summary.warnings == findings.filter { $0.severity == .warning }.count)
    #expect(report.summary.notes == findings.filter { $0.severity == .note }.count)
    #expect(report.summary.errors == 2)
    #expect(report.summary.warnings == 3)
    #expect(report.summary.suppressed == 0)
  }

  @Test func aLocaleShowsTheStatusOfTheValueItInheritsButIsNotReportedAgain() throws {
    // es-419 inherits es's English copy; es-MX has a value of its own.
    let inherited = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings([
        "Log out": ["en": "Log out", "es": "Log out", "es-MX": "Salir"],
        "Help": ["en": "Help", "es-419": "Ayuda"],
      ])
    ]).report()
    let logOut = try #require(inherited.matrix.first { $0.identifier == "Log out" })
    #expect(logOut.cells[LocaleID("es-419")] == MatrixCell(status: "english-fallback", label: "Log out"))
    #expect(logOut.cells[LocaleID("es-MX")] == MatrixCell(status: "ok", label: "Salir"))
    #expect(inherited.findings.filter { $0.rule == "english-fallback" }.map(\.locale) == [LocaleID("es")])
  }

  @Test func theInheritedStatusIsTheWorstOfTheValueNotOfTheParentsCell() throws {
    // de's worst is an untranslated form (missing-translation, de's own); de-AT shows the copy.
    let leaf = CatalogText.stringUnit
    let catalog = """
      {"sourceLanguage":"en","version":"1.0","strings":{"%lld files":{"localizations":{
      "en":{"variations":{"plural":{"one":\(leaf("%lld file", "translated")),"other":\(leaf("%lld files", "translated"))}}},
      "de":{"variations":{"plural":{"one":\(leaf("%lld Datei", "new")),"other":\(leaf("%lld files", "translated"))}}},
      "de-AT":{"stringUnit":{"state":"new","value":""}}}}}}
      """
    let report = try Fixture(["Localizable.xcstrings": catalog]).report()
    let row = try #require(report.matrix.first)
    #expect(row.cells[LocaleID("de")]?.status == "missing-translation")
    #expect(row.cells[LocaleID("de-AT")]?.status == "english-fallback")
  }

  @Test func aPluralsOtherFormStillToTranslateShowsTheTextVoiceOverReads() throws {
    // SPEC section 3 resolves forms one by one: de's `other` is new, so its users hear en's.
    let leaf = CatalogText.stringUnit
    let catalog = """
      {"sourceLanguage":"en","version":"1.0","strings":{"%lld files":{"localizations":{
      "en":{"variations":{"plural":{"one":\(leaf("%lld file", "translated")),"other":\(leaf("%lld files", "translated"))}}},
      "de":{"variations":{"plural":{"one":\(leaf("%lld Datei", "translated")),"other":\(leaf("", "new"))}}},
      "fr":{"variations":{"plural":{"one":\(leaf("%lld fichier", "translated")),
      "other":\(leaf("%lld fichiers (brouillon à relire)", "new"))}}}}}}}
      """
    let report = try Fixture(["Localizable.xcstrings": catalog]).report()
    let row = try #require(report.matrix.first)
    #expect(row.cells[LocaleID("de")] == MatrixCell(status: "missing-translation", label: "%lld files"))
    #expect(row.cells[LocaleID("fr")] == MatrixCell(status: "missing-translation", label: "%lld files"))
    // The draft is no label anyone hears: no rule judges its length.
    #expect(report.findings.map(\.rule) == ["missing-translation", "missing-translation"])
  }
}
