import Dispatch
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

  @Test func aWrittenSourceValueReplacesTheKeyStandingInForIt() throws {
    // The catalog has no English entry, so its key stands in; the `.strings` table writes one.
    let catalog = try StringCatalogParser.parse(
      Array(
        #"{"sourceLanguage":"en","strings":{"greeting":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Hallo"}}}}},"version":"1.0"}"#
          .utf8),
      context: FileContext(displayPath: "Localizable.xcstrings", table: "Localizable"))
    let strings = try StringsFileParser.parse(
      Array(#""greeting" = "Hello there";"#.utf8),
      context: FileContext(
        displayPath: "en.lproj/Localizable.strings", table: "Localizable", locale: LocaleID("en")))
    for files in [[catalog, strings], [strings, catalog]] {
      let english = CatalogMerger.merge(files).tables.first?.entry(forKey: "greeting")?.localizations[
        LocaleID("en")]
      #expect(english?.value == "Hello there")
      #expect(english?.position?.file == "en.lproj/Localizable.strings")
    }
    #expect(
      catalog.tables.first?.entry(forKey: "greeting")?.localizations[LocaleID("en")]?.isImpliedByKey == true)
  }

  @Test func anXLIFFTargetInTheSourceLanguageWinsOverAnotherFilesSource() throws {
    // Symfony: the other files' sources name the text by key; messages.en.xlf holds the English.
    func xliff(_ target: String) throws -> ParsedFile {
      try XLIFFParser.parse(
        Array(
          """
          <xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="\(target)">
          <file id="messages"><unit id="a"><segment><source>login.submit</source><target>Sign in</target></segment></unit></file>
          </xliff>
          """.utf8),
        context: FileContext(displayPath: "messages.\(target).xlf", table: "messages"))
    }
    let german = try xliff("de")
    let english = try xliff("en")
    #expect(german.tables.first?.entry(forKey: "a")?.localizations[LocaleID("en")]?.isXLIFFSource == true)
    for files in [[german, english], [english, german]] {
      let value = CatalogMerger.merge(files).tables.first?.entry(forKey: "a")?.localizations[LocaleID("en")]
      #expect(value?.value == "Sign in")
      #expect(value?.position?.file == "messages.en.xlf")
    }
  }

  @Test(arguments: [
    ("de.xliff", true), ("de.XLIFF", true), ("Fr.Xlf", true), ("App.xcloc/Localized Contents/ja.xliff", true),
    ("de.xliff.bak", false), ("xliff", false), ("dexlf", false), ("Localizable.strings", false),
  ])
  func anXLIFFFileIsKnownByItsExtensionInAnyCase(file: String, isXLIFF: Bool) {
    // Discovery reads `de.XLIFF`; its values must be judged as XLIFF values, not as a catalog's.
    let position = SourcePosition(file: file, line: 1, column: 1)
    let value = LocalizedValue(value: "Sign in", state: nil, position: position, keyPosition: position)
    #expect(value.isFromXLIFF == isXLIFF)
  }

  @Test func theSourceFilesCommentWinsOverATranslatorsReadFirst() throws {
    // `ar`, `de` sort before `en`: the first comment read is a translator's.
    func strings(_ locale: String, _ comment: String) throws -> ParsedFile {
      try StringsFileParser.parse(
        Array("/* \(comment) */\n\"hello\" = \"x\";\n/* Same */\n\"bye\" = \"y\";\n".utf8),
        context: FileContext(
          displayPath: "\(locale).lproj/L.strings", bundle: ".", table: "L", locale: LocaleID(locale)))
    }
    let catalog = CatalogMerger.merge([
      try strings("ar", "تحية"), try strings("de", "Begrüßung"),
      try strings("en", "Greeting on the home screen"),
    ])
    #expect(catalog.tables.first?.entry(forKey: "hello")?.comment == "Greeting on the home screen")
    #expect(catalog.tables.first?.entry(forKey: "bye")?.comment == "Same")
    let german = CatalogMerger.merge([try strings("de", "Begrüßung"), try strings("fr", "Salutation")])
    #expect(german.tables.first?.entry(forKey: "hello")?.comment == "Begrüßung", "no source file: the first")
  }

  @Test func aCommentOnlyATranslationWritesIsDroppedWhereTheSourceHasTheKeyUncommented() throws {
    // Delta Chat's Transifex export (audit 117): the Japanese file keeps the comment of a key it
    // lacks above the next key, which the English file writes without one.
    func strings(_ locale: String, _ text: String) throws -> ParsedFile {
      try StringsFileParser.parse(
        Array(text.utf8),
        context: FileContext(
          displayPath: "\(locale).lproj/L.strings", bundle: ".", table: "L", locale: LocaleID(locale)))
    }
    let ibComment = #"/* Class = "UILabel"; text = "Hi"; ObjectID = "a1B-2c-D3e"; */"#
    let catalog = CatalogMerger.merge([
      try strings("en", "\"pref_vibrate\" = \"Vibrate\";\n\"a1B-2c-D3e.text\" = \"Hi\";\n"),
      try strings(
        "ja",
        "/* The URL should not be localized */\n\"pref_vibrate\" = \"バイブレーション\";\n"
          + "\(ibComment)\n\"a1B-2c-D3e.text\" = \"やあ\";\n"),
    ])
    let table = try #require(catalog.tables.first)
    #expect(table.entry(forKey: "pref_vibrate")?.comment == nil)
    #expect(table.entry(forKey: "a1B-2c-D3e.text")?.comment == String(ibComment.dropFirst(3).dropLast(3)))
  }

  @Test func sourceLocalePrefersTheOverrideThenTheDeclaredLanguage() {
    let parsed = [file("A", "T", LocaleID("de"), [], source: "de")]
    #expect(CatalogMerger.merge(parsed).sourceLocale == LocaleID("de"))
    #expect(CatalogMerger.merge(parsed, sourceLocale: LocaleID("fr")).sourceLocale == LocaleID("fr"))
    #expect(CatalogMerger.merge([]).sourceLocale == LocaleID("en"))
  }

  @Test func aRegionalFolderOfTheSourceLanguageHoldsTheSourceText() {
    // A project whose only English folder is `en-US.lproj` or `en-GB.lproj`.
    let american = CatalogMerger.merge([
      file("App", "L", LocaleID("en-US"), [("login.cancel", "Cancel")]),
      file("App", "L", LocaleID("de"), [("login.cancel", "Abbrechen")]),
    ])
    #expect(american.sourceLocale == LocaleID("en-US"))
    #expect(american.tables[0].sourceLocale == LocaleID("en-US"))
    let british = CatalogMerger.merge([file("App", "L", LocaleID("en-GB"), [("a", "Colour")])])
    #expect(british.sourceLocale == LocaleID("en-GB"))
    // Of several, the language's likely region; where the source itself is there, it.
    let both = [
      file("App", "L", LocaleID("en-GB"), [("a", "Colour")]),
      file("App", "L", LocaleID("en-US"), [("a", "Color")]),
    ]
    #expect(CatalogMerger.merge(both).sourceLocale == LocaleID("en-US"))
    let withPlain = both + [file("App", "L", LocaleID("en"), [("a", "Color")])]
    #expect(CatalogMerger.merge(withPlain).sourceLocale == LocaleID("en"))
    #expect(CatalogMerger.merge(both, sourceLocale: LocaleID("en")).sourceLocale == LocaleID("en-US"))
  }

  @Test func keysFollowTheSourceFileWhateverFileIsReadFirst() {
    // `ar.lproj` and `de.lproj` are read before `en.lproj`, in other orders of their own.
    func parsed(_ locale: String, _ keys: [String]) -> ParsedFile {
      var table = StringTable(bundle: "App", name: "L", files: ["\(locale).lproj/L.strings"])
      for (line, key) in keys.enumerated() {
        let position = SourcePosition(file: "\(locale).lproj/L.strings", line: line + 1, column: 8)
        table.add(
          StringEntry(
            key: key,
            localizations: [
              LocaleID(locale): LocalizedValue(value: key, state: "translated", position: position)
            ]))
      }
      return ParsedFile(tables: [table])
    }
    let catalog = CatalogMerger.merge([
      parsed("ar", ["B", "A"]), parsed("de", ["C", "B", "A", "D"]), parsed("en", ["A", "B", "C"]),
    ])
    let table = catalog.tables[0]
    #expect(table.entries.map(\.key) == ["A", "B", "C", "D"])
    #expect(table.entry(forKey: "C")?.localizations[LocaleID("de")]?.value == "C")
  }

  @Test func aFewRegionalOverridesAreNoSourceTable() {
    // Keys are the English text; `en-GB.lproj` only spells one of them the British way.
    let catalog = CatalogMerger.merge([
      file("App", "L", LocaleID("en-GB"), [("Color", "Colour")]),
      file(
        "App", "L", LocaleID("de"),
        [("Color", "Farbe"), ("Save changes", "Speichern"), ("Delete", "Löschen")]),
    ])
    #expect(catalog.sourceLocale == LocaleID("en"))
    #expect(catalog.tables[0].sourceLocale == LocaleID("en"))
  }

  @Test func regionalTranslationsOfTextInCodeAreNoSourceTable() {
    // Firefox: `en-CA.lproj` and `en-GB.lproj` translate the English in code; neither is the source.
    let canadian = file("App", "L", LocaleID("en-CA"), [("Tab.Close", "Close"), ("Tab.Open", "Open")])
    let british = file("App", "L", LocaleID("en-GB"), [("Tab.Close", "Close"), ("Tab.Open", "Open")])
    let german = file("App", "L", LocaleID("de"), [("Tab.Close", "Schließen"), ("Tab.Old", "Alt")])
    #expect(CatalogMerger.merge([canadian, british, german]).tables[0].sourceLocale == LocaleID("en"))
    // With the language's likely region among them, that one is the project's own.
    let american = file("App", "L", LocaleID("en-US"), [("Tab.Close", "Close"), ("Tab.Open", "Open")])
    #expect(CatalogMerger.merge([british, american, german]).tables[0].sourceLocale == LocaleID("en-US"))
  }

  @Test func theBundlesOwnRegionalFolderStandsInForATableWhoseEnglishLags() {
    // Audit 291: Firefox's `en-US.lproj/Toolbar.strings` has 1 of the 3 keys its translations
    // have; `en-US` holds all of the bundle's other table.
    let catalog = CatalogMerger.merge([
      file("App", "Menu", LocaleID("en-US"), [("Menu.Close", "Close"), ("Menu.Open", "Open")]),
      file("App", "Menu", LocaleID("de"), [("Menu.Close", "Schließen"), ("Menu.Open", "Öffnen")]),
      file("App", "Toolbar", LocaleID("en-US"), [("Toolbar.Search", "Search Engine: %@")]),
      file(
        "App", "Toolbar", LocaleID("de"),
        [("Toolbar.Search", "Suchmaschine: %d"), ("Toolbar.New", "Neu"), ("Toolbar.Cancel", "Abbrechen")]),
      // Another bundle without a full `en-US` table keeps the keys as its source.
      file("Widget", "L", LocaleID("en-US"), [("w.a", "A")]),
      file("Widget", "L", LocaleID("de"), [("w.a", "A"), ("w.b", "B"), ("w.c", "C")]),
    ])
    let sources = Dictionary(
      uniqueKeysWithValues: catalog.tables.map { ($0.bundle + "/" + $0.name, $0.sourceLocale) })
    #expect(sources["App/Toolbar"] == LocaleID("en-US"))
    #expect(sources["App/Menu"] == LocaleID("en-US"))
    #expect(sources["Widget/L"] == LocaleID("en"))
    // Review 195: keys that are their English text keep being the source beside a few overrides.
    let overrides = CatalogMerger.merge([
      file("App", "InfoPlist", LocaleID("en-US"), [("CFBundleName", "Photos")]),
      file("App", "InfoPlist", LocaleID("de"), [("CFBundleName", "Fotos")]),
      file("App", "L", LocaleID("en-US"), [("Color", "Color")]),
      file(
        "App", "L", LocaleID("de"), [("Save photo", "Foto sichern"), ("Share", "Teilen"), ("Color", "Farbe")]),
    ])
    #expect(overrides.tables.first { $0.name == "L" }?.sourceLocale == LocaleID("en"))
  }

  @Test func eachTableFindsItsOwnRegionalSourceFolder() {
    let catalog = CatalogMerger.merge([
      file("App", "L", LocaleID("en"), [("a", "A")]),
      file("Widget", "L", LocaleID("en-GB"), [("b", "Colour")]),
      file("Widget", "L", LocaleID("fr"), [("b", "Couleur")]),
      file("Extension", "L", LocaleID("fr"), [("c", "C")]),
      file("Storyboards", "Main", .base, [("d", "D")]),
      file("Storyboards", "Main", LocaleID("en-AU"), [("d", "D")]),
    ])
    #expect(catalog.sourceLocale == LocaleID("en"))
    #expect(
      catalog.tables.map { "\($0.bundle):\($0.sourceLocale!)" } == [
        "App:en", "Extension:en", "Storyboards:en", "Widget:en-GB",
      ])
  }

  /// Tables, duplicates, errors and source locale, comparable between two catalogs.
  func summary(_ catalog: Catalog) -> String {
    let tables = catalog.tables.map { table in
      "\(table.bundle)/\(table.name) \(table.files) "
        + table.entries.map { entry in
          "\(entry.key)="
            + entry.localizations.map { "\($0.key):\($0.value.value ?? "-")" }.joined(separator: ",")
        }.joined(separator: ";")
    }
    return "\(catalog.sourceLocale) \(tables) \(catalog.duplicates.map(\.locale)) \(catalog.errors)"
  }

  func sampleFiles() -> [ParsedFile] {
    var base = file("App", "Main", .base, [("a", "Base A"), ("b", "Base B")])
    base.duplicates = [
      DuplicateKey(
        key: "a", bundle: "App", table: "Main", locale: .base,
        first: SourcePosition(file: "x", line: 1, column: 1),
        second: SourcePosition(file: "x", line: 2, column: 1))
    ]
    return [
      base,
      file("App", "Main", LocaleID("de"), [("a", "A DE"), ("c", "C DE")]),
      file("App", "Main", LocaleID("fr"), [("b", "B FR")], source: "fr"),
      file("Widget", "Main", LocaleID("de"), [("w", "W DE")]),
    ]
  }

  @Test func addingFilesOneByOneEqualsMergingThemAtOnce() {
    let files = sampleFiles()
    var merger = CatalogMerger()
    for file in files { merger.add(file) }
    let incremental = merger.catalog()
    #expect(summary(incremental) == summary(CatalogMerger.merge(files)))
    #expect(incremental.sourceLocale == LocaleID("fr"))
    #expect(incremental.duplicates.map(\.locale) == [LocaleID("fr")])  // Base duplicates follow the source
    #expect(incremental.tables[0].entries.map(\.key) == ["a", "b", "c"])
  }

  @Test func resultsDeliveredOutOfOrderMergeInFileOrder() {
    let files = sampleFiles()
    let failure = CatalogError(file: "bad.strings", line: 3, column: 7, message: "unterminated string")
    var results: [Result<ParsedFile, CatalogError>] = files.map { .success($0) }
    results.insert(.failure(failure), at: 2)
    let merge = OrderedMerge()
    for index in [4, 2, 0, 3, 1] { merge.deliver(results[index], at: index) }
    let earlier = CatalogError(file: "a.strings", line: 1, column: 1, message: "cannot read the file")
    let catalog = merge.catalog(files: ["f"], errors: [earlier], sourceLocale: nil)
    let expected = CatalogMerger.merge(files, files: ["f"], errors: [earlier, failure])
    #expect(summary(catalog) == summary(expected))
    #expect(catalog.errors == [earlier, failure])
    #expect(catalog.files == ["f"])
  }

  @Test func resultsDeliveredFromParallelWorkersMergeInFileOrder() {
    // Files of one table and locale repeat keys, so the file order decides which values are kept
    // and in which order tables, keys and locales appear: any reordering shows in the summary.
    let locales = ["de", "fr", "es", "it", "ja", "ko", "nl", "pl", "pt", "ru"].map(LocaleID.init)
    var results: [Result<ParsedFile, CatalogError>] = []
    for index in 0..<400 {
      if index % 37 == 5 {
        results.append(
          .failure(CatalogError(file: "bad\(index).strings", line: 1, column: 1, message: "bad")))
        continue
      }
      let table = "T\(index % 7)"
      let pairs = (0..<20).map { ("k\(($0 * 7 + index) % 31)", "v\(index)") }
      results.append(.success(file("App\(index % 3)", table, locales[index % locales.count], pairs)))
    }
    let merge = OrderedMerge()
    DispatchQueue.concurrentPerform(iterations: results.count) { index in
      merge.deliver(results[index], at: index)
    }
    let catalog = merge.catalog(files: ["f"], errors: [], sourceLocale: nil)
    let sequential = OrderedMerge()
    for (index, result) in results.enumerated() { sequential.deliver(result, at: index) }
    let expected = sequential.catalog(files: ["f"], errors: [], sourceLocale: nil)
    #expect(summary(catalog) == summary(expected))
    #expect(catalog.errors.count == results.filter { if case .failure = $0 { true } else { false } }.count)
  }
}
