import Testing

@testable import LocaleCheck

/// A key that a parent misses is one gap: a regional locale with nothing of that table reads the
/// parent's, so it is reported once, at the parent, and the child's cell shows it.
@Suite("Missing translations of a parent reported once")
struct InheritedGapJudgementTests {
  /// `pl` misses `b`; `pl-PL` has only `InfoPlist` (its own app name), as real apps ship it.
  let polish = [
    "en.lproj/Localizable.strings": CatalogText.strings([("a", "Save"), ("b", "Open")]),
    "pl.lproj/Localizable.strings": CatalogText.strings([("a", "Zapisz")]),
    "en.lproj/InfoPlist.strings": CatalogText.strings([("CFBundleName", "Notes")]),
    "pl_PL.lproj/InfoPlist.strings": CatalogText.strings([("CFBundleName", "Notatki")]),
  ]

  func missing(in files: [String: String], run: [String]? = nil) throws -> [Finding] {
    var configuration = Configuration()
    configuration.locales = (run ?? []).map(LocaleID.init)
    return try Fixture(files).findings(of: "missing-translation", configuration: configuration)
  }

  @Test func aChildWithoutTheTableIsNotReportedAgain() throws {
    let found = try missing(in: polish)
    #expect(found.map(\.locale) == [LocaleID("pl")])
    #expect(found.map(\.key) == ["b"])
  }

  @Test func theChildsCellShowsTheParentsGap() throws {
    let report = try Fixture(polish).report(configuration: Configuration())
    let row = try #require(report.matrix.first { $0.key == "b" })
    #expect(row.cells[LocaleID("pl")]?.status == "missing-translation")
    #expect(row.cells[LocaleID("pl-PL")] == MatrixCell(status: "missing-translation", label: "Open"))
    let translated = try #require(report.matrix.first { $0.key == "a" })
    #expect(translated.cells[LocaleID("pl-PL")] == MatrixCell(status: "ok", label: "Zapisz"))
  }

  @Test func theChildCheckedAloneReportsItWithTheParentsFingerprint() throws {
    let alone = try missing(in: polish, run: ["pl-PL"])
    let parent = try missing(in: polish, run: ["pl"])
    #expect(alone.map(\.locale) == [LocaleID("pl-PL")])
    #expect(alone.map(\.fingerprint) == parent.map(\.fingerprint))
  }

  @Test func aChildWithItsOwnFileOfTheTableMissesTheKeyItself() throws {
    // pt-BR's translators keep their own Localizable: its gap is theirs to fill as well.
    let portuguese = [
      "en.lproj/Localizable.strings": CatalogText.strings([("a", "Save"), ("b", "Open")]),
      "pt.lproj/Localizable.strings": CatalogText.strings([("a", "Guardar")]),
      "pt-BR.lproj/Localizable.strings": CatalogText.strings([("a", "Salvar")]),
    ]
    let found = try missing(in: portuguese)
    #expect(found.map(\.locale) == [LocaleID("pt"), LocaleID("pt-BR")])
    #expect(Set(found.map(\.fingerprint)).count == 2)
  }

  @Test func aLocaleBetweenThatTheRunChecksReportsTheGap() throws {
    // es-MX -> es-419 -> es: es-419 (checked, without the table either) reports es's gap.
    let spanish = [
      "en.lproj/Localizable.strings": CatalogText.strings([("a", "Save"), ("b", "Open")]),
      "es.lproj/Localizable.strings": CatalogText.strings([("a", "Guardar")]),
    ]
    #expect(try missing(in: spanish, run: ["es-419", "es-MX"]).map(\.locale) == [LocaleID("es-419")])
    #expect(try missing(in: spanish, run: ["es", "es-419", "es-MX"]).map(\.locale) == [LocaleID("es")])
  }

  @Test func theChildsCellShowsTheGapOfATableWithoutSourceText() throws {
    // No en.lproj/Localizable: the keys are the text, in code; pl misses "Open", pl-PL reads pl.
    var files = polish
    files["en.lproj/Localizable.strings"] = nil
    files["de.lproj/Localizable.strings"] = CatalogText.strings([("Save", "Sichern"), ("Open", "Öffnen")])
    files["pl.lproj/Localizable.strings"] = CatalogText.strings([("Save", "Zapisz")])
    let report = try Fixture(files).report(configuration: Configuration())
    let row = try #require(report.matrix.first { $0.key == "Open" })
    #expect(row.cells[LocaleID("pl")]?.status == "missing-translation")
    #expect(row.cells[LocaleID("pl-PL")]?.status == "missing-translation")
    #expect(report.findings.filter { $0.rule == "missing-translation" }.map(\.locale) == [LocaleID("pl")])
  }

  @Test func aTableOfAnotherSourceLanguageReadsTheParentsGapToo() throws {
    // B's source is German: en-GB reads en before de, and en misses "Schließen".
    let files = [
      "A/Localizable.xcstrings": CatalogText.xcstrings([
        "Save": ["en": "Save", "en-GB": "Save", "de": "Sichern"]
      ]),
      "B/Other.xcstrings": """
      {"sourceLanguage":"de","version":"1.0","strings":{"Schließen":{"localizations":{
      "de":\(CatalogText.stringUnit("Schließen"))}},"Öffnen":{"localizations":{
      "de":\(CatalogText.stringUnit("Öffnen")),"en":\(CatalogText.stringUnit("Open"))}}}}
      """,
    ]
    let report = try Fixture(files).report(configuration: Configuration())
    let row = try #require(report.matrix.first { $0.key == "Schließen" })
    #expect(row.cells[LocaleID("en")]?.status == "missing-translation")
    #expect(row.cells[LocaleID("en-GB")]?.status == "missing-translation")
  }
}
