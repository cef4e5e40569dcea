import Testing

@testable import LocaleCheck

/// XLIFF units without `<target>`, or marked as still to translate: untranslated values of their
/// own file's locale.
@Suite("missing-translation: untranslated XLIFF units")
struct MissingXLIFFTargetTests {
  static let original = "App/en.lproj/Localizable.strings"

  /// A German export of two units, "photos" and "swipe": the source text of a unit others lack.
  static let germanWithSwipe = CatalogText.xliff(
    original: original, target: "de",
    units: [
      FixtureXLIFFUnit("photos", source: "Photos", target: "Fotos"),
      FixtureXLIFFUnit("swipe", source: "Swipe to change", target: "Wischen zum Wechseln"),
    ])

  @Test func theFindingPointsIntoTheLocalesOwnFile() throws {
    let fixture = try Fixture([
      "de.xliff": CatalogText.xliff(
        original: Self.original, target: "de",
        units: [FixtureXLIFFUnit("photos", source: "Photos", target: "Fotos")]),
      "fr.xliff": CatalogText.xliff(
        original: Self.original, target: "fr",
        units: [FixtureXLIFFUnit("photos", source: "Photos", target: nil)]),
    ])
    let findings = try fixture.findings(of: "missing-translation")
    #expect(
      findings.map(\.message) == ["fr has no translation for 'Photos' (photos); VoiceOver reads the en text"])
    #expect(findings.first?.position?.file == "fr.xliff")
  }

  @Test func aUnitAnExportLacksIsToldInThatExportNotTheOneGivingTheSourceText() throws {
    // Exports without a source-language file (Background's, audit 85): the source text of a unit
    // ar.xliff lacks comes from de.xliff's `<source>`, but the gap is ar's file's.
    let fixture = try Fixture([
      "de.xliff": Self.germanWithSwipe,
      "ar.xliff": CatalogText.xliff(
        original: Self.original, target: "ar",
        units: [FixtureXLIFFUnit("photos", source: "Photos", target: "صور")]),
    ])
    let findings = try fixture.findings(of: "missing-translation")
    #expect(
      findings.map(\.message) == [
        "ar has no translation for 'Swipe to change' (swipe); VoiceOver reads the en text"
      ])
    // At the first unit of the table in ar.xliff, which may translate other tables before it.
    #expect(findings.first?.position == fixture.position(of: "<trans-unit id=\"photos\"", in: "ar.xliff"))
  }

  @Test func aUnitAnExportOfSeveralTablesLacksIsToldAtThatTablesFile() throws {
    // Audit 121 (Background's exports of 5 `<file>`s): not at ar.xliff:1:1, in InfoPlist's part.
    let infoPlist = """
      <file original="App/en.lproj/InfoPlist.strings" source-language="en" target-language="ar" datatype="plaintext">
      <body><trans-unit id="NSCameraUsageDescription"><source>Scan</source><target>مسح</target></trans-unit></body>
      </file>
      """
    let arabic = CatalogText.xliff(
      original: Self.original, target: "ar",
      units: [FixtureXLIFFUnit("photos", source: "Photos", target: "صور")]
    ).replacingOccurrences(of: "<file ", with: infoPlist + "\n<file ")
    let fixture = try Fixture([
      "de.xliff": Self.germanWithSwipe,
      "ar.xliff": arabic,
    ])
    let findings = try fixture.findings(of: "missing-translation").filter { $0.locale == LocaleID("ar") }
    #expect(findings.map(\.key) == ["swipe"])
    #expect(findings.first?.position == fixture.position(of: "<trans-unit id=\"photos\"", in: "ar.xliff"))
  }

  @Test func aUnitOneLanguageOfADocumentLacksIsToldInThatLanguagesFileElement() throws {
    // Audit 260: a document of a German and an Arabic `<file>`; the gap is in the Arabic one.
    let arabic = CatalogText.xliff(
      original: Self.original, target: "ar",
      units: [FixtureXLIFFUnit("photos", source: "Photos", target: "صور")])
    let fileElement = { (document: String) in
      let start = document.range(of: "<file ")!.lowerBound
      let end = document.range(of: "</file>")!.upperBound
      return String(document[start..<end])
    }
    let both = Self.germanWithSwipe.replacingOccurrences(
      of: "</file>", with: "</file>\n" + fileElement(arabic))
    let fixture = try Fixture(["both.xliff": both])
    let findings = try fixture.findings(of: "missing-translation").filter { $0.locale == LocaleID("ar") }
    #expect(findings.map(\.key) == ["swipe"])
    #expect(
      findings.first?.position
        == fixture.position(of: "<trans-unit id=\"photos\"", in: "both.xliff", occurrence: 2))
  }

  @Test func aPluralAnExportLacksIsToldInThatExportToo() throws {
    // A String Catalog's export writes a plural as one unit per form: the value has no position
    // of its own, only its forms have (review 78).
    let catalog = "App/Localizable.xcstrings"
    let forms = ["one", "other"].map { form in
      FixtureXLIFFUnit(
        "photos|==|plural.\(form)", source: form == "one" ? "%lld photo" : "%lld photos",
        target: form == "one" ? "%lld Foto" : "%lld Fotos")
    }
    let fixture = try Fixture([
      "de.xliff": CatalogText.xliff(original: catalog, target: "de", units: forms),
      "ar.xliff": CatalogText.xliff(
        original: catalog, target: "ar", units: [FixtureXLIFFUnit("save", source: "Save", target: "حفظ")]),
    ])
    let findings = try fixture.findings(of: "missing-translation").filter { $0.key == "photos" }
    #expect(findings.map { $0.locale?.description } == ["ar"])
    #expect(findings.first?.position == fixture.position(of: "<trans-unit id=\"save\"", in: "ar.xliff"))
  }

  /// An export of a `.strings` and a `.stringsdict` of one name: two `<file>`s of one table.
  static func stringsAndStringsdict(target: String, texts: [String], plurals: [String]) -> String {
    let units = { (name: String) in
      let path = "/\(name):dict/"
      return """
        <trans-unit id="\(path)NSStringLocalizedFormatKey:dict/:string"><source>%#@n@</source><target>%#@n@</target></trans-unit>
        <trans-unit id="\(path)n:dict/one:dict/:string"><source>%d \(name)</source><target>%d \(name)</target></trans-unit>
        <trans-unit id="\(path)n:dict/other:dict/:string"><source>%d \(name)s</source><target>%d \(name)s</target></trans-unit>
        """
    }
    let strings = texts.map {
      "<trans-unit id=\"\($0)\"><source>\($0)</source><target>\($0)!</target></trans-unit>"
    }
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
      <file original="App/en.lproj/Localizable.strings" source-language="en" target-language="\(target)" datatype="plaintext">
      <body>
      \(strings.joined(separator: "\n"))
      </body></file>
      <file original="App/en.lproj/Localizable.stringsdict" source-language="en" target-language="\(target)" datatype="plaintext">
      <body>
      \(plurals.map(units).joined(separator: "\n"))
      </body></file></xliff>
      """
  }

  @Test func aGapIsToldInTheFileOfItsKindWhereATableIsExportedAsTwoFiles() throws {
    // Review 103: a plural's gap in the `.stringsdict`'s `<file>`, a text's in the `.strings`'s.
    let fixture = try Fixture([
      "ar.xliff": Self.stringsAndStringsdict(
        target: "ar", texts: ["Hello", "Bye"], plurals: ["apple", "pear"]),
      "de.xliff": Self.stringsAndStringsdict(target: "de", texts: ["Hello"], plurals: ["pear"]),
    ])
    let findings = try fixture.findings(of: "missing-translation").filter { $0.locale == LocaleID("de") }
    #expect(findings.compactMap(\.key).sorted() == ["Bye", "apple"])
    let pear = fixture.position(of: "<trans-unit id=\"/pear:dict/NSStringLocalizedFormatKey", in: "de.xliff")
    let hello = fixture.position(of: "<trans-unit id=\"Hello\"", in: "de.xliff")
    #expect(findings.first { $0.key == "apple" }?.position == pear)
    #expect(findings.first { $0.key == "Bye" }?.position == hello)
  }

  @Test func aTranslationInAnotherFileOfTheLocaleWinsInEitherOrder() throws {
    // The same French table as an XLIFF without target and as a `.strings` file, read in both orders.
    for xliffName in ["0.xliff", "z.xliff"] {
      let fixture = try Fixture([
        xliffName: CatalogText.xliff(
          original: Self.original, target: "fr",
          units: [FixtureXLIFFUnit("photos", source: "Photos", target: nil)]),
        "App/fr.lproj/Localizable.strings": CatalogText.strings([("photos", "Images")]),
      ])
      #expect(try fixture.findings(of: "missing-translation").isEmpty, "\(xliffName)")
    }
  }

  @Test func aTranslationWinsOverAnotherExportsCopyStillToTranslate() throws {
    // openfoodfacts-ios keeps `ja.xliff` beside an older `ja.lproj.xliff`, whose unit is a copy
    // of the source in state needs-translation: the file names must not decide (audit 134).
    for (copyName, translationName) in [("a.xliff", "b.xliff"), ("b.xliff", "a.xliff")] {
      let fixture = try Fixture([
        copyName: CatalogText.xliff(
          original: Self.original, target: "ja",
          units: [FixtureXLIFFUnit("salt", source: "Salt", target: "Salt", state: "needs-translation")]),
        translationName: CatalogText.xliff(
          original: Self.original, target: "ja",
          units: [FixtureXLIFFUnit("salt", source: "Salt", target: "食塩", state: "translated")]),
      ])
      #expect(try fixture.report().findings.isEmpty, "\(copyName)")
      let value = fixture.catalog().tables.first?.entry(forKey: "salt")?.localizations[LocaleID("ja")]
      #expect(value?.value == "食塩", "\(copyName)")
    }
  }

  @Test func twoExportsOfAPluralAreMergedFormByForm() throws {
    // One export leaves `few` without target, the other translates every form: whichever file
    // name comes first, the plural is whole (review 111).
    let forms = { (few: String?) in
      [
        FixtureXLIFFUnit("items|==|plural.few", source: "%lld items", target: few),
        FixtureXLIFFUnit("items|==|plural.many", source: "%lld items", target: "%lld элементов"),
        FixtureXLIFFUnit("items|==|plural.one", source: "%lld item", target: "%lld элемент"),
        FixtureXLIFFUnit("items|==|plural.other", source: "%lld items", target: "%lld элемента"),
      ]
    }
    for (partial, whole) in [("a.xliff", "b.xliff"), ("b.xliff", "a.xliff")] {
      let original = "App/Localizable.xcstrings"
      let fixture = try Fixture([
        partial: CatalogText.xliff(original: original, target: "ru", units: forms(nil)),
        whole: CatalogText.xliff(original: original, target: "ru", units: forms("%lld элемента")),
      ])
      #expect(try fixture.report().findings.isEmpty, "\(partial)")
    }
  }

  @Test func aCatalogsTextStillToTranslateWinsOverAnExportsTranslation() throws {
    // A returned export not yet imported: the app builds with the catalog, whose `de` is still
    // new, so German users hear English (audit 121).
    let fixture = try Fixture([
      "App/Localizable.xcstrings": """
      {"sourceLanguage":"en","version":"1.0","strings":{"Accuracy":{"localizations":{
      "de":\(CatalogText.stringUnit("Accuracy", state: "new"))}}}}
      """,
      "de.xliff": CatalogText.xliff(
        original: "App/Localizable.xcstrings", target: "de",
        units: [
          FixtureXLIFFUnit("Accuracy", source: "Accuracy", target: "Zielsicherheit", state: "translated")
        ]),
    ])
    let findings = try fixture.findings(of: "missing-translation")
    #expect(findings.map { $0.position?.file } == ["App/Localizable.xcstrings"])
  }

  @Test func anUntranslatedPluralPointsIntoTheLocalesOwnFile() throws {
    // Xcode exports each form of an untranslated plural as a unit without `<target>`.
    let catalog = "App/Localizable.xcstrings"
    let forms = { (targets: [String?]) in
      zip(["one", "other"], targets).map { form, target in
        FixtureXLIFFUnit(
          "files|==|plural.\(form)", source: form == "one" ? "%lld file" : "%lld files", target: target)
      }
    }
    let fixture = try Fixture([
      "de.xliff": CatalogText.xliff(
        original: catalog, target: "de", units: forms(["%lld Datei", "%lld Dateien"])),
      "fr.xliff": CatalogText.xliff(original: catalog, target: "fr", units: forms([nil, nil])),
      "it.xliff": CatalogText.xliff(original: catalog, target: "it", units: forms([nil, "%lld file"])),
    ])
    // No form translated: the key is missing. A category left without target beside a translated
    // one is a category the catalog lacks, as in the String Catalog the export came from, where
    // the OS shows the locale's `other` form (audit 134): reported at the locale's own unit.
    let findings = try fixture.findings(of: "missing-translation")
    #expect(
      findings.map(\.message) == [
        "fr has no translation for '%lld files' (files); VoiceOver reads the en text"
      ])
    #expect(findings.map { $0.position?.file } == ["fr.xliff"])
    let coverage = try fixture.findings(of: "plural-coverage")
    #expect(
      coverage.map(\.message) == [
        "it plural of files lacks the 'one' form (it needs one, other; the app shows the 'other' form for 1)"
      ])
    #expect(coverage.map { $0.position?.file } == ["it.xliff"])
  }

  @Test func anExportAndItsCatalogTellALackingCategoryAlike() throws {
    // Xcode exports the Russian `few` and `many` a catalog lacks as units without target.
    let ru = [
      FixtureXLIFFUnit("items|==|plural.few", source: "%lld items", target: nil),
      FixtureXLIFFUnit("items|==|plural.many", source: "%lld items", target: nil),
      FixtureXLIFFUnit("items|==|plural.one", source: "%lld item", target: "%lld элемент"),
      FixtureXLIFFUnit("items|==|plural.other", source: "%lld items", target: "%lld элемента"),
    ]
    let export = try Fixture([
      "ru.xliff": CatalogText.xliff(original: "App/Localizable.xcstrings", target: "ru", units: ru)
    ])
    let leaf = CatalogText.stringUnit
    let catalog = try Fixture([
      "App/Localizable.xcstrings": """
      {"sourceLanguage":"en","version":"1.0","strings":{"items":{"localizations":{
      "en":{"variations":{"plural":{"one":\(leaf("%lld item", "translated")),"other":\(leaf("%lld items", "translated"))}}},
      "ru":{"variations":{"plural":{"one":\(leaf("%lld элемент", "translated")),"other":\(leaf("%lld элемента", "translated"))}}}}}}}
      """
    ])
    for fixture in [export, catalog] {
      let report = try fixture.report()
      #expect(report.findings.map(\.rule) == ["plural-coverage"])
      #expect(
        report.findings.first?.message.hasPrefix("ru plural of items lacks the 'few' and 'many' forms")
          == true)
    }
    #expect(
      try export.report().findings.first?.position == export.position(of: "<trans-unit", in: "ru.xliff"))
    #expect(
      try export.report().findings.map(\.fingerprint) == catalog.report().findings.map(\.fingerprint))
  }

  @Test func anUntranslatedFormOfACategoryTheLanguageDoesNotNeedIsNoGap() throws {
    // Xcode exports French `many` (compact numbers only) to translate; counts never show it.
    let units = [
      FixtureXLIFFUnit("files|==|plural.one", source: "%lld file", target: "%lld fichier"),
      FixtureXLIFFUnit("files|==|plural.many", source: "%lld files", target: nil),
      FixtureXLIFFUnit("files|==|plural.other", source: "%lld files", target: "%lld fichiers"),
    ]
    let fixture = try Fixture([
      "fr.xliff": CatalogText.xliff(original: "App/Localizable.xcstrings", target: "fr", units: units)
    ])
    #expect(try fixture.findings(of: "missing-translation").isEmpty)
    #expect(
      TranslationProgress.measure(fixture.catalog(), locales: [LocaleID("fr")]).map(\.translated) == [1])
  }

  @Test func filesWithoutOriginalForEachLocaleMakeOneTable() throws {
    let file = { (locale: String, target: String) in
      """
      <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
      <file original="" source-language="en" target-language="\(locale)" datatype="plaintext"><body>
      <trans-unit id="settings.title"><source>Settings</source><target>\(target)</target></trans-unit>
      </body></file></xliff>
      """
    }
    let fixture = try Fixture(["de.xliff": file("de", "Einstellungen"), "fr.xliff": file("fr", "Réglages")])
    #expect(fixture.catalog().tables.map(\.name) == ["Localizable"])
    #expect(try fixture.findings(of: "missing-translation").isEmpty)
  }

  @Test func anXLIFF2SegmentInStateInitialIsUntranslatedAndOneWithoutStateTranslated() throws {
    let xliff = """
      <xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="fr">
        <file id="f1" original="App/en.lproj/Localizable.strings">
          <unit id="save"><segment state="initial"><source>Save</source><target>Save</target></segment></unit>
          <unit id="help"><segment><source>Help</source><target>Aide</target></segment></unit>
        </file>
      </xliff>
      """
    let fixture = try Fixture(["fr.xlf": xliff])
    #expect(try fixture.findings(of: "missing-translation").map(\.key) == ["save"])
    #expect(try fixture.findings(of: "english-fallback").isEmpty)
  }

  @Test func anUntranslatedStringsdictFormatOrAnUnknownSourceLanguageLeavesNoEmptyValue() throws {
    // A `.stringsdict` format and forms without target beside a translated `.strings` twin, in
    // either order: the twin's text stays. A target language that may be the source language: no value.
    let strings = """
      <file original="App/en.lproj/Localizable.strings" source-language="en" target-language="de"><body>
      <trans-unit id="%d files"><source>%d files</source><target>%d Dateien</target></trans-unit></body></file>
      """
    let stringsdict = """
      <file original="App/en.lproj/Localizable.stringsdict" source-language="en" target-language="de"><body>
      <trans-unit id="/%d files:dict/NSStringLocalizedFormatKey:dict/:string"><source>%#@n@</source></trans-unit>
      <trans-unit id="/%d files:dict/n:dict/one:dict/:string"><source>%d file</source></trans-unit>
      <trans-unit id="/%d files:dict/n:dict/other:dict/:string"><source>%d files</source></trans-unit>
      </body></file>
      """
    let xliff = { (files: String) in
      "<xliff xmlns=\"urn:oasis:names:tc:xliff:document:1.2\" version=\"1.2\">\(files)</xliff>"
    }
    for order in [strings + stringsdict, stringsdict + strings] {
      let fixture = try Fixture(["de.xliff": xliff(order)])
      let entry = try #require(fixture.catalog().tables.first?.entries.first)
      #expect(entry.localizations[LocaleID("de")]?.value == "%d Dateien")
    }
    let unknownSource = """
      <file original="App/en.lproj/Localizable.strings" target-language="en"><body>
      <trans-unit id="save"><source>Save</source></trans-unit></body></file>
      """
    let fixture = try Fixture(["en.xliff": xliff(unknownSource)])
    let catalog = fixture.catalog()
    #expect(catalog.tables.first?.entries.first?.localizations[LocaleID("en")]?.isWithoutText != true)
  }
}
