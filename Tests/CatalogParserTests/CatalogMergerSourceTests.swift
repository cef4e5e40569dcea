import Testing

@testable import CatalogParser

/// Which source language each table of a run with several declared ones gets.
@Suite("Merging: source languages")
struct CatalogMergerSourceTests {
  /// A file of one table of `bundle` with `locale`'s values, declaring `source` as a String
  /// Catalog does.
  func file(_ bundle: String, _ locale: String, _ keys: [String], catalogSource source: String? = nil)
    -> ParsedFile
  {
    let path =
      source == nil ? "\(bundle)/\(locale).lproj/Localizable.strings" : "\(bundle)/Localizable.xcstrings"
    var table = StringTable(bundle: bundle, name: "Localizable", files: [path])
    for key in keys {
      table.add(
        StringEntry(
          key: key, localizations: [LocaleID(locale): LocalizedValue(value: key, state: "translated")]))
    }
    table.declaredLocales = [LocaleID(locale)]
    if let source { table.sourceLocale = LocaleID(source) }
    return ParsedFile(tables: [table], sourceLocale: source.map(LocaleID.init))
  }

  /// A German app, its English package read first, and a German extension of `.lproj` folders.
  var files: [ParsedFile] {
    [
      file("AKit", "en", ["Pay"], catalogSource: "en"), file("Shop", "de", ["Zahlen"], catalogSource: "de"),
      file("ShopWidget", "de", ["Bestellungen"]), file("ShopWidget", "fr", ["Bestellungen"]),
    ]
  }

  @Test func aTableWithoutEnglishFilesTakesADeclaredSourceItHasFilesOf() throws {
    let catalog = CatalogMerger.merge(files)
    let widget = try #require(catalog.tables.first { $0.bundle == "ShopWidget" })
    #expect(catalog.sourceLocale(of: widget) == LocaleID("de"))
    #expect(
      catalog.sourceLocale(of: try #require(catalog.tables.first { $0.bundle == "AKit" })) == LocaleID("en"))
    #expect(catalog.sourceOverrides.isEmpty)
  }

  @Test func aTableOfABundleWithEnglishFilesStaysEnglish() throws {
    // An English app's `InfoPlist` has no `en.lproj` file: its English is in `Info.plist`.
    var infoPlist = file("App", "de", ["NSCameraUsageDescription"])
    infoPlist.tables[0].name = "InfoPlist"
    let catalog = CatalogMerger.merge(files + [file("App", "en", ["Scan"]), infoPlist])
    let table = try #require(catalog.tables.first { $0.bundle == "App" && $0.name == "InfoPlist" })
    #expect(catalog.sourceLocale(of: table) == LocaleID("en"))
  }

  @Test func aBaseBundleAndAnInfoPlistFolderOfTheirOwnStayEnglish() throws {
    // An English app with `Base.lproj` and no `en.lproj`; an `InfoPlist.strings` in a folder apart.
    let catalog = CatalogMerger.merge(
      files + [file("Main", "Base", ["Sign in"]), file("Main", "de", ["Sign in"])]
        + [file("Resources", "de", ["NSCameraUsageDescription"])].map { file in
          var file = file
          file.tables[0].name = "InfoPlist"
          return file
        })
    for bundle in ["Main", "Resources"] {
      let table = try #require(catalog.tables.first { $0.bundle == bundle })
      #expect(catalog.sourceLocale(of: table) == LocaleID("en"), "\(bundle)")
    }
  }

  @Test func anExplicitSourceLocaleIsRecordedWhereItReplacesADeclaredOne() {
    let catalog = CatalogMerger.merge(files, sourceLocale: LocaleID("de"))
    #expect(
      catalog.sourceOverrides == [
        SourceLocaleOverride(
          bundle: "AKit", table: "Localizable", declared: LocaleID("en"), file: "AKit/Localizable.xcstrings")
      ])
    #expect(catalog.tables.allSatisfy { catalog.sourceLocale(of: $0) == LocaleID("de") })
  }

  @Test(arguments: [
    ("en-US", ["en", "de"], "en"), ("zh-CN", ["zh-Hans", "zh-Hant", "en"], "zh-Hans"),
    ("zh-TW", ["zh-Hans", "zh-Hant"], "zh-Hant"), ("pt-BR", ["pt", "pt-BR"], "pt-BR"),
    ("de-DE", ["en", "fr"], "de"), ("zh-Hant-TW", ["en"], "zh-Hant"), ("de", ["en"], "de"),
    ("zh-CN", ["zh-Hant", "en"], "zh-Hans"),
  ])
  func aRegionalDeclarationReadsTheBundlesClosestFolder(declared: String, folders: [String], source: String)
    throws
  {
    // `CFBundleDevelopmentRegion` `en_US` beside `en.lproj`: no `en-US` column of its own.
    var infoPlist = file("App", "Base", ["NSCameraUsageDescription"])
    infoPlist.tables[0].name = "InfoPlist"
    infoPlist.tables[0].sourceLocale = LocaleID(declared)
    let catalog = CatalogMerger.merge(folders.map { file("App", $0, ["Scan"]) } + [infoPlist])
    let table = try #require(catalog.tables.first { $0.name == "InfoPlist" })
    #expect(catalog.sourceLocale(of: table) == LocaleID(source))
    #expect(!catalog.tables.contains { $0.locales.contains(LocaleID(declared)) } || declared == source)
  }

  @Test func aRequestedRegionalSourceReadsTheClosestFolder() {
    let catalog = CatalogMerger.merge(
      [file("App", "zh-Hans", ["扫描"]), file("App", "en", ["扫描"])], sourceLocale: LocaleID("zh-CN"))
    #expect(catalog.sourceLocale == LocaleID("zh-Hans"))
  }

  /// Review 97: a widget's empty String Catalog in `de` beside an English app's `.lproj` folders.
  @Test func aCatalogWithoutKeysDeclaresNoSourceWhereOtherFilesHaveKeys() {
    let emptyWidget = ParsedFile(
      tables: [StringTable(bundle: "Widget", name: "Localizable", files: ["Widget/Localizable.xcstrings"])],
      sourceLocale: LocaleID("de"))
    let catalog = CatalogMerger.merge([emptyWidget, file("App", "en", ["Save"]), file("App", "fr", ["Save"])])
    #expect(catalog.sourceLocale == LocaleID("en"))
    #expect(CatalogMerger.merge([emptyWidget]).sourceLocale == LocaleID("de"))
    let keyedWidget = file("Widget", "de", ["Sichern"], catalogSource: "de")
    #expect(CatalogMerger.merge([emptyWidget, keyedWidget]).sourceLocale == LocaleID("de"))
  }
}
