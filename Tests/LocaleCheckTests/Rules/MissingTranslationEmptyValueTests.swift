import Testing

@testable import LocaleCheck

/// Empty `.strings` values the app shows as they are, and where a table has nothing in a locale.
@Suite("missing-translation: empty values and absent tables")
struct MissingTranslationEmptyValueTests {
  @Test func anEmptyValueOfALocaleOfTheSourceLanguageIsReported() throws {
    // British English needs no translation, but CFBundle shows its empty text, not the source's.
    let fixture = try Fixture([
      "App/en.lproj/Localizable.strings": CatalogText.strings([("Hi", "Hello"), ("Bye", "Goodbye")]),
      "App/en-GB.lproj/Localizable.strings": CatalogText.strings([("Hi", "")]),
    ])
    #expect(
      try fixture.findings(of: "missing-translation").map(\.message) == [
        "en-GB's text of 'Hello' (Hi) is empty: the app shows no text, and VoiceOver reads nothing"
      ])
  }

  @Test func aRegionalLocalesEmptyValueHidesItsParentsText() throws {
    // CFBundle finds de-AT's "" before de's text (audit 124: Genshin's zh-HK); the key de-AT
    // lacks reads de's.
    let fixture = try Fixture([
      "App/en.lproj/Localizable.strings": CatalogText.strings([("join", "Join group"), ("save", "Save")]),
      "App/de.lproj/Localizable.strings": CatalogText.strings([
        ("join", "Gruppe beitreten"), ("save", "Sichern"),
      ]),
      "App/de-AT.lproj/Localizable.strings": CatalogText.strings([("join", "")]),
    ])
    let findings = try fixture.findings(of: "missing-translation")
    #expect(
      findings.map(\.message) == [
        "de-AT's translation of 'Join group' (join) is empty: the app shows no text, and VoiceOver reads nothing"
      ])
    #expect(findings.first?.position?.file == "App/de-AT.lproj/Localizable.strings")
  }

  @Test func aRegionalLocaleWhoseParentHasTheTableIsNotToldItHasNone() throws {
    // es-AR reads es's table: the gap is es's key, reported once, at es, without the note that
    // the table is absent, which fr's findings have.
    let fixture = try Fixture([
      "App/en.lproj/Localizable.strings": CatalogText.strings([("Hi", "Hello"), ("Bye", "Goodbye")]),
      "App/es.lproj/Localizable.strings": CatalogText.strings([("Hi", "Hola")]),
      "App/es-AR.lproj/Other.strings": CatalogText.strings([("x", "y")]),
      "App/fr.lproj/Other.strings": CatalogText.strings([("x", "y")]),
    ])
    let messages = try fixture.findings(of: "missing-translation").map(\.message)
    #expect(messages.contains("es has no translation for 'Goodbye' (Bye); VoiceOver reads the en text"))
    #expect(!messages.contains { $0.hasPrefix("es-AR") })
    #expect(
      messages.contains(
        "fr has no translation for 'Goodbye' (Bye); VoiceOver reads the en text (the Localizable table has nothing for locale fr)"
      ))
  }

  @Test func aTableNeitherARegionalLocaleNorItsParentHasIsTheParentsGap() throws {
    // Audit 124 (Psiphon's fa and fa-AF): one finding, de's; de-AT's alone where de is not checked.
    let fixture = try Fixture([
      "A/en.lproj/Root.strings": CatalogText.strings([("SETTINGS", "Settings")]),
      "B/en.lproj/Localizable.strings": CatalogText.strings([("Hi", "Hello")]),
      "B/de.lproj/Localizable.strings": CatalogText.strings([("Hi", "Hallo")]),
      "B/de-AT.lproj/Localizable.strings": CatalogText.strings([("Hi", "Servus")]),
    ])
    let gap = "has no translation for 'Settings' (SETTINGS); VoiceOver reads the en text"
    let findings = try fixture.findings(of: "missing-translation")
    #expect(findings.map(\.message) == ["de \(gap) (the Root table has nothing for locale de)"])
    var onlyAustrian = Configuration()
    onlyAustrian.locales = [LocaleID("de-AT")]
    let austrian = try fixture.findings(of: "missing-translation", configuration: onlyAustrian)
    #expect(austrian.map(\.message) == ["de-AT \(gap) (the Root table has nothing for locale de-AT)"])
    #expect(austrian.first?.fingerprint == findings.first?.fingerprint)
    // Told once for both children; both cells show it (review 105).
    var children = Configuration()
    children.locales = [LocaleID("de-AT"), LocaleID("de-CH")]
    let report = try fixture.report(configuration: children)
    #expect(report.findings.filter { $0.rule == "missing-translation" }.map(\.locale) == [LocaleID("de-AT")])
    let row = try #require(report.matrix.first { $0.key == "SETTINGS" })
    #expect(row.cells.values.map(\.status) == ["missing-translation", "missing-translation"])
  }

  @Test func aChildWithTheTableDoesNotTellItsSiblingsGap() throws {
    // Review 106: de-AT has its own `Other` table; de-CH reads de's, which has none.
    let fixture = try Fixture([
      "en.lproj/Other.strings": CatalogText.strings([("a", "Settings")]),
      "de-AT.lproj/Other.strings": CatalogText.strings([("a", "Einstellungen")]),
      "en.lproj/Localizable.strings": CatalogText.strings([("Hi", "Hello")]),
      "de.lproj/Localizable.strings": CatalogText.strings([("Hi", "Hallo")]),
    ])
    var children = Configuration()
    children.locales = [LocaleID("de-AT"), LocaleID("de-CH")]
    let report = try fixture.report(configuration: children)
    #expect(report.findings.filter { $0.rule == "missing-translation" }.map(\.locale) == [LocaleID("de-CH")])
  }

  @Test(arguments: [
    (["es-MX", "es-AR"], ["es-AR"]), (["es-MX", "es-419"], ["es-419"]), (["es", "es-MX"], ["es"]),
  ])
  func siblingsTellTheirParentsGapOnce(locales: [String], reportedIn: [String]) throws {
    // Review 106: es has the table and lacks `b`; neither child has a file of it. Told once, by
    // the owner or the first checked locale reading it with no checked locale between.
    let fixture = try Fixture([
      "en.lproj/Localizable.strings": CatalogText.strings([("a", "Save"), ("b", "Open")]),
      "es.lproj/Localizable.strings": CatalogText.strings([("a", "Guardar")]),
      "es-MX.lproj/Other.strings": CatalogText.strings([("x", "y")]),
      "es-AR.lproj/Other.strings": CatalogText.strings([("x", "y")]),
      "en.lproj/Other.strings": CatalogText.strings([("x", "y")]),
    ])
    var configuration = Configuration()
    configuration.locales = locales.map { LocaleID($0) }
    let report = try fixture.report(configuration: configuration)
    let gaps = report.findings.filter { $0.rule == "missing-translation" }
    #expect(gaps.map(\.locale) == reportedIn.map { LocaleID($0) })
    // The file to mend is the parent's (audit 133).
    if let child = reportedIn.first, child != "es" {
      #expect(
        gaps.first?.message.hasSuffix("(\(child) reads es's Localizable table, which lacks it)") == true)
    }
    let row = try #require(report.matrix.first { $0.key == "b" })
    #expect(row.cells.values.allSatisfy { $0.status == "missing-translation" })
  }

  @Test(arguments: [
    ("de-AT", ["de", "de-AT"], "de"), ("zh-CN", ["zh-Hans", "zh-CN"], "zh-Hans"),
    ("es-MX", ["es-MX", "es-AR"], nil), ("hi-Latn", ["en-IN", "hi-Latn"], nil),
    ("nb", ["nb", "no"], nil), ("no", ["nb", "no"], nil), ("zh-HK", ["zh-TW", "zh-HK"], nil),
  ])
  func aTablelessGapIsOwnedByAParentOfTheSameLanguageTheProjectHas(
    locale: String, project: [String], owner: String?
  ) {
    // Review 104: never a folder-name step (zh-TW for zh-HK), another language (hi-Latn's
    // en-IN), nor a parent whose own owner is the locale (nb and no).
    let found = MissingTranslationRule.tableGapOwner(
      of: LocaleID(locale), among: Set(project.map(LocaleID.init)))
    #expect(found == owner.map(LocaleID.init))
  }

  @Test func anEmptyValueOfATextWithoutWordsIsReported() throws {
    // GoMap's uk storyboard table (audit 80): "320" needs no translation, but "" shows nothing.
    let fixture = try Fixture([
      "App/en.lproj/Main.strings": CatalogText.strings([
        ("Jc3-Um-Aiy.text", "320"), ("dash", "–"), ("blank", " "),
      ]),
      // A blank source's empty translation shows the same nothing (the source is `empty-label`'s).
      "App/uk.lproj/Main.strings": CatalogText.strings([
        ("Jc3-Um-Aiy.text", ""), ("dash", "–"), ("blank", ""),
      ]),
      "App/de.lproj/Main.strings": CatalogText.strings([("dash", "–")]),
    ])
    #expect(
      try fixture.findings(of: "missing-translation").map(\.message) == [
        "uk's translation of '320' (Jc3-Um-Aiy.text) is empty: the app shows no text, and VoiceOver reads nothing"
      ])
  }
}
