import TestSupport
import Testing

@testable import LocaleCheck

/// One pass over the catalog counts what looking each key up in each locale counts.
@Suite("Translation progress")
struct TranslationProgressTests {
  /// The progress of `locale`, key by key.
  static func plainReading(_ catalog: Catalog, locale: LocaleID) -> TranslationProgress {
    let keys = catalog.tables.flatMap(\.entries).filter {
      $0.shouldTranslate && $0.extractionState != "stale"
        && !TranslationIntent.saysDoNotTranslate($0, sourceLocale: catalog.sourceLocale)
        && !$0.isInterfaceBuilderPlaceholder
        && $0.localizations[catalog.sourceLocale].map { LabelText.isUsable($0, asSourceText: true) } == true
    }
    let isSource = locale == catalog.sourceLocale
    let translated = keys.filter { entry in
      guard let value = entry.localizations[locale], LabelText.isUsable(value, asSourceText: isSource) else {
        return false
      }
      // Every form translated, as `missing-translation` judges them; empty only where the source's
      // form is too, inside a format with words of its own.
      let source = entry.localizations[catalog.sourceLocale]
      let formatHasWords = LabelText.formHasOwnText(value.value)
      return isSource
        || !Self.lacksNeededCategory(value, in: locale)
          && value.leaves.allSatisfy { path, leaf in
            let silent =
              formatHasWords && path.hasPrefix("substitutions.") && source?.leaf(at: path)?.value == ""
            return leaf.state != "new" && (leaf.value != "" || silent)
          }
    }
    // Done, but marked for review, as `stale-translation` reads the value and its forms.
    let toReview = translated.filter { entry in
      guard !isSource, let value = entry.localizations[locale] else { return false }
      return ([value] + value.leaves.map(\.leaf)).contains { StaleTranslationRule.isReviewState($0.state) }
    }
    return TranslationProgress(total: keys.count, translated: translated.count, needingReview: toReview.count)
  }

  /// Whether a plural set of `value` (its own, a variable's, a device form's) lacks a category
  /// the language needs, where its `other` does not read right for every count.
  static func lacksNeededCategory(_ value: LocalizedValue, in locale: LocaleID) -> Bool {
    var sets: [(path: String?, cases: [String: LocalizedValue], specifier: String?)] = []
    if let plural = value.variations?[.plural] { sets.append(("", plural, nil)) }
    for (name, variable) in value.substitutions ?? [:] {
      if let plural = variable.variations?[.plural] {
        sets.append(
          ("substitutions." + VariablePathName.segment(for: name), plural, variable.formatSpecifier))
      }
    }
    for form in (value.variations?[.device] ?? [:]).values {
      if let plural = form.variations?[.plural] { sets.append((nil, plural, nil)) }
    }
    return sets.contains { path, cases, specifier in
      // A decimal asks Czech for its `many` (review 147).
      let decimals = LeafPath.countKind(cases, specifier: specifier) == .floating
      guard let required = PluralRules.requiredCategories(for: locale.identifier, decimals: decimals) else {
        return false
      }
      return required.contains { cases[$0.rawValue] == nil } && !PluralCoverageRule.saysOnlyTheNumber(cases)
        && !PluralCoverageRule.otherGivesTheCount(cases, language: locale.language)
        && !(path.map { PluralCoverageRule.readsAlikeForEveryCount(cases, at: $0, in: value) } ?? false)
    }
  }

  @Test(arguments: ["mastodon__mastodon-ios", "coteditor__CotEditor", "newmarcel__KeepingYouAwake"])
  func everyLocaleCountsAsKeyByKey(project: String) throws {
    let catalog = CatalogLoader(workingDirectory: TestPaths.corpus.path).load(paths: [project])
    // Without the corpus (a checkout away from `../shared`) a failure, not a crash of the run.
    let first = try #require(catalog.locales.first, "no locales in \(TestPaths.corpus.path)/\(project)")
    let locales = catalog.locales + [catalog.sourceLocale, LocaleID("xx"), first]
    let measured = TranslationProgress.measure(catalog, locales: locales)
    #expect(measured == locales.map { Self.plainReading(catalog, locale: $0) })
    #expect(measured.contains { $0.translated < $0.total })
    #expect(TranslationProgress.measure(catalog, locale: locales[0]) == measured[0])
    #expect(TranslationProgress.measure(catalog, locales: []).isEmpty)
  }

  @Test func aStaleKeyIsNotWorkLeft() throws {
    // Gone from the code: `matrix` reports no missing translation for it, so neither does progress.
    let fixture = try Fixture([
      "Localizable.xcstrings": """
      {"sourceLanguage":"en","version":"1.0","strings":{
      "Old label":{"extractionState":"stale","localizations":{"en":{"stringUnit":{"state":"translated","value":"Old label"}}}},
      "Save":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Save"}},
      "de":{"stringUnit":{"state":"translated","value":"Sichern"}}}}}}
      """
    ])
    #expect(
      TranslationProgress.measure(fixture.catalog(), locale: LocaleID("de"))
        == TranslationProgress(total: 1, translated: 1))
  }

  @Test func aKeyACommentSaysNotToTranslateIsNotWorkLeft() throws {
    // BTLB's "Do not translate" brand name (audit 116): `matrix` asks no translation of it, so
    // `inspect` does not count it as missing in German.
    let fixture = try Fixture([
      "Localizable.xcstrings": """
      {"sourceLanguage":"en","version":"1.0","strings":{
      "BTLB":{"comment":"App name. Do not translate.","localizations":{"en":{"stringUnit":{"state":"translated","value":"BTLB"}}}},
      "Save":{"comment":"Saves the loan","localizations":{"en":{"stringUnit":{"state":"translated","value":"Save"}},
      "de":{"stringUnit":{"state":"translated","value":"Sichern"}}}}}}
      """
    ])
    let catalog = fixture.catalog()
    #expect(
      TranslationProgress.measure(catalog, locale: LocaleID("de"))
        == TranslationProgress(total: 1, translated: 1))
    #expect(TableKeyCounts(catalog.tables[0], source: LocaleID("en")).breakdown == "1 to translate")
  }

  @Test func aTableDataCellsPlaceholderTitleIsNotWorkLeft() throws {
    // Sparkle's "Text Cell" cells, left empty in German (audit 115): the data source replaces the text.
    let cell = #"/* Class = "NSTextFieldCell"; title = "Text Cell"; ObjectID = "43"; */"#
    let fixture = try Fixture([
      "en.lproj/Prompt.strings": "\(cell)\n\"43.title\" = \"Text Cell\";\n\"b.title\" = \"Check\";\n",
      "de.lproj/Prompt.strings": "\(cell)\n\"43.title\" = \"\";\n\"b.title\" = \"Suchen\";\n",
    ])
    #expect(
      TranslationProgress.measure(fixture.catalog(), locale: LocaleID("de"))
        == TranslationProgress(total: 1, translated: 1))
  }

  @Test func translationsMarkedForReviewAreCountedApart() throws {
    // Trio's needs_review app names (audit 102): translated, and to review.
    let fixture = try Fixture([
      "Localizable.xcstrings": """
      {"sourceLanguage":"en","version":"1.0","strings":{
      "Name":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Name"}},
      "de":{"stringUnit":{"state":"needs_review","value":"Trios"}}}},
      "Save":{"localizations":{"en":{"stringUnit":{"state":"needs_review","value":"Save"}},
      "de":{"stringUnit":{"state":"translated","value":"Sichern"}}}}}}
      """
    ])
    #expect(
      TranslationProgress.measure(fixture.catalog(), locales: [LocaleID("de"), LocaleID("en")])
        == [
          TranslationProgress(total: 2, translated: 2, needingReview: 1),
          TranslationProgress(total: 2, translated: 2),
        ])
  }

  @Test func aKeyThatIsItsTextIsWorkWhereTheTextIsInCode() throws {
    // Itsycal (audit 81): no en.lproj, the English in `NSLocalizedString` keys; an id is no text.
    let fixture = try Fixture([
      "App/de.lproj/Localizable.strings": CatalogText.strings([
        ("Options", "Optionen"), ("Every %zd Days", "Alle %zd Tage"), ("alert.title", "Achtung"),
      ]),
      "App/fr.lproj/Localizable.strings": CatalogText.strings([("Options", "Options")]),
    ])
    let catalog = fixture.catalog()
    #expect(
      TranslationProgress.measure(catalog, locales: [LocaleID("de"), LocaleID("fr")]) == [
        TranslationProgress(total: 2, translated: 2), TranslationProgress(total: 2, translated: 1),
      ])
  }

  @Test func aTableLeftBehindAndTheSourceLanguageCountNoKeysThatAreText() throws {
    // Review 77: `sk` alone has `TimeAgo`, which no other locale is asked for; `en` has no file
    // of `Localizable` (its text is in code) and stays complete.
    let fixture = try Fixture([
      "App/en.lproj/InfoPlist.strings": CatalogText.strings([("NSCameraUsageDescription", "Scan codes")]),
      "App/de.lproj/InfoPlist.strings": CatalogText.strings([("NSCameraUsageDescription", "Codes scannen")]),
      "App/de.lproj/Localizable.strings": CatalogText.strings([("Open file", "Datei öffnen")]),
      "App/sk.lproj/TimeAgo.strings": CatalogText.strings([
        ("Just now", "Práve teraz"), ("Yesterday", "Včera"),
      ]),
    ])
    let progress = TranslationProgress.measure(
      fixture.catalog(), locales: [LocaleID("de"), LocaleID("en"), LocaleID("sk")])
    #expect(
      progress == [
        TranslationProgress(total: 2, translated: 2), TranslationProgress(total: 1, translated: 1),
        TranslationProgress(total: 3, translated: 2),
      ])
  }

  @Test func aKeyWithAnEmptySourceTextIsNoWorkLeft() throws {
    // Pearcleaner: Info.plist's copyright left blank; the source locale itself reads 100%.
    let fixture = try Fixture([
      "InfoPlist.xcstrings": """
      {"sourceLanguage":"en","version":"1.0","strings":{
      "NSHumanReadableCopyright":{"localizations":{"en":{"stringUnit":{"state":"new","value":""}}}},
      "CFBundleName":{"localizations":{"en":{"stringUnit":{"state":"new","value":"App"}},
      "zh-HK":{"stringUnit":{"state":"translated","value":"App"}}}}}}
      """
    ])
    let progress = TranslationProgress.measure(
      fixture.catalog(), locales: [LocaleID("en"), LocaleID("zh-HK")])
    #expect(
      progress == [
        TranslationProgress(total: 1, translated: 1), TranslationProgress(total: 1, translated: 1),
      ])
  }

  @Test func aPluralWithAFormStillToTranslateIsNotTranslated() throws {
    let plural = { (one: String, other: String, state: String) in
      """
      {"variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"\(one)"}},
      "other":{"stringUnit":{"state":"\(state)","value":"\(other)"}}}}}
      """
    }
    let fixture = try Fixture([
      "Localizable.xcstrings": """
      {"sourceLanguage":"en","version":"1.0","strings":{"%lld files":{"localizations":{
      "en":\(plural("%lld file", "%lld files", "translated")),"de":\(plural("%lld Datei", "", "new")),
      "fr":\(plural("%lld fichier", "%lld fichiers", "translated"))}}}}
      """
    ])
    let progress = TranslationProgress.measure(
      fixture.catalog(), locales: [LocaleID("de"), LocaleID("fr")])
    #expect(progress.map(\.translated) == [0, 1])
  }

  @Test func aPluralLackingACategoryTheLanguageNeedsIsNotTranslated() throws {
    // Russian needs few and many: a plural of one and other is as undone as one with empty
    // forms (audit 199); French needs one and other only; "Выбрано: %lld" reads right for
    // every count, as plural-coverage lets it.
    let plural = { (forms: [(String, String)]) -> String in
      let cases = forms.map { "\"\($0.0)\":" + CatalogText.stringUnit($0.1) }
      return "{\"variations\":{\"plural\":{" + cases.joined(separator: ",") + "}}}"
    }
    let english = plural([("one", "%lld file"), ("other", "%lld files")])
    let russian = plural([("one", "%lld файл"), ("other", "%lld файлов")])
    let french = plural([("one", "%lld fichier"), ("other", "%lld fichiers")])
    let label = plural([("one", "Выбрано: %lld"), ("other", "Выбрано: %lld")])
    let fixture = try Fixture([
      "Localizable.xcstrings": """
      {"sourceLanguage":"en","version":"1.0","strings":{"%lld files":{"localizations":{
      "en":\(english),"ru":\(russian),"fr":\(french)}},"%lld selected":{"localizations":{
      "en":\(english),"ru":\(label)}}}}
      """
    ])
    let progress = TranslationProgress.measure(fixture.catalog(), locales: [LocaleID("ru"), LocaleID("fr")])
    #expect(progress.map(\.translated) == [1, 1])
  }

  @Test func aCzechDecimalPluralNeedsItsMany() throws {
    // Czech `many` is for decimals only: a count's plural passes without it (review 147).
    let czech = { (number: String) -> String in
      let cases = [
        ("one", "\(number) kilometr"), ("few", "\(number) kilometry"), ("other", "\(number) kilometrů"),
      ]
      .map { "\"\($0.0)\":" + CatalogText.stringUnit($0.1) }
      return "{\"variations\":{\"plural\":{" + cases.joined(separator: ",") + "}}}"
    }
    let english = { (number: String) in
      "{\"variations\":{\"plural\":{\"one\":\(CatalogText.stringUnit("\(number) km")),"
        + "\"other\":\(CatalogText.stringUnit("\(number) km"))}}}"
    }
    let fixture = try Fixture([
      "Localizable.xcstrings": """
      {"sourceLanguage":"en","version":"1.0","strings":{
      "%.1f km":{"localizations":{"en":\(english("%.1f")),"cs":\(czech("%.1f"))}},
      "%lld km":{"localizations":{"en":\(english("%lld")),"cs":\(czech("%lld"))}}}}
      """
    ])
    #expect(TranslationProgress.measure(fixture.catalog(), locale: LocaleID("cs")).translated == 1)
  }

  @Test func aDecimalTheSourceTypesAsksTheTranslationForItsMany() throws {
    // Slovak's variable has no type of its own: the source's `lf` makes it a decimal (review 148).
    let variable = { (specifier: String, forms: [(String, String)]) -> String in
      let cases = forms.map { "\"\($0.0)\":" + CatalogText.stringUnit($0.1) }.joined(separator: ",")
      return "{\"km\":{\"argNum\":1,\(specifier)\"variations\":{\"plural\":{\(cases)}}}}"
    }
    let english = variable(
      "\"formatSpecifier\":\"lf\",", [("one", "%arg kilometer"), ("other", "%arg kilometers")])
    let slovak = variable(
      "", [("one", "%arg kilometer"), ("few", "%arg kilometre"), ("other", "%arg kilometrov")])
    let fixture = try Fixture([
      "Localizable.xcstrings": """
      {"sourceLanguage":"en","version":"1.0","strings":{"Distance %lf":{"localizations":{
      "en":{"stringUnit":{"state":"translated","value":"Distance: %#@km@"},"substitutions":\(english)},
      "sk":{"stringUnit":{"state":"translated","value":"Vzdialenosť: %#@km@"},"substitutions":\(slovak)}}}}}
      """
    ])
    #expect(try fixture.findings(of: "plural-coverage").map(\.locale) == [LocaleID("sk")])
    #expect(TranslationProgress.measure(fixture.catalog(), locale: LocaleID("sk")).translated == 0)
  }

  @Test func anXLIFFFormWithoutTargetLeavesItsKeyUntranslated() throws {
    let units = [
      FixtureXLIFFUnit("files|==|plural.one", source: "%lld file", target: "%lld файл"),
      FixtureXLIFFUnit("files|==|plural.few", source: "%lld files", target: nil),
      FixtureXLIFFUnit("files|==|plural.many", source: "%lld files", target: "%lld файлов"),
      FixtureXLIFFUnit("files|==|plural.other", source: "%lld files", target: "%lld файла"),
    ]
    let fixture = try Fixture([
      "ru.xliff": CatalogText.xliff(original: "App/Localizable.xcstrings", target: "ru", units: units)
    ])
    let progress = TranslationProgress.measure(fixture.catalog(), locales: [LocaleID("ru")])
    #expect(progress.map(\.translated) == [0])
  }

  @Test func aDeviceFormWithoutTextLeavesTheKeyTranslated() throws {
    // The iPhone reads the `other` device form, and no rule asks for it (review 111); a plural
    // category without text is lacking (`plural-coverage`), so its key is not done.
    let leaf = CatalogText.stringUnit
    let fixture = try Fixture([
      "Localizable.xcstrings": """
      {"sourceLanguage":"en","version":"1.0","strings":{"tap":{"localizations":{
      "en":{"variations":{"device":{"iphone":\(leaf("Tap", "translated")),"other":\(leaf("Click", "translated"))}}},
      "de":{"variations":{"device":{"iphone":{},"other":\(leaf("Klicken", "translated"))}}},
      "ru":{"variations":{"device":{"iphone":{"variations":{"plural":{"few":{},"other":\(leaf("Нажмите", "translated"))}}},"other":\(leaf("Нажмите", "translated"))}}}}}}}
      """
    ])
    let progress = TranslationProgress.measure(fixture.catalog(), locales: [LocaleID("de"), LocaleID("ru")])
    #expect(progress.map(\.translated) == [1, 0])
  }

  @Test func theShareIsRoundedDown() {
    #expect(TranslationProgress(total: 2000, translated: 1999).percent == 99.9)
    #expect(TranslationProgress(total: 3, translated: 2).percent == 66.6)
    #expect(TranslationProgress(total: 3, translated: 3).percent == 100)
    #expect(TranslationProgress(total: 0, translated: 0).percent == 0)
  }
}
