import Testing

@testable import LocaleCheck

/// A value that sibling locales read from a parent the run does not check (`--locales es-ES,es-MX`
/// over `es.lproj`) is judged once, at the first of them, with the parent's fingerprint; both
/// cells show it (audit 133: Home Assistant's Spanish permission prompts).
@Suite struct SiblingValueJudgementTests {
  static func fixture() throws -> Fixture {
    try Fixture([
      "en.lproj/Localizable.strings": CatalogText.strings([
        ("a", "Save file"), ("fmt", "%d files"), ("role", "Save"), ("own", "Open"),
      ]),
      "es.lproj/Localizable.strings": CatalogText.strings([
        ("a", "Save file"), ("fmt", "%@ archivos"), ("role", "Botón guardar"), ("own", "Open"),
      ]),
      // es-MX's own value of `own` is its own copy, reported at es-MX; es-ES reads es's.
      "es-MX.lproj/Localizable.strings": CatalogText.strings([("own", "Open")]),
      "es-ES.lproj/Other.strings": CatalogText.strings([("x", "y")]),
      "en.lproj/Other.strings": CatalogText.strings([("x", "y")]),
    ])
  }

  @Test func aParentsValueIsJudgedOnceForItsSiblings() throws {
    var configuration = Configuration()
    configuration.locales = [LocaleID("es-MX"), LocaleID("es-ES")]
    let report = try Self.fixture().report(configuration: configuration)
    let found = report.findings.filter { $0.rule != "missing-translation" }.map {
      "\($0.rule) \($0.locale?.identifier ?? "-") \($0.key ?? "-")"
    }
    #expect(
      found.sorted() == [
        "english-fallback es-ES a", "english-fallback es-ES own", "english-fallback es-MX own",
        "format-mismatch es-ES fmt", "role-in-label es-ES role",
      ])
    let row = try #require(report.matrix.first { $0.key == "a" })
    #expect(row.cells.values.allSatisfy { $0.status == "english-fallback" })
  }

  @Test func aLocaleReadingThroughACheckedSiblingShowsTheStatus() throws {
    // Review 109: pt-MO reads pt through pt-PT, whose sibling pt-BR judges pt's copy.
    let fixture = try Fixture([
      "en.lproj/Localizable.strings": CatalogText.strings([("a", "Save file")]),
      "pt.lproj/Localizable.strings": CatalogText.strings([("a", "Save file")]),
    ])
    var configuration = Configuration()
    configuration.locales = [LocaleID("pt-BR"), LocaleID("pt-PT"), LocaleID("pt-MO")]
    let report = try fixture.report(configuration: configuration)
    #expect(
      report.findings.map { "\($0.rule) \($0.locale?.identifier ?? "-")" } == ["english-fallback pt-BR"])
    let row = try #require(report.matrix.first)
    #expect(row.cells.values.map(\.status) == ["english-fallback", "english-fallback", "english-fallback"])
  }

  @Test func twoNamesOfOneFolderDoNotDeferToEachOther() throws {
    // Review 109: zh-TW and zh-Hant-TW are each in the other's chain; one of them judges.
    let fixture = try Fixture([
      "en.lproj/Localizable.strings": CatalogText.strings([("e", "Edit"), ("a", "Add")]),
      "zh-Hant.lproj/Localizable.strings": CatalogText.strings([("e", "Edit"), ("a", "新增")]),
      "zh-TW.lproj/Localizable.strings": CatalogText.strings([("a", "新增")]),
      "zh-Hant-TW.lproj/Localizable.strings": CatalogText.strings([("a", "新增")]),
    ])
    var configuration = Configuration()
    configuration.locales = [LocaleID("zh-TW"), LocaleID("zh-Hant-TW")]
    let report = try fixture.report(configuration: configuration)
    #expect(report.findings.filter { $0.rule == "english-fallback" }.count == 1)
    let row = try #require(report.matrix.first { $0.key == "e" })
    #expect(row.cells.values.allSatisfy { $0.status == "english-fallback" })
  }

  @Test func twoNamesOfOneFolderTellAGapOnce() throws {
    // Review 110: zh-Hant lacks `e`; checked as zh-TW and zh-Hant-TW, it is told once.
    let fixture = try Fixture([
      "en.lproj/Localizable.strings": CatalogText.strings([("e", "Edit"), ("a", "Add")]),
      "zh-Hant.lproj/Localizable.strings": CatalogText.strings([("a", "新增")]),
      "zh-TW.lproj/Other.strings": CatalogText.strings([("x", "y")]),
      "zh-Hant-TW.lproj/Other.strings": CatalogText.strings([("x", "y")]),
      "en.lproj/Other.strings": CatalogText.strings([("x", "y")]),
    ])
    var configuration = Configuration()
    configuration.locales = [LocaleID("zh-TW"), LocaleID("zh-Hant-TW")]
    let report = try fixture.report(configuration: configuration)
    #expect(report.findings.filter { $0.rule == "missing-translation" }.count == 1)
  }
}
