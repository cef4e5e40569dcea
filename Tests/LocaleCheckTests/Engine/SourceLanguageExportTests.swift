import CatalogParser
import Testing

@testable import LocaleCheck

/// A run over exports alone where one export is of the source language itself (Symfony's
/// `messages.en.xlf`, a Pontoon template): that export is the source table.
@Suite("Source-language export among translations")
struct SourceLanguageExportTests {
  static func export(_ locale: String, _ units: [FixtureXLIFFUnit]) -> String {
    CatalogText.xliff(original: "actions.en.xlf", target: locale, units: units)
  }

  /// German still has `timesheet`, which the English export renamed; French never had it.
  static func files(english: [FixtureXLIFFUnit]) -> [String: String] {
    [
      "actions.en.xlf": export("en", english),
      "actions.de.xlf": export(
        "de",
        [
          FixtureXLIFFUnit("stop", source: "stop", target: "Beenden"),
          FixtureXLIFFUnit("timesheet", source: "timesheet", target: "Stundenzettel"),
        ]),
      "actions.fr.xlf": export("fr", [FixtureXLIFFUnit("stop", source: "stop", target: "Arrêter")]),
    ]
  }

  @Test(arguments: [
    FixtureXLIFFUnit("stop", source: "stop", target: "Stop"),
    // A template: source texts only.
    FixtureXLIFFUnit("stop", source: "stop", target: nil),
  ])
  func aKeyTheSourceExportLacksIsDeadInTheTranslationThatHasIt(english: FixtureXLIFFUnit) throws {
    let fixture = try Fixture(Self.files(english: [english]))
    let drift = try fixture.findings(of: "identifier-drift")
    #expect(drift.map(\.key) == ["timesheet"] && drift.map(\.locale) == [LocaleID("de")])
    #expect(drift.first?.position?.file == "actions.de.xlf")
    // Not a gap of every locale that lacks it.
    #expect(try fixture.findings(of: "missing-translation").isEmpty)
    // Listed after the source table's keys, as a dead key of any table is.
    #expect(try fixture.report().matrix.map(\.key) == ["stop", "timesheet"])
    // `inspect` still shows the German export's source text.
    let table = try #require(fixture.catalog().tables.first)
    #expect(table.entry(forKey: "timesheet")?.localizations[LocaleID("en")]?.value == "timesheet")
  }

  @Test func withoutASourceExportTheTranslationsSourceTextsAreTheSource() throws {
    var files = Self.files(english: [])
    files["actions.en.xlf"] = nil
    let fixture = try Fixture(files)
    #expect(try fixture.findings(of: "identifier-drift").isEmpty)
    let missing = try fixture.findings(of: "missing-translation")
    #expect(missing.map(\.key) == ["timesheet"] && missing.map(\.locale) == [LocaleID("fr")])
  }

  /// Mozilla's l10n repositories keep an `en-US` export of their `en` source whose every target
  /// copies its source (audit 202): it lists the source keys as an `en` export does.
  @Test func aRegionalCopyOfTheSourceIsTheSourceExport() throws {
    var files = Self.files(english: [])
    files["actions.en.xlf"] = nil
    files["actions.en-US.xlf"] = Self.export(
      "en-US", [FixtureXLIFFUnit("stop", source: "stop", target: "stop")])
    let fixture = try Fixture(files)
    let drift = try fixture.findings(of: "identifier-drift")
    #expect(drift.map(\.key) == ["timesheet"] && drift.map(\.locale) == [LocaleID("de")])
    #expect(try fixture.findings(of: "missing-translation").isEmpty)
    // A key two translations have translated came after an older copy: still a key to translate.
    files["actions.fr.xlf"] = Self.export(
      "fr",
      [
        FixtureXLIFFUnit("stop", source: "stop", target: "Arrêter"),
        FixtureXLIFFUnit("timesheet", source: "timesheet", target: "Feuille de temps"),
      ])
    files["actions.it.xlf"] = Self.export("it", [FixtureXLIFFUnit("stop", source: "stop", target: "Ferma")])
    let newer = try Fixture(files)
    #expect(try newer.findings(of: "identifier-drift").isEmpty)
    #expect(try newer.findings(of: "missing-translation").compactMap(\.locale) == [LocaleID("it")])
    files["actions.fr.xlf"] = Self.export("fr", [FixtureXLIFFUnit("stop", source: "stop", target: "Arrêter")])
    files["actions.it.xlf"] = nil
    // A regional translation changes text ("Colour"): its keys are its own, not the source's.
    files["actions.en-US.xlf"] = nil
    files["actions.en-GB.xlf"] = Self.export(
      "en-GB", [FixtureXLIFFUnit("stop", source: "stop", target: "Stop")])
    let british = try Fixture(files)
    #expect(try british.findings(of: "identifier-drift").isEmpty)
    #expect(try british.findings(of: "missing-translation").map(\.key).contains("timesheet"))
  }

  @Test func aKeyNoTranslationHasTranslatedStaysAKeyToTranslate() throws {
    // `share` came after the English export: German and French only hold its source text.
    var files = Self.files(english: [FixtureXLIFFUnit("stop", source: "stop", target: "Stop")])
    files["actions.de.xlf"] = Self.export(
      "de",
      [
        FixtureXLIFFUnit("stop", source: "stop", target: "Beenden"),
        FixtureXLIFFUnit("share", source: "Share", target: "Share", state: "needs-translation"),
      ])
    files["actions.fr.xlf"] = Self.export(
      "fr",
      [
        FixtureXLIFFUnit("stop", source: "stop", target: "Arrêter"),
        FixtureXLIFFUnit("share", source: "Share", target: nil),
      ])
    let fixture = try Fixture(files)
    #expect(try fixture.findings(of: "identifier-drift").isEmpty)
    #expect(
      try fixture.findings(of: "missing-translation").compactMap(\.locale) == [
        LocaleID("de"), LocaleID("fr"),
      ])
  }

  @Test func aDeadKeyIsReportedWhereATranslationHoldsTextForIt() throws {
    // German translated the plural key the English export no longer has; French left it untranslated.
    let plural = { (locale: String, target: String?) in
      [
        FixtureXLIFFUnit("stop", source: "stop", target: locale == "en" ? "Stop" : "Halt"),
        FixtureXLIFFUnit(
          "%lld songs|==|plural.one", source: "%lld song", target: target.map { "\($0) Lied" }),
        FixtureXLIFFUnit(
          "%lld songs|==|plural.other", source: "%lld songs", target: target.map { "\($0) Lieder" }),
      ]
    }
    let fixture = try Fixture([
      "actions.en.xlf": Self.export("en", [FixtureXLIFFUnit("stop", source: "stop", target: "Stop")]),
      "actions.de.xlf": Self.export("de", plural("de", "%lld")),
      "actions.fr.xlf": Self.export("fr", plural("fr", nil)),
    ])
    let drift = try fixture.findings(of: "identifier-drift")
    #expect(drift.map(\.key) == ["%lld songs"] && drift.map(\.locale) == [LocaleID("de")])
    #expect(try fixture.findings(of: "missing-translation").isEmpty)
  }
}
