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
}
