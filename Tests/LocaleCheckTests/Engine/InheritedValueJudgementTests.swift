import Testing

@testable import LocaleCheck

/// A value a regional locale inherits is judged once: at the nearest locale of the run that holds
/// or reads it, not again at each of its children.
@Suite("Inherited values judged once")
struct InheritedValueJudgementTests {
  func locales(judging files: [String: String], in run: [String]) throws -> [LocaleID?] {
    var configuration = Configuration()
    configuration.locales = run.map(LocaleID.init)
    return try Fixture(files).findings(of: "english-fallback", configuration: configuration).map(\.locale)
  }

  @Test func aCheckedParentThatReadsTheValueTooJudgesIt() throws {
    let spanish = [
      "en.lproj/Localizable.strings": CatalogText.strings([("lockwise", "Lockwise")]),
      "es.lproj/Localizable.strings": CatalogText.strings([("lockwise", "Lockwise")]),
    ]
    // es-MX -> es-419 -> es: es-419, checked, reads es's copy as es-MX does.
    #expect(try locales(judging: spanish, in: ["es-419", "es-MX"]) == [LocaleID("es-419")])
    #expect(try locales(judging: spanish, in: ["es-MX"]) == [LocaleID("es-MX")])
    #expect(try locales(judging: spanish, in: ["es", "es-MX"]) == [LocaleID("es")])
    // zh-HK -> zh-Hant-HK -> zh-Hant -> zh-TW (Apple's folder for zh-Hant).
    let chinese = [
      "en.lproj/Localizable.strings": CatalogText.strings([("lockwise", "Lockwise")]),
      "zh-TW.lproj/Localizable.strings": CatalogText.strings([("lockwise", "Lockwise")]),
    ]
    #expect(try locales(judging: chinese, in: ["zh-Hant", "zh-HK"]) == [LocaleID("zh-Hant")])
  }

  @Test func theChildsCellShowsTheStatusOfTheLocaleThatJudgesIt() throws {
    var configuration = Configuration()
    configuration.locales = ["es-419", "es-MX"].map(LocaleID.init)
    let report = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings(["Log out": ["en": "Log out", "es": "Log out"]])
    ]).report(configuration: configuration)
    let row = try #require(report.matrix.first)
    #expect(row.cells[LocaleID("es-MX")] == MatrixCell(status: "english-fallback", label: "Log out"))
    #expect(row.cells[LocaleID("es-419")] == MatrixCell(status: "english-fallback", label: "Log out"))
    // With the owner checked too, every locale between reads the owner's status.
    configuration.locales = ["es", "es-419", "es-MX"].map(LocaleID.init)
    let all = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings(["Log out": ["en": "Log out", "es": "Log out"]])
    ]).report(configuration: configuration)
    let cells = try #require(all.matrix.first).cells
    #expect(
      ["es", "es-419", "es-MX"].map { cells[LocaleID($0)]?.status }
        == Array(repeating: "english-fallback", count: 3))
    #expect(all.findings.filter { $0.rule == "english-fallback" }.map(\.locale) == [LocaleID("es")])
  }

  /// A blank text is the value's too: `de-AT` and `en-GB` show `de`'s and `en`'s blank, which
  /// each is reported once, at the parent, with the child's cell showing it.
  @Test func aBlankTextIsReportedAtTheParentOnly() throws {
    let catalog = CatalogText.xcstrings([
      "Promo": ["en": " ", "de": "Neu"], "Badge": ["en": "New", "de": " "],
      "Color": ["en-GB": "Colour", "de-AT": "Farb"],
    ])
    let report = try Fixture(["Localizable.xcstrings": catalog]).report()
    let blank = report.findings.filter { $0.rule == "empty-label" }
    #expect(blank.map { "\($0.key ?? ""):\($0.locale!)" }.sorted() == ["Badge:de", "Promo:en"])
    let cells = Dictionary(uniqueKeysWithValues: report.matrix.map { ($0.key, $0.cells) })
    #expect(cells["Badge"]?[LocaleID("de-AT")]?.status == "empty-label")
    #expect(cells["Promo"]?[LocaleID("en-GB")]?.status == "empty-label")
    // Checked alone, the child reports its parent's blank, with the parent's fingerprint.
    var configuration = Configuration()
    configuration.locales = [LocaleID("de-AT")]
    let alone = try Fixture(["Localizable.xcstrings": catalog]).findings(
      of: "empty-label", configuration: configuration)
    #expect(alone.map(\.locale) == [LocaleID("de-AT")])
    #expect(alone.first?.fingerprint == blank.first { $0.key == "Badge" }?.fingerprint)
  }
}
