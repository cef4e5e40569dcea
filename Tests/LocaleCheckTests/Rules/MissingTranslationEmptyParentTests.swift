import CatalogParser
import Testing

@testable import LocaleCheck

/// A regional locale without the key shows its parent's empty `.strings` text: CFBundle returns
/// the empty value it finds first, so the app shows nothing, and the gap is the parent's to mend
/// (audit 149: Lokalise and Phrase write `"key" = "";` for every untranslated key).
@Suite("missing-translation: a parent's empty value")
struct MissingTranslationEmptyParentTests {
  static let files = [
    "en.lproj/Localizable.strings": CatalogText.strings([("donate", "Donate"), ("start", "Get started")]),
    "de.lproj/Localizable.strings": CatalogText.strings([("donate", ""), ("start", "Los geht’s")]),
    "de-AT.lproj/Localizable.strings": CatalogText.strings([("start", "Servus")]),
  ]

  static let parentsMessage =
    "de's translation of 'Donate' (donate) is empty: the app shows no text, and VoiceOver reads nothing"

  @Test func theParentTellsItsEmptyValueOnceAndTheChildsCellShowsIt() throws {
    let fixture = try Fixture(Self.files)
    let report = try fixture.report()
    let findings = report.findings.filter { $0.rule == "missing-translation" }
    #expect(findings.map(\.message) == [Self.parentsMessage])
    // What the user meets is no text, not the source's "Donate".
    #expect(findings.first?.actual == "")
    let row = try #require(report.matrix.first { $0.key == "donate" })
    #expect(row.cells[LocaleID("de-AT")] == MatrixCell(status: "missing-translation", label: ""))
    #expect(row.cells[LocaleID("de")] == MatrixCell(status: "missing-translation", label: ""))
  }

  @Test func aChildCheckedAloneTellsItAtTheParentsValueWithItsFingerprint() throws {
    let fixture = try Fixture(Self.files)
    var onlyAustrian = Configuration()
    onlyAustrian.locales = [LocaleID("de-AT")]
    let austrian = try fixture.findings(of: "missing-translation", configuration: onlyAustrian)
    #expect(
      austrian.map(\.message) == [
        "de-AT shows de's empty translation of 'Donate' (donate): the app shows no text, and VoiceOver reads nothing"
      ])
    #expect(austrian.first?.position == fixture.position(of: "\"\"", in: "de.lproj/Localizable.strings"))
    #expect(austrian.first?.ownerLocale == LocaleID("de"))
    let parents = try fixture.findings(of: "missing-translation")
    #expect(austrian.first?.fingerprint == parents.first?.fingerprint)
  }

  @Test func siblingsShowingTheParentsEmptyValueTellItOnce() throws {
    var files = Self.files
    files["de-CH.lproj/Localizable.strings"] = CatalogText.strings([("start", "Grüezi")])
    var children = Configuration()
    children.locales = [LocaleID("de-AT"), LocaleID("de-CH")]
    let report = try Fixture(files).report(configuration: children)
    let findings = report.findings.filter { $0.rule == "missing-translation" }
    #expect(findings.map(\.locale) == [LocaleID("de-AT")])
    let row = try #require(report.matrix.first { $0.key == "donate" })
    #expect(row.cells.values.map(\.status) == ["missing-translation", "missing-translation"])
  }

  @Test func aChildsOwnTextStandsBeforeTheParentsEmptyValue() throws {
    var files = Self.files
    files["de-AT.lproj/Localizable.strings"] = CatalogText.strings([
      ("donate", "Spenden"), ("start", "Servus"),
    ])
    let report = try Fixture(files).report()
    let row = try #require(report.matrix.first { $0.key == "donate" })
    #expect(row.cells[LocaleID("de-AT")] == MatrixCell(status: "ok", label: "Spenden"))
    #expect(
      report.findings.filter { $0.rule == "missing-translation" }.map(\.message) == [Self.parentsMessage])
  }

  @Test func aRegionalEnglishShowsItsParentsEmptyText() throws {
    // en-AU reads en-GB's "" before en's text: no translation is needed, but nothing is shown.
    let fixture = try Fixture([
      "en.lproj/Localizable.strings": CatalogText.strings([("Hi", "Hello")]),
      "en-GB.lproj/Localizable.strings": CatalogText.strings([("Hi", "")]),
      "en-AU.lproj/Localizable.strings": CatalogText.strings([("x", "y")]),
    ])
    let all = try fixture.findings(of: "missing-translation")
    #expect(
      all.map(\.message) == [
        "en-GB's text of 'Hello' (Hi) is empty: the app shows no text, and VoiceOver reads nothing"
      ])
    var onlyAustralian = Configuration()
    onlyAustralian.locales = [LocaleID("en-AU")]
    let australian = try fixture.findings(of: "missing-translation", configuration: onlyAustralian)
    #expect(
      australian.map(\.message) == [
        "en-AU shows en-GB's empty text of 'Hello' (Hi): the app shows no text, and VoiceOver reads nothing"
      ])
    #expect(australian.first?.fingerprint == all.first?.fingerprint)
  }

  @Test func aCaptureWithoutALabelWhereTheValueIsEmptyIsNoRuntimeMismatch() throws {
    // The app shows the empty text CFBundle returns: the missing translation tells it. The source
    // capture binds the identifier to the key its label is the text of.
    let captures = try [("en", "Donate"), ("de-AT", "")].map { locale, label in
      try UICaptureParser.parse(
        Array(#"{"elements":[{"identifier":"home.donate","label":""#.utf8) + Array(label.utf8)
          + Array(#"","path":"0/1"}]}"#.utf8),
        file: "captures/\(locale)/home.json", locale: LocaleID(locale), screen: "home", isJSON: true)
    }
    let report = try CaptureBindingTests.report(Self.files, captures)
    #expect(report.findings.filter { $0.rule == "runtime-mismatch" }.isEmpty)
    #expect(report.findings.contains { $0.rule == "missing-translation" && $0.identifier == "home.donate" })
  }
}
