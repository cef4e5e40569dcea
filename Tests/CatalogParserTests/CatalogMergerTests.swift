import Testing

@testable import CatalogParser

@Suite("Merging")
struct CatalogMergerTests {
  func file(
    _ bundle: String, _ table: String, _ locale: LocaleID, _ pairs: [(String, String)], source: String? = nil
  )
    -> ParsedFile
  {
    var result = StringTable(bundle: bundle, name: table, files: ["\(locale).\(table)"])
    for (key, value) in pairs {
      result.add(
        StringEntry(key: key, localizations: [locale: LocalizedValue(value: value, state: "translated")]))
    }
    return ParsedFile(tables: [result], sourceLocale: source.map(LocaleID.init))
  }

  @Test func mergesTablesOfOneBundleAndKeepsBundlesApart() {
    let catalog = CatalogMerger.merge([
      file("App", "InfoPlist", LocaleID("en"), [("CFBundleName", "App")]),
      file("App", "InfoPlist", LocaleID("de"), [("CFBundleName", "App DE")]),
      file("Widget", "InfoPlist", LocaleID("de"), [("CFBundleName", "Widget DE")]),
    ])
    #expect(catalog.tables.map { "\($0.bundle)/\($0.name)" } == ["App/InfoPlist", "Widget/InfoPlist"])
    let app = catalog.tables[0].entry(forKey: "CFBundleName")
    #expect(app?.localizations[LocaleID("de")]?.value == "App DE")
    #expect(app?.localizations[LocaleID("en")]?.value == "App")
  }

  @Test func baseBecomesTheSourceLocaleUnlessTheSourceHasItsOwnValue() {
    let catalog = CatalogMerger.merge([
      file("App", "Main", .base, [("a", "Base A"), ("b", "Base B")]),
      file("App", "Main", LocaleID("en"), [("b", "English B")]),
    ])
    let table = catalog.tables[0]
    #expect(table.entry(forKey: "a")?.localizations[LocaleID("en")]?.value == "Base A")
    #expect(table.entry(forKey: "b")?.localizations[LocaleID("en")]?.value == "English B")
    #expect(!catalog.locales.contains(.base))
  }

  @Test func sourceLocalePrefersTheOverrideThenTheDeclaredLanguage() {
    let parsed = [file("A", "T", LocaleID("de"), [], source: "de")]
    #expect(CatalogMerger.merge(parsed).sourceLocale == LocaleID("de"))
    #expect(CatalogMerger.merge(parsed, sourceLocale: LocaleID("fr")).sourceLocale == LocaleID("fr"))
    #expect(CatalogMerger.merge([]).sourceLocale == LocaleID("en"))
  }
}
