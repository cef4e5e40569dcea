import Testing

@testable import CatalogParser
@testable import LocaleCheck

/// A run that checks only a regional locale (`--locales de-AT`) still hears of the repeated and
/// dead keys of the parent's file it reads (`de.lproj`), once, with the parent's fingerprints
/// (audit 118, Ruuvi Station's widget strings).
@Suite("file findings of a parent read by a regional locale")
struct RegionalLocaleFileFindingsTests {
  private static func fixture() throws -> Fixture {
    try Fixture([
      "en.lproj/W.strings": CatalogText.strings([("a", "Temperature"), ("b", "Pressure")]),
      "de.lproj/W.strings": CatalogText.strings([
        ("a", "Temperature"), ("b", "Druck"), ("a", "Temperatur"), ("old", "Alt"),
      ]),
    ])
  }

  private static func findings(locales: [String]) throws -> [Finding] {
    var configuration = Configuration()
    configuration.locales = locales.map { LocaleID($0) }
    let fixture = try fixture()
    return try fixture.findings(of: "duplicate-key", configuration: configuration)
      + fixture.findings(of: "identifier-drift", configuration: configuration)
  }

  @Test func aChildReportsItsParentsFileWithTheParentsFingerprints() throws {
    let everyLocale = try Self.findings(locales: [])
    let child = try Self.findings(locales: ["de-AT"])
    #expect(everyLocale.map(\.locale) == [LocaleID("de"), LocaleID("de")])
    #expect(child.map(\.locale) == [LocaleID("de-AT"), LocaleID("de-AT")])
    #expect(child.map(\.message) == everyLocale.map(\.message))
    #expect(child.map(\.position) == everyLocale.map(\.position))
    // A baseline recorded over every locale hides them.
    #expect(child.map(\.fingerprint) == everyLocale.map(\.fingerprint))
  }

  @Test func anIgnoreEntryOfTheParentHidesWhatTheChildReportsForIt() throws {
    // Review 102: `{"locale": "de"}` hides de.lproj's findings under `--locales de-AT` too,
    // as the baseline does; the child's own locale still hides them.
    let fixture = try Self.fixture()
    for ignored in ["de", "de-AT"] {
      var configuration = Configuration()
      configuration.locales = [LocaleID("de-AT")]
      configuration.ignore = [IgnoreEntry(locale: LocaleID(ignored))]
      #expect(try fixture.report(configuration: configuration).findings.isEmpty, "\(ignored)")
    }
    var other = Configuration()
    other.locales = [LocaleID("de-AT")]
    other.ignore = [IgnoreEntry(locale: LocaleID("de-CH"))]
    #expect(try fixture.report(configuration: other).findings.count == 2)
  }

  @Test(arguments: [
    (["de-AT", "de-CH"], ["de-AT", "de-AT"]), (["de-CH", "de-AT"], ["de-AT", "de-AT"]),
    (["de-AT", "de"], ["de", "de"]), (["fr"], []),
    (["en-GB"], []),
  ])
  func theFileIsReportedOnceAtTheNearestCheckedLocale(locales: [String], reportedIn: [String]) throws {
    #expect(try Self.findings(locales: locales).map(\.locale) == reportedIn.map { LocaleID($0) })
  }
}
