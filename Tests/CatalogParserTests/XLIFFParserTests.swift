import Testing

@testable import CatalogParser

private let file = "de.xcloc/Localized Contents/de.xliff"
private let context = FileContext(displayPath: file, bundle: "Fallback", table: "Fallback")

private func at(_ line: Int, _ column: Int) -> SourcePosition {
  SourcePosition(file: file, line: line, column: column)
}

private func parse(_ xml: String) throws(CatalogError) -> ParsedFile {
  try XLIFFParser.parse(Array(xml.utf8), context: context)
}

private func table(_ parsed: ParsedFile, _ bundle: String, _ name: String) throws -> StringTable {
  try #require(parsed.tables.first { $0.bundle == bundle && $0.name == name })
}

private func xliff12(_ files: String) -> String {
  """
  <?xml version="1.0" encoding="UTF-8"?>
  <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
  \(files)
  </xliff>
  """
}

private func error(_ xml: String) -> CatalogError? {
  do {
    _ = try parse(xml)
    return nil
  } catch {
    return error
  }
}

@Suite struct XLIFFParserTests {
  @Test func xliff12UnitsBecomeSourceAndTargetValues() throws {
    let parsed = try parse(
      xliff12(
        """
          <file original="Blockzilla/en.lproj/Localizable.strings" source-language="en" target-language="ga" datatype="plaintext">
            <body>
              <trans-unit id="Sign in" xml:space="preserve">
                <source>Sign in</source>
                <target state="needs-review-l10n">Sínigh isteach</target>
                <note>Button on the login screen</note>
              </trans-unit>
              <trans-unit id="Untranslated">
                <source>Later</source>
                <note>No comment provided by engineer.</note>
              </trans-unit>
              <trans-unit id="Plain"><source>A &amp; B</source><target>A &amp; B ga</target><note/></trans-unit>
              <trans-unit id="7z8-pS-A86.title" translate="no"><source>Check</source></trans-unit>
              <trans-unit id="x" resname="Real key"><source>Real</source></trans-unit>
            </body>
          </file>
        """))
    #expect(parsed.sourceLocale == LocaleID("en"))
    let table = try table(parsed, "Blockzilla", "Localizable")
    #expect(table.sourceLocale == LocaleID("en") && table.files == [file])
    #expect(table.entries.map(\.key) == ["Sign in", "Untranslated", "Plain", "7z8-pS-A86.title", "Real key"])
    let signIn = try #require(table.entry(forKey: "Sign in"))
    #expect(signIn.keyPosition == at(5, 7) && signIn.comment == "Button on the login screen")
    #expect(
      signIn.localizations[LocaleID("en")]
        == LocalizedValue(value: "Sign in", state: nil, position: at(6, 17), keyPosition: at(5, 7)))
    #expect(
      signIn.localizations[LocaleID("ga")]
        == LocalizedValue(
          value: "Sínigh isteach", state: "needs-review-l10n", position: at(7, 43), keyPosition: at(5, 7)))
    let untranslated = try #require(table.entry(forKey: "Untranslated"))
    // No `<target>`: an untranslated value, without text, at the unit.
    #expect(untranslated.localizations.keys.sorted() == [LocaleID("en"), LocaleID("ga")])
    #expect(untranslated.localizations[LocaleID("ga")]?.isWithoutText == true)
    // Xcode's text for no comment is none (audit 194).
    #expect(untranslated.comment == nil)
    let plain = try #require(table.entry(forKey: "Plain"))
    #expect(plain.localizations[LocaleID("ga")]?.value == "A & B ga")
    #expect(plain.localizations[LocaleID("ga")]?.state == "translated" && plain.comment == nil)
    #expect(table.entry(forKey: "7z8-pS-A86.title")?.shouldTranslate == false)
    #expect(signIn.shouldTranslate)
  }

  @Test func filesMapToBundlesAndTables() throws {
    let file = { (original: String) in
      "<file original=\"\(original)\" source-language=\"en\" target-language=\"de\"><body>"
        + "<trans-unit id=\"k\"><source>s</source><target>t</target></trans-unit></body></file>"
    }
    let parsed = try parse(
      xliff12(
        file("KeepingYouAwake/Localizable.xcstrings") + file("InfoPlist.strings")
          + file("Foo/mul.lproj/Main.xcstrings") + file("App/Base.lproj/Main.storyboard")
          + file("App/en.lproj/Localizable.stringsdict") + file("App/en.lproj/Localizable.strings")
          + "<file source-language=\"en\"><body><trans-unit id=\"f\"><source>x</source></trans-unit></body></file>"
      ))
    let names = parsed.tables.map { "\($0.bundle)|\($0.name)" }
    #expect(
      names == [
        "KeepingYouAwake|Localizable", ".|InfoPlist", "Foo|Main", "App|Main", "App|Localizable",
        "Fallback|Fallback",
      ])
    #expect(XLIFFParser.tableLocation(original: "a/b/c.lproj/T.strings", context: context) == ("a/b", "T"))
    #expect(XLIFFParser.tableLocation(original: "./Foo", context: context) == (".", "Foo"))
    // Xcode exports Info.plist keys under the plist's path; the app reads them from `InfoPlist`.
    #expect(
      XLIFFParser.tableLocation(original: "Client/Info.plist", context: context) == ("Client", "InfoPlist"))
    for plist in ["Client/Client-Info.plist", "Client/Info-iOS.plist", "Client/info.PLIST"] {
      #expect(
        XLIFFParser.tableLocation(original: plist, context: context) == ("Client", "InfoPlist"), "\(plist)")
    }
    #expect(
      XLIFFParser.tableLocation(original: "Client/Settings.plist", context: context) == ("Client", "Settings")
    )
    #expect(
      XLIFFParser.tableLocation(original: "Client/Settings.bundle/MoreInfo.plist", context: context)
        == ("Client/Settings.bundle", "MoreInfo"))
    // Tools on Windows write Windows paths.
    #expect(
      XLIFFParser.tableLocation(original: #"C:\Projects\App\en.lproj\Localizable.strings"#, context: context)
        == ("/Projects/App", "Localizable"))
    #expect(
      XLIFFParser.tableLocation(original: "C:/Projects/App/en.lproj/Localizable.strings", context: context)
        == ("/Projects/App", "Localizable"))
    // Xcode 9.4 wrote absolute paths: the merge settles the bundle (`CatalogMerger`).
    #expect(
      XLIFFParser.tableLocation(original: "/Users/dev/App/App/en.lproj/Localizable.strings", context: context)
        == ("/Users/dev/App/App", "Localizable"))
    #expect(
      XLIFFParser.tableLocation(original: #"App\de.lproj\Main.strings"#, context: context) == ("App", "Main"))
  }

  @Test(arguments: [
    ("de", ["de"], "Localizable"), ("messages.de", ["de", "en"], "messages"), ("app_pt-BR", ["pt-BR"], "app"),
    ("App-pt_br", ["pt-BR"], "App"), ("en", ["fr", "en"], "Localizable"), ("strings", ["de"], "strings"),
    ("Blade", ["de"], "Blade"), ("de", [], "de"), ("de-DE", ["de"], "Localizable"),
    ("de", ["de-DE"], "Localizable"),
    ("messages.de-DE", ["de"], "messages"),
  ])
  func filesWithoutOriginalAreNamedWithoutTheirLocale(stem: String, locales: [String], table: String) {
    // Lokalise writes `original=""`: each locale's file must not be a table of its own.
    #expect(XLIFFParser.tableName(ofFile: stem, locales: locales.map(LocaleID.init)) == table)
    let context = FileContext(displayPath: "\(stem).xliff", bundle: "App", table: stem)
    #expect(
      XLIFFParser.tableLocation(original: "", context: context, locales: locales.map(LocaleID.init))
        == ("App", table))
  }

  @Test(arguments: [
    ("xliff/de", ["de"], "xliff"), ("Loc/fr.lproj", ["fr"], "Loc"), ("de", ["de-DE"], "."),
    ("App/Strings", ["de"], "App/Strings"), ("App/es", ["de"], "App/es"),
  ])
  func filesWithoutOriginalInAFolderOfTheirLocaleJoinItsParent(
    folder: String, locales: [String], bundle: String
  ) {
    // Lokalise and Crowdin can lay out one file per language: `xliff/de/Localizable.xliff`.
    let context = FileContext(
      displayPath: "\(folder)/Localizable.xliff", bundle: folder, table: "Localizable")
    #expect(
      XLIFFParser.tableLocation(original: "", context: context, locales: locales.map(LocaleID.init))
        == (bundle, "Localizable"))
  }

  @Test func anXLIFF2FileIDThatNamesNoFileIsNoTable() throws {
    // Crowdin writes one `<file id="f1">` without `original`: the document's name names the table.
    func tables(_ files: String) throws -> [String] {
      let xml = """
        <xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="fr">
        \(files)</xliff>
        """
      let parsed = try XLIFFParser.parse(
        Array(xml.utf8), context: FileContext(displayPath: "App/fr.xliff", bundle: "App", table: "fr"))
      return parsed.tables.map { "\($0.bundle)|\($0.name)" }
    }
    let save = "<unit id=\"Save\"><segment><source>Save</source><target>Enregistrer</target></segment></unit>"
    #expect(try tables("<file id=\"f1\">\(save)</file>") == ["App|Localizable"])
    // A later file keeps apart by its id (unit ids are unique only within one), as a file name does.
    #expect(
      try tables("<file id=\"f1\">\(save)</file><file id=\"f2\">\(save)</file>") == [
        "App|Localizable", ".|f2",
      ])
    #expect(try tables("<file id=\"Main.strings\">\(save)</file>") == [".|Main"])
  }

  @Test func templatesHaveOnlySourceValues() throws {
    let parsed = try parse(
      xliff12(
        """
        <file original="App/en.lproj/Localizable.strings" source-language="en-US">
          <body><trans-unit id="k"><source>Hello</source></trans-unit></body>
        </file>
        """))
    let entry = try #require(parsed.tables.first?.entry(forKey: "k"))
    #expect(entry.localizations.keys.sorted() == [LocaleID("en-US")])
    #expect(parsed.sourceLocale == LocaleID("en-US"))
  }

  @Test func targetWinsWhenTargetLanguageIsTheSourceLanguage() throws {
    let parsed = try parse(
      xliff12(
        """
        <file original="A/Localizable.xcstrings" source-language="en" target-language="en"><body>
        <trans-unit id="k"><source>Old</source><target state="new">New</target></trans-unit>
        </body></file>
        """))
    let value = try #require(parsed.tables.first?.entry(forKey: "k")?.localizations[LocaleID("en")])
    #expect(value.value == "New" && value.state == "new")
  }

  @Test func inlineElementsGiveTheirTextAndAltTransIsIgnored() throws {
    let parsed = try parse(
      xliff12(
        """
        <file original="A/Localizable.strings" source-language="en" target-language="fr"><body>
        <trans-unit id="k"><source>Hello <g id="1">big</g><x id="2"/> <ph id="3">%@</ph> <mrk mtype="x">world</mrk></source>
        <target>Bonjour<![CDATA[ <b>]]></target>
        <alt-trans><source>other</source><target>autre</target></alt-trans>
        </trans-unit></body></file>
        """))
    let entry = try #require(parsed.tables.first?.entry(forKey: "k"))
    #expect(entry.localizations[LocaleID("en")]?.value == "Hello big %@ world")
    #expect(entry.localizations[LocaleID("fr")]?.value == "Bonjour <b>")
  }

  @Test func xcodeVariationIDsFoldIntoVariations() throws {
    let parsed = try parse(
      xliff12(
        """
        <file original="App/Localizable.xcstrings" source-language="en" target-language="de"><body>
        <trans-unit id="%lld items|==|plural.one"><source>%lld item</source><target>%lld Ding</target></trans-unit>
        <trans-unit id="%lld items|==|plural.other"><source>%lld items</source><target state="new">%lld Dinge</target></trans-unit>
        <trans-unit id="Tap|==|device.ipad"><source>Tap iPad</source><target>iPad tippen</target></trans-unit>
        <trans-unit id="Tap|==|device.iphone.plural.one"><source>Tap one</source><target>Eins</target></trans-unit>
        <trans-unit id="Tap|==|device.iphone.plural.other"><source>Tap many</source></trans-unit>
        <trans-unit id="subs"><source>%1$#@strings@ in %2$#@catalogs@</source><target>%1$#@strings@ in %2$#@catalogs@</target></trans-unit>
        <trans-unit id="subs|==|substitutions.catalogs.plural.one"><source>%2$lld catalog</source><target>%2$lld Katalog</target></trans-unit>
        <trans-unit id="subs|==|substitutions.strings.plural.other"><source>%1$lld strings</source></trans-unit>
        </body></file>
        """))
    let table = try #require(parsed.tables.first)
    #expect(table.entries.map(\.key) == ["%lld items", "Tap", "subs"])
    let items = try #require(table.entry(forKey: "%lld items"))
    #expect(items.keyPosition == at(4, 1))
    let german = try #require(items.localizations[LocaleID("de")])
    #expect(german.value == nil && german.keyPosition == at(4, 1))
    #expect(german.variations?.plural?["one"]?.value == "%lld Ding")
    #expect(german.variations?.plural?["other"]?.state == "new")
    #expect(german.variations?.plural?["other"]?.position == at(5, 92))
    let tap = try #require(table.entry(forKey: "Tap")?.localizations[LocaleID("en")])
    #expect(
      tap.leaves.map(\.path) == ["device.ipad", "device.iphone.plural.one", "device.iphone.plural.other"])
    // A plural category without `<target>` beside translated forms is one the catalog lacks: a
    // form without text or state (a catalog's `"other" : {}`), at its unit.
    let germanTap = try #require(table.entry(forKey: "Tap")?.localizations[LocaleID("de")])
    #expect(germanTap.leaves.map(\.path) == ["device.ipad", "device.iphone.plural.one"])
    let lacking = try #require(germanTap.leaf(at: "device.iphone.plural.other"))
    #expect(lacking.value == nil && lacking.state == nil && lacking.position == at(8, 1))
    let subs = try #require(table.entry(forKey: "subs")?.localizations[LocaleID("de")])
    #expect(
      subs.leaf(at: "substitutions.strings.plural.other").map { $0.value == nil && $0.state == nil } == true)
    #expect(subs.value == "%1$#@strings@ in %2$#@catalogs@")
    #expect(subs.substitutions?["catalogs"]?.argNum == 2)
    #expect(subs.substitutions?["catalogs"]?.variations?.plural?["one"]?.value == "%2$lld Katalog")
    let english = try #require(table.entry(forKey: "subs")?.localizations[LocaleID("en")])
    #expect(english.substitutions?["strings"]?.argNum == 1)
    #expect(
      english.leaves.map(\.path) == [
        "", "substitutions.catalogs.plural.one", "substitutions.strings.plural.other",
      ])
  }

  @Test func aFormOnlyTheTranslationHasGivesTheSourceNoText() throws {
    // Xcode exports a translation's plural of a string the source does not vary with the unit id
    // as the form's source text.
    let parsed = try parse(
      xliff12(
        """
        <file original="Localizable.xcstrings" source-language="en" target-language="fr"><body>
        <trans-unit id="total"><source>%lld total</source><target>Total %1$#@COUNT@</target></trans-unit>
        <trans-unit id="total|==|substitutions.COUNT.plural.one"><source>total|==|substitutions.COUNT.plural.one</source><target>%1$lld au total</target></trans-unit>
        </body></file>
        """))
    let entry = try #require(parsed.tables.first?.entry(forKey: "total"))
    let english = try #require(entry.localizations[LocaleID("en")])
    #expect(english.leaves.map(\.path) == [""])
    #expect(english.value == "%lld total")
    let french = try #require(entry.localizations[LocaleID("fr")])
    #expect(french.leaf(at: "substitutions.COUNT.plural.one")?.value == "%1$lld au total")
  }

  @Test func baseUnitAfterItsVariationsKeepsThem() throws {
    let parsed = try parse(
      xliff12(
        """
        <file original="A/L.xcstrings" source-language="en" target-language="de"><body>
        <trans-unit id="k|==|substitutions.n.plural.one"><source>one</source><target>eins</target></trans-unit>
        <trans-unit id="k"><source>%#@n@</source><target>%#@n@!</target></trans-unit>
        </body></file>
        """))
    let german = try #require(parsed.tables.first?.entry(forKey: "k")?.localizations[LocaleID("de")])
    #expect(german.value == "%#@n@!" && german.position == at(5, 50))
    #expect(german.substitutions?["n"]?.variations?.plural?["one"]?.value == "eins")
    #expect(german.substitutions?["n"]?.argNum == 1)
  }

  @Test func unitIDSyntax() {
    let steps = { (id: String) in XLIFFUnitID(id, stringsdict: false).path }
    #expect(XLIFFUnitID("a|==|b|==|plural.few", stringsdict: false).key == "a|==|b")
    #expect(steps("k|==|substitutions.a.b.plural.one") == [.substitution("a.b"), .variation(.plural, "one")])
    #expect(steps("k|==|count.plural.other") == [.substitution("count"), .variation(.plural, "other")])
    #expect(steps("k|==|width.compact.x") == [])
    #expect(XLIFFUnitID("k|==|width.compact.x", stringsdict: false).key == "k|==|width.compact.x")
    #expect(steps("k|==|device.mac.substitutions.n.plural.one").count == 3)
    let dict = XLIFFUnitID(
      "/a/b:dict/NSStringDeviceSpecificRuleType:dict/ipad:dict/:string", stringsdict: true)
    #expect(dict.key == "a/b" && dict.path == [.variation(.device, "ipad")])
    #expect(
      XLIFFUnitID("/k:dict/v:dict/NSStringFormatValueTypeKey:dict/:string", stringsdict: true).isMetadata)
    #expect(XLIFFUnitID("/k:dict/v:dict/one:dict/:string", stringsdict: false).path == [])
  }

  @Test func stringsdictUnitIDsFoldIntoTheStringsTable() throws {
    let parsed = try parse(
      xliff12(
        """
        <file original="en.lproj/Localizable.strings" source-language="en" target-language="cs"><body>
        <trans-unit id="welcome"><source>Hello!</source><target>Ahoj!</target></trans-unit></body></file>
        <file original="en.lproj/Localizable.stringsdict" source-language="en" target-language="cs"><body>
        <trans-unit id="/Dogs %lld:dict/NSStringLocalizedFormatKey:dict/:string"><source>%#@dog@</source><target>%#@dog@</target></trans-unit>
        <trans-unit id="/Dogs %lld:dict/dog:dict/few:dict/:string"><source>%lld dogs</source><target>%lld psi</target></trans-unit>
        <trans-unit id="/Dogs %lld:dict/dog:dict/one:dict/:string"><source>%lld dog</source><target>%lld pes</target></trans-unit>
        </body></file>
        """))
    #expect(parsed.tables.count == 1)
    let table = try table(parsed, ".", "Localizable")
    #expect(table.entries.map(\.key) == ["welcome", "Dogs %lld"])
    let czech = try #require(table.entry(forKey: "Dogs %lld")?.localizations[LocaleID("cs")])
    #expect(czech.value == "%#@dog@" && czech.substitutions?["dog"]?.argNum == 1)
    #expect(
      czech.substitutions?["dog"]?.variations?.plural?.mapValues(\.value) == [
        "few": "%lld psi", "one": "%lld pes",
      ])
  }

  @Test func xliff20() throws {
    let parsed = try parse(
      """
      <xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="pt-BR">
        <file id="f1" original="App/en.lproj/Localizable.strings">
          <unit id="u1" name="Sign in">
            <notes><note category="x">Login button</note></notes>
            <segment state="reviewed"><source>Sign in</source><target>Entrar</target></segment>
          </unit>
          <group id="g"><unit id="Two segments">
            <segment><source>One.</source><target>Um.</target></segment>
            <ignorable><source> </source><target> </target></ignorable>
            <segment state="initial"><source>Two.</source></segment>
          </unit></group>
          <unit id="plain" translate="no"><segment><source>Only source</source></segment></unit>
        </file>
        <file id="Other.strings"><unit id="k"><segment><source>s</source><target>t</target></segment></unit></file>
      </xliff>
      """)
    #expect(parsed.sourceLocale == LocaleID("en"))
    let app = try table(parsed, "App", "Localizable")
    let signIn = try #require(app.entry(forKey: "Sign in"))
    #expect(signIn.comment == "Login button" && signIn.keyPosition == at(3, 5))
    #expect(signIn.localizations[LocaleID("pt-BR")]?.value == "Entrar")
    #expect(signIn.localizations[LocaleID("pt-BR")]?.state == "reviewed")
    #expect(signIn.localizations[LocaleID("en")]?.position == at(5, 41))
    let two = try #require(app.entry(forKey: "Two segments"))
    #expect(two.localizations[LocaleID("en")]?.value == "One. Two.")
    // The second segment has no target: the unit is not translated (XLIFFSegmentStateTests).
    #expect(two.localizations[LocaleID("pt-BR")]?.isWithoutText == true)
    #expect(app.entry(forKey: "plain")?.shouldTranslate == false)
    #expect(
      try table(parsed, ".", "Other").entry(forKey: "k")?.localizations[LocaleID("pt-BR")]?.value == "t")
  }

  @Test func hostileDocumentsAreRefused() {
    let xxe = """
      <?xml version="1.0"?>
      <!DOCTYPE xliff [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>
      <xliff version="1.2"><file original="a.strings" source-language="en"><body>
      <trans-unit id="k"><source>&xxe;</source></trans-unit></body></file></xliff>
      """
    #expect(error(xxe)?.message == "DOCTYPE with entity declarations is not allowed")
    var laughs = "<!ENTITY a \"lol\">"
    for level in 1...12 {
      let previous = level == 1 ? "a" : "a\(level - 1)"
      laughs += "<!ENTITY a\(level) \"" + String(repeating: "&\(previous);", count: 10) + "\">"
    }
    let bomb =
      "<!DOCTYPE xliff [\(laughs)]><xliff version=\"1.2\"><file><body><trans-unit id=\"k\">"
      + "<source>&a12;</source></trans-unit></body></file></xliff>"
    #expect(error(bomb)?.message == "DOCTYPE with entity declarations is not allowed")
    let network = "<!DOCTYPE xliff SYSTEM \"http://127.0.0.1:9/x.dtd\"><xliff version=\"1.2\"/>"
    #expect(error(network) == nil)
  }

  @Test func theNamespaceNamesTheVersion() throws {
    // A `version` that disagrees with the namespace: the elements are the namespace's.
    let mislabelled = """
      <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="2.0">
      <file original="a.strings" source-language="en" target-language="fr"><body>
      <trans-unit id="k"><source>Hello</source><target>Bonjour</target></trans-unit></body></file></xliff>
      """
    let entry = try table(try parse(mislabelled), ".", "a").entry(forKey: "k")
    #expect(entry?.localizations[LocaleID("fr")]?.value == "Bonjour")
    let version2 = """
      <xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="1.2" srcLang="en" trgLang="fr">
      <file id="f" original="a.strings"><unit id="k"><segment><source>Hello</source>
      <target>Bonjour</target></segment></unit></file></xliff>
      """
    let unit = try table(try parse(version2), ".", "a").entry(forKey: "k")
    #expect(unit?.localizations[LocaleID("fr")]?.value == "Bonjour")
  }

  @Test func aUnitOfTheOtherVersionIsAnError() {
    let mixed = """
      <xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="fr">
      <file id="f" original="a.strings">
        <trans-unit id="k"><source>Hello</source><target>Bonjour</target></trans-unit></file></xliff>
      """
    #expect(
      error(mixed)?.description
        == "\(at(3, 3)): error: <trans-unit> in an XLIFF 2.0 document, whose units are <unit>")
    // An extension's element of that name is not one.
    let extended = xliff12(
      """
      <file original="a.strings" source-language="en" target-language="fr" xmlns:x="urn:example"><body>
      <trans-unit id="k"><source>Hello</source><target>Bonjour</target><x:unit/></trans-unit></body></file>
      """)
    #expect(error(extended) == nil)
  }

  @Test func malformedDocumentsNameThePosition() {
    let mismatched = error(xliff12("<file original=\"a.strings\">\n<body></file>"))
    #expect(mismatched?.position.line == 4)
    #expect(mismatched?.position.file == file)
    let truncated = error(
      "<xliff version=\"1.2\"><file original=\"a.strings\"><body>\n<trans-unit id=\"k\"><source>abc")
    #expect(
      truncated?.description == "\(at(2, 31)): error: unexpected end of the document: <source> is not closed")
    let cut = error("<xliff version=\"1.2\"><file original=\"a.strings\"><body>\n<trans-unit id=\"k")
    #expect(cut?.position.line == 2)
    let noID = error(
      xliff12(
        "<file original=\"a.strings\"><body>\n  <trans-unit><source>x</source></trans-unit></body></file>"))
    #expect(noID?.description == "\(at(4, 3)): error: <trans-unit> without id")
    let notXLIFF = error("<?xml version=\"1.0\"?>\n<plist/>")
    #expect(
      notXLIFF?.description == "\(at(2, 1)): error: expected <xliff> as the root element, found <plist>")
  }
}
