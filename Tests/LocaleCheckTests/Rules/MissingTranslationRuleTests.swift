import Testing

@testable import LocaleCheck

@Suite("missing-translation")
struct MissingTranslationRuleTests {
  @Test func triggersForAKeyWithoutValueInACatalog() throws {
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings([
        "Sign in": ["en": "Sign in", "de": "Anmelden"],
        "Email": ["en": "Email", "de": "E-Mail", "es": "Correo"],
      ])
    ])
    let findings = try fixture.findings(of: "missing-translation")
    #expect(findings.map(\.locale) == [LocaleID("es")])
    #expect(findings.first?.key == "Sign in")
    #expect(findings.first?.position?.file == "Localizable.xcstrings")
  }

  @Test func triggersForStateNewAndEmptyStringsValues() throws {
    let fixture = try Fixture([
      "App/Localizable.xcstrings": CatalogText.xcstrings(
        ["Sign in": ["en": "Sign in", "de": "Anmelden"]], states: ["Sign in/de": "new"]),
      "App/en.lproj/Main.strings": CatalogText.strings([("title", "Settings")]),
      "App/fr.lproj/Main.strings": CatalogText.strings([("title", "")]),
    ])
    let findings = try fixture.findings(of: "missing-translation")
    // State new (de) and an empty value (fr) are missing; so is each table's key in the other locale.
    #expect(
      Set(findings.map { "\($0.locale!):\($0.key!)" }) == [
        "de:Sign in", "fr:title", "fr:Sign in", "de:title",
      ])
    // A `.strings` file's empty value is found: the app shows it, no English.
    #expect(
      findings.first { $0.key == "title" && $0.locale == LocaleID("fr") }?.message
        == "fr's translation of 'Settings' (title) is empty: the app shows no text, and VoiceOver reads nothing"
    )
    #expect(
      findings.first { $0.key == "title" && $0.locale == LocaleID("de") }?.message.hasSuffix(
        "en text (the Main table has nothing for locale de)")
        == true)
  }

  @Test func aTranslationFiledUnderAnotherNormalizationOfTheKeyIsNotFound() throws {
    // The app looks up the composed "Café" key; French wrote it decomposed, so French shows English.
    let fixture = try Fixture([
      "App/en.lproj/Localizable.strings": CatalogText.strings([("Caf\u{E9} menu", "Café menu")]),
      "App/fr.lproj/Localizable.strings": CatalogText.strings([("Cafe\u{301} menu", "Menu du café")]),
    ])
    #expect(try fixture.findings(of: "missing-translation").map(\.locale) == [LocaleID("fr")])
    #expect(try fixture.findings(of: "identifier-drift").map(\.locale) == [LocaleID("fr")])
    #expect(try fixture.findings(of: "duplicate-key").isEmpty)
  }

  @Test func aSourceValueInStateNewIsStillTheSourceText() throws {
    // Xcode marks source entries it creates (InfoPlist keys) `new` and builds them into the app:
    // the source text stays usable, so the locales lacking a translation of it are reported.
    let fixture = try Fixture([
      "InfoPlist.xcstrings": CatalogText.xcstrings(
        [
          "NSCameraUsageDescription": ["en": "Camera access is needed", "de": "Kamerazugriff wird benötigt"],
          "NSPhotoLibraryUsageDescription": ["en": "Photo access is needed"],
          "welcome": ["en": "Welcome!", "de": "Welcome!"],
        ],
        states: [
          "NSCameraUsageDescription/en": "new", "NSPhotoLibraryUsageDescription/en": "new",
          "welcome/en": "new", "welcome/de": "new",
        ])
    ])
    let findings = try fixture.findings(of: "missing-translation")
    #expect(
      Set(findings.map { "\($0.locale!):\($0.key!)" }) == ["de:NSPhotoLibraryUsageDescription", "de:welcome"])
    let report = try fixture.report()
    let row = try #require(report.matrix.first { $0.key == "NSPhotoLibraryUsageDescription" })
    #expect(row.cells[LocaleID("en")]?.label == "Photo access is needed")
  }

  @Test func withoutSourceFilesTheKeyIsTheSourceText() throws {
    // The source text is in code (`NSLocalizedString("Preferences ...", ...)`, no en.lproj): a
    // locale that has the table but lacks a key shows the key. A table only another bundle's
    // locales lack is not judged for them.
    let fixture = try Fixture([
      "App/de.lproj/Localizable.strings": CatalogText.strings([
        ("Quit", "Beenden"), ("Preferences ...", "Einstellungen …"),
      ]),
      "App/ar.lproj/Localizable.strings": CatalogText.strings([("Quit", "إنهاء")]),
      "Widget/ar.lproj/Widget.strings": CatalogText.strings([("Title", "عنوان")]),
    ])
    let findings = try fixture.findings(of: "missing-translation")
    #expect(
      findings.map(\.message) == [
        "ar has no translation for 'Preferences ...'; VoiceOver reads the en text"
      ])
    // Neither ar nor a source file has a line for the key: the gap is in ar's own file, not de's.
    #expect(
      findings.first?.position == SourcePosition(file: "App/ar.lproj/Localizable.strings", line: 1, column: 1)
    )
  }

  @Test func aLocaleWithFilesButNoValuesYetIsInTheMatrix() throws {
    // A fresh `ru.xcloc` export has no `<target>` at all, and `uk.lproj` has an empty table: both
    // locales ship, so every key is missing there.
    let fixture = try Fixture([
      "App/en.lproj/Localizable.strings": CatalogText.strings([("Done", "Done"), ("Save", "Save")]),
      "App/uk.lproj/Localizable.strings": "",
      "ru.xcloc/Localized Contents/ru.xliff": CatalogText.xliff(
        original: "App/en.lproj/Localizable.strings", target: "ru", units: [("Done", "Done", nil)]),
    ])
    #expect(fixture.catalog().locales == [LocaleID("en"), LocaleID("ru"), LocaleID("uk")])
    let findings = try fixture.findings(of: "missing-translation")
    #expect(Set(findings.map { "\($0.locale!):\($0.key!)" }) == ["ru:Done", "ru:Save", "uk:Done", "uk:Save"])
  }

  @Test func aStaleKeyIsNotMissing() throws {
    // No longer in the code, so never shown: `stale-translation` reports it instead.
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings(
        ["Old": ["en": "Old", "de": "Alt"], "New": ["en": "New", "de": "Neu"]],
        extra: ["Old": "\"extractionState\":\"stale\""]),
      "fr.xliff": CatalogText.xliff(
        original: "Localizable.xcstrings", target: "fr", units: [("New", "New", "Nouveau")]),
    ])
    #expect(try fixture.findings(of: "missing-translation").isEmpty)
    #expect(try fixture.findings(of: "stale-translation").map(\.key) == ["Old"])
  }

  @Test func triggersForXLIFFUnitsWithoutTarget() throws {
    let fixture = try Fixture([
      "de.xliff": CatalogText.xliff(
        original: "App/en.lproj/Localizable.strings", target: "de",
        units: [("a", "Sign in", "Anmelden"), ("b", "Email", nil)])
    ])
    #expect(try fixture.findings(of: "missing-translation").map(\.key) == ["b"])
  }

  @Test func doesNotTriggerThroughAParentOrTheSourceLanguageOrUntranslatableKeys() throws {
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings(
        [
          "Sign in": ["en": "Sign in", "es": "Iniciar sesión", "es-MX": "", "en-GB": "Sign in"],
          "Wi-Fi": ["en": "Wi-Fi"],
        ], extra: ["Wi-Fi": "\"shouldTranslate\":false"])
    ])
    let findings = try fixture.findings(of: "missing-translation")
    #expect(findings.isEmpty)
  }

  @Test func descriptor() {
    #expect(MissingTranslationRule.descriptor.id == "missing-translation")
    #expect(MissingTranslationRule.descriptor.defaultSeverity == .error)
  }

  @Test func pointsAtTheCatalogKeyWithAMessage() throws {
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings([
        "Email": ["en": "Email", "de": "E-Mail", "es": "Correo"],
        "Sign in": ["en": "Sign in", "de": "Anmelden"],
      ])
    ])
    let finding = try #require(try fixture.findings(of: "missing-translation").first)
    #expect(finding.locale == LocaleID("es"))
    #expect(finding.identifier == "Sign in")
    #expect(finding.bundle == ".")
    #expect(finding.table == "Localizable")
    #expect(finding.severity == .error)
    #expect(finding.message == "es has no translation for 'Sign in'; VoiceOver reads the en text")
    #expect(finding.position == fixture.position(of: "\"Sign in\":", in: "Localizable.xcstrings"))
  }

  @Test func pointsAtTheEmptyValueOfAStringsFile() throws {
    let fixture = try Fixture([
      "App/en.lproj/Main.strings": CatalogText.strings([("title", "Settings"), ("done", "Done")]),
      "App/fr.lproj/Main.strings": CatalogText.strings([("done", "OK"), ("title", "")]),
    ])
    let finding = try #require(try fixture.findings(of: "missing-translation").first)
    #expect(finding.key == "title")
    #expect(finding.position == fixture.position(of: "\"\"", in: "App/fr.lproj/Main.strings"))
  }

  @Test func resolvesThroughParentsBeforeTheSourceLanguage() throws {
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings([
        "Sign in": ["en": "Sign in", "es": "Iniciar sesión", "es-MX": "Ingresar"],
        "Email": ["en": "Email", "es": "Correo"],
        "Help": ["en": "Help"],
      ])
    ])
    let findings = try fixture.findings(of: "missing-translation")
    #expect(Set(findings.map { "\($0.locale!):\($0.key!)" }) == ["es:Help", "es-MX:Help"])
  }

  @Test func resolvesThroughParentLprojFolders() throws {
    let fixture = try Fixture([
      "App/en.lproj/Localizable.strings": CatalogText.strings([("a", "Sign in"), ("b", "Email")]),
      "App/es.lproj/Localizable.strings": CatalogText.strings([("a", "Iniciar sesión")]),
      "App/es-MX.lproj/Localizable.strings": CatalogText.strings([("c", "Extra")]),
    ])
    let findings = try fixture.findings(of: "missing-translation")
    #expect(Set(findings.map { "\($0.locale!):\($0.key!)" }) == ["es:b", "es-MX:b"])
    // Neither locale has the key: the findings point at it in the source-language file.
    let source = fixture.position(of: "\"b\"", in: "App/en.lproj/Localizable.strings")
    #expect(findings.allSatisfy { $0.position == source })
  }

  @Test func chineseFoldersFallBackAsAppleReadsThem() throws {
    // Apple reads `zh_HK.lproj` as zh-Hant-HK (so zh-MO reads it), and gives Cantonese users
    // Traditional Chinese. zh-HK falls back to zh-Hant (SPEC section 3), and zh-Hant to zh-TW,
    // its parent in Apple's map.
    let fixture = try Fixture([
      "App/en.lproj/Localizable.strings": CatalogText.strings([
        ("a", "Sign in"), ("b", "Cancel"), ("c", "Help"),
      ]),
      "App/zh_HK.lproj/Localizable.strings": CatalogText.strings([("a", "登入")]),
      "App/zh_TW.lproj/Localizable.strings": CatalogText.strings([("b", "取消")]),
      "App/zh_MO.lproj/Localizable.strings": CatalogText.strings([("c", "幫助")]),
      "App/zh-Hant.lproj/Localizable.strings": CatalogText.strings([("c", "說明")]),
      "App/yue.lproj/Localizable.strings": CatalogText.strings([("a", "登入")]),
    ])
    let findings = try fixture.findings(of: "missing-translation")
    #expect(
      Set(findings.map { "\($0.locale!):\($0.key!)" }) == [
        "zh-Hant:a", "zh-TW:a",
      ])
  }

  @Test func scriptColumnsReadTheOldChineseFoldersOfAnotherBundle() throws {
    // An app's catalog in zh-Hans/zh-Hant beside a framework with zh_CN/zh_TW folders: Apple
    // gives a zh-Hans user `zh_CN.lproj`, and `zh_TW` is zh-Hant's parent: their gaps are the
    // folders', reported there once.
    let fixture = try Fixture([
      "App/Localizable.xcstrings": CatalogText.xcstrings([
        "Done": ["en": "Done", "zh-Hans": "完成", "zh-Hant": "完成"]
      ]),
      "Kit/en.lproj/Localizable.strings": CatalogText.strings([("cancel", "Cancel"), ("help", "Help")]),
      "Kit/zh_CN.lproj/Localizable.strings": CatalogText.strings([("cancel", "取消")]),
      "Kit/zh_TW.lproj/Localizable.strings": CatalogText.strings([("cancel", "取消")]),
    ])
    let findings = try fixture.findings(of: "missing-translation")
    #expect(
      Set(findings.map { "\($0.locale!):\($0.key!)" }) == [
        "zh-CN:help", "zh-TW:help",
      ])
  }

  @Test func aConfiguredLocaleWithoutDataMissesEveryKey() throws {
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings(
        [
          "Sign in": ["en": "Sign in", "de": "Anmelden"], "Email": ["en": "Email", "de": "E-Mail"],
          "Brand": ["en": "Brand"],
        ], extra: ["Brand": "\"shouldTranslate\":false"])
    ])
    var configuration = Configuration()
    configuration.locales = [LocaleID("fr")]
    let report = try fixture.report(configuration: configuration)
    #expect(report.locales == [LocaleID("fr")])
    let missing = report.findings.filter { $0.rule == "missing-translation" }
    #expect(missing.map(\.key) == ["Email", "Sign in"])
    #expect(missing.allSatisfy { $0.locale == LocaleID("fr") })
  }

  @Test func anXLIFFTargetInStateNewIsMissingNotAFallback() throws {
    // Xcode exports untranslated units with the source text as a target in state "new".
    let fixture = try Fixture([
      "de.xliff": CatalogText.xliff(
        original: "App/en.lproj/Localizable.strings", target: "de",
        units: [
          FixtureXLIFFUnit("a", source: "Sign in", target: "Sign in", state: "new"),
          FixtureXLIFFUnit("b", source: "Email", target: "E-Mail", state: "translated"),
        ])
    ])
    let report = try fixture.report()
    #expect(report.findings.map { "\($0.rule):\($0.key!)" } == ["missing-translation:a"])
    #expect(report.findings.first?.position == fixture.position(of: "Sign in</target>", in: "de.xliff"))
  }

  @Test(arguments: ["new", "needs-translation", "needs-l10n"])
  func anXLIFFTargetInAnUntranslatedStateIsMissing(state: String) throws {
    // XLIFF tools mark units still to translate, often a copy of the source, with state
    // "needs-translation" (Weblate also "needs-l10n"); "needs-review-translation" is translated,
    // only to be looked at again.
    let fixture = try Fixture([
      "de.xliff": CatalogText.xliff(
        original: "App/en.lproj/Localizable.strings", target: "de",
        units: [
          FixtureXLIFFUnit("a", source: "Sign in", target: "Sign in", state: state),
          FixtureXLIFFUnit("b", source: "Email", target: "E-Mail", state: "needs-review-translation"),
        ])
    ])
    let report = try fixture.report()
    #expect(
      report.findings.map { "\($0.rule):\($0.key!)" } == ["missing-translation:a", "stale-translation:b"])
  }

  @Test func eachUntranslatedFormOfATranslatedValueIsMissing() throws {
    // Forms are checked one by one: a plural or device form in state new is not translated, even
    // when its siblings are, and a copy of the source there is missing, not an English fallback.
    let leaf = CatalogText.stringUnit
    let catalog = """
      {"sourceLanguage":"en","version":"1.0","strings":{"n":{"localizations":{
      "en":{"variations":{"plural":{"one":\(leaf("%lld photo", "translated")),"other":\(leaf("%lld photos", "translated"))}}},
      "pl":{"variations":{"plural":{"one":\(leaf("%lld zdjęcie", "translated")),"few":\(leaf("%lld zdjęcia", "translated")),
      "many":\(leaf("%lld photos", "new")),"other":\(leaf("%lld zdjęcia", "translated"))}}},
      "fr":{"variations":{"device":{"mac":\(leaf("Cliquez", "new")),"other":\(leaf("Touchez", "translated"))}}}}}}}
      """
    let fixture = try Fixture(["Localizable.xcstrings": catalog])
    let report = try fixture.report()
    #expect(
      report.findings.filter { $0.rule == "missing-translation" || $0.rule == "english-fallback" }.map(
        \.message) == [
          "pl has no translation for the plural.many form of '%lld photos' (n); VoiceOver reads the en text",
          "fr has no translation for the device.mac form of '%lld photos' (n): its 'Cliquez' is marked new, as not "
            + "translated yet; the Mac shows its other form 'Touchez' meanwhile",
        ])
    #expect(
      report.findings.first?.position
        == fixture.position(of: "\"%lld photos\"", in: "Localizable.xcstrings", occurrence: 2))
    // What is heard is the source's form, or the device's own `other` form, not the untranslated
    // text written there ("Cliquez") (audit 253).
    #expect(
      report.findings.filter { $0.rule == "missing-translation" }.map(\.actual) == [
        "%lld photos", "Touchez",
      ])
  }

  @Test func aNestedDeviceFormStillToTranslateShowsTheSameFormOfOther() throws {
    // `device.mac.plural.one` in state new: the Mac shows `other`'s `one` (review 176).
    let leaf = CatalogText.stringUnit
    let plural = { (one: String, other: String, state: String) in
      "{\"variations\":{\"plural\":{\"one\":\(leaf(one, state)),\"other\":\(leaf(other, state))}}}"
    }
    let catalog = """
      {"sourceLanguage":"en","version":"1.0","strings":{"n":{"localizations":{
      "en":{"variations":{"device":{"mac":\(plural("%lld photo on Mac", "%lld photos on Mac", "translated")),
      "other":\(plural("%lld photo", "%lld photos", "translated"))}}},
      "de":{"variations":{"device":{"mac":\(plural("%lld Foto am Mac", "%lld Fotos am Mac", "new")),
      "other":\(plural("%lld Foto", "%lld Fotos", "translated"))}}}}}}}
      """
    let findings = try Fixture(["Localizable.xcstrings": catalog]).findings(of: "missing-translation")
    #expect(
      findings.map(\.message) == [
        "de has no translation for the device.mac.plural.one form of '%lld photo on Mac' (n): its '%lld Foto am "
          + "Mac' is marked new, as not translated yet; the Mac shows its other form '%lld Foto' meanwhile",
        "de has no translation for the device.mac.plural.other form of '%lld photos on Mac' (n): its '%lld Fotos "
          + "am Mac' is marked new, as not translated yet; the Mac shows its other form '%lld Fotos' meanwhile",
      ])
    #expect(findings.map(\.actual) == ["%lld Foto", "%lld Fotos"])
  }

  @Test func aLocaleEntryWithoutTextIsReportedWhereItIsWritten() throws {
    // Plural forms all still to translate, or an empty object: the translator goes to the entry.
    let leaf = CatalogText.stringUnit
    let catalog = """
      {"sourceLanguage":"en","version":"1.0","strings":{"n":{"localizations":{
      "en":{"variations":{"plural":{"one":\(leaf("%lld photo", "translated")),"other":\(leaf("%lld photos", "translated"))}}},
      "de":{"variations":{"plural":{"one":\(leaf("", "new")),"other":\(leaf("", "new"))}}},
      "fr":{}}}}}
      """
    let fixture = try Fixture(["Localizable.xcstrings": catalog])
    let findings = try fixture.findings(of: "missing-translation")
    #expect(findings.map(\.locale) == [LocaleID("de"), LocaleID("fr")])
    #expect(
      findings.map(\.position) == [
        fixture.position(of: "\"de\"", in: "Localizable.xcstrings"),
        fixture.position(of: "\"fr\"", in: "Localizable.xcstrings"),
      ])
    // A form still to translate is missing, not an empty form as well.
    #expect(try fixture.findings(of: "plural-coverage").isEmpty)
  }
}
