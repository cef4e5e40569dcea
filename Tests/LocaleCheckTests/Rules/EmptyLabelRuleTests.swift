import Testing

@testable import LocaleCheck

@Suite("empty-label")
struct EmptyLabelRuleTests {
  @Test func descriptor() {
    #expect(EmptyLabelRule.descriptor.id == "empty-label")
    #expect(EmptyLabelRule.descriptor.defaultSeverity == .error)
  }

  @Test func triggersForAWhiteSpaceValue() throws {
    let fixture = try Fixture([
      "App/en.lproj/Localizable.strings": CatalogText.strings([("Close", "Close")]),
      "App/de.lproj/Localizable.strings": CatalogText.strings([("Close", " ")]),
      "App/fr.lproj/Localizable.strings": CatalogText.strings([("Close", "Fermer")]),
    ])
    let findings = try fixture.findings(of: "empty-label")
    #expect(findings.count == 1)
    let finding = try #require(findings.first)
    #expect(finding.locale == LocaleID("de"))
    #expect(finding.key == "Close")
    #expect(finding.actual == " ")
    #expect(finding.message == "de label of Close is only white space")
    #expect(finding.position == fixture.position(of: "\" \"", in: "App/de.lproj/Localizable.strings"))
  }

  @Test func triggersForInvisibleCharactersOnly() throws {
    // VoiceOver reads nothing of a zero-width space, a byte order mark or a direction mark.
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings([
        "Close": ["en": "Close", "de": "\u{200B}", "ar": "\u{200F} ", "fr": "Fermer", "ja": "\u{FEFF}"]
      ])
    ])
    let findings = try fixture.findings(of: "empty-label")
    #expect(findings.map { $0.locale!.identifier } == ["ar", "de", "ja"])
    // Each named by its code point: an editor shows none of them.
    #expect(
      findings.map(\.message) == [
        "ar label of Close is only invisible characters (U+200F)",
        "de label of Close is only invisible characters (U+200B)",
        "ja label of Close is only invisible characters (U+FEFF)",
      ])
  }

  @Test func triggersInEveryLocaleWhenTheSourceIsEmpty() throws {
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings(["icon": ["en": "", "de": ""]])
    ])
    let findings = try fixture.findings(of: "empty-label")
    #expect(findings.map(\.locale) == [LocaleID("de"), LocaleID("en")])
    let german = try #require(findings.first)
    #expect(german.message == "de label of icon is empty in every locale of its fallback chain")
    #expect(german.position == fixture.position(of: "\"\"}", in: "Localizable.xcstrings"))
  }

  @Test func anExportsUnitWithoutTargetOfABlankSourceIsToldOnceInTheSourceLanguage() throws {
    // Audit 121: de.xliff and fr.xliff leave the blank prompt without `<target>`; the source's
    // cell tells it, as for `.lproj` files, unless the run leaves the source language out.
    let original = "App/en.lproj/InfoPlist.strings"
    let unit = FixtureXLIFFUnit("NSPhotoLibraryAddUsageDescription", source: "", target: nil)
    let fixture = try Fixture([
      "en.xliff": CatalogText.xliff(original: original, target: "en", units: [unit]),
      "de.xliff": CatalogText.xliff(original: original, target: "de", units: [unit]),
      "fr.xliff": CatalogText.xliff(original: original, target: "fr", units: [unit]),
    ])
    #expect(try fixture.findings(of: "empty-label").map(\.locale) == [LocaleID("en")])
    var withoutSource = Configuration()
    withoutSource.locales = [LocaleID("de")]
    let german = try fixture.findings(of: "empty-label", configuration: withoutSource)
    #expect(german.map(\.position?.file) == ["de.xliff"])
  }

  @Test func silentForACatalogKeyMarkedNotToTranslate() throws {
    // Xcode extracts `Text("")` as the key "", and teams mark it "Do not translate".
    let catalog = """
      {"sourceLanguage": "en", "version": "1.0", "strings": {
        "": {"shouldTranslate": false},
        "icon": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": ""}},
                                   "de": {"stringUnit": {"state": "translated", "value": ""}}}}}}
      """
    let fixture = try Fixture(["Localizable.xcstrings": catalog])
    #expect(try fixture.findings(of: "empty-label").map(\.key) == ["icon", "icon"])
  }

  @Test func silentForTheKeyOfAnEmptyTextInCode() throws {
    // `TextField("", text:)` extracted as the key "" with no source text, "translated" to "";
    // "icon" is still reported, once: en "" (de and ja, falling back to it, show what its cell says).
    let catalog = """
      {"sourceLanguage": "en", "version": "1.0", "strings": {
        "": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": ""}},
                               "ja": {"stringUnit": {"state": "translated", "value": ""}}}},
        " ": {},
        "icon": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": ""}}}}}}
      """
    let fixture = try Fixture(["Localizable.xcstrings": catalog])
    #expect(try fixture.findings(of: "empty-label").map(\.key) == ["icon"])
  }

  @Test func triggersForAWhiteSpaceXLIFFTarget() throws {
    let fixture = try Fixture([
      "de.xliff": CatalogText.xliff(
        original: "App/en.lproj/Localizable.strings", target: "de", units: [("close", "Close", "  ")])
    ])
    #expect(try fixture.findings(of: "empty-label").map(\.locale) == [LocaleID("de")])
  }

  @Test func silentForRealLabelsAndUnfinishedSource() throws {
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings(
        ["Close": ["en": "Close", "de": "Schließen"], "Draft": ["en": "", "de": "Entwurf"]],
        states: ["Draft/en": "new"])
    ])
    #expect(try fixture.findings(of: "empty-label").isEmpty)
  }

  @Test func eachBlankFormIsReportedAtItsPosition() throws {
    // A blank device or plural form reads nothing on that device or for those numbers. An empty
    // plural form is plural-coverage's; a form in state new is missing, not empty.
    let leaf = CatalogText.stringUnit
    let catalog = """
      {"sourceLanguage":"en","version":"1.0","strings":{"n":{"localizations":{
      "en":{"variations":{"plural":{"one":\(leaf("One", "translated")),"other":\(leaf("%lld", "translated"))}}},
      "de":{"variations":{"plural":{"one":\(leaf("", "translated")),"other":\(leaf(" ", "translated"))}}},
      "fr":{"variations":{"device":{"mac":\(leaf("", "translated")),"other":\(leaf("Touchez", "translated"))}}},
      "pl":{"variations":{"plural":{"one":\(leaf("%lld", "translated")),"few":\(leaf(" ", "new")),
      "many":\(leaf("%lld", "translated")),"other":\(leaf("%lld", "translated"))}}}}}}}
      """
    let fixture = try Fixture(["Localizable.xcstrings": catalog])
    let findings = try fixture.findings(of: "empty-label")
    #expect(
      findings.map(\.message) == [
        "de label of n (plural.other) is only white space", "fr label of n (device.mac) is empty",
      ])
    #expect(findings.first?.position == fixture.position(of: "\" \"", in: "Localizable.xcstrings"))
    #expect(Set(findings.map(\.fingerprint)).count == 2)
  }

  @Test func aDeviceFormBlankInASourceFormStillToTranslateIsToldInTheTranslation() throws {
    // The source's blank form is `new`, which no rule tells at the source: de's is told (review 176).
    let leaf = CatalogText.stringUnit
    let catalog = """
      {"sourceLanguage":"en","version":"1.0","strings":{"hint":{"localizations":{
      "en":{"variations":{"device":{"appletv":\(leaf("", "new")),"other":\(leaf("Tap", "translated"))}}},
      "de":{"variations":{"device":{"appletv":\(leaf("", "translated")),"other":\(leaf("Tippen", "translated"))}}}}}}}
      """
    let fixture = try Fixture(["Localizable.xcstrings": catalog])
    #expect(
      try fixture.findings(of: "empty-label").map(\.message) == ["de label of hint (device.appletv) is empty"]
    )
  }

  @Test func aDeviceFormTheSourceLeavesBlankTooIsToldOnceAtTheSource() throws {
    // Nothing on Apple TV, on purpose: no translator of de or fr can fill it (audit 253). Where
    // the run leaves the source out, de tells it.
    let leaf = CatalogText.stringUnit
    let catalog = """
      {"sourceLanguage":"en","version":"1.0","strings":{"hint":{"localizations":{
      "en":{"variations":{"device":{"appletv":\(leaf("", "translated")),"other":\(leaf("Tap", "translated"))}}},
      "de":{"variations":{"device":{"appletv":\(leaf("", "translated")),"other":\(leaf("Tippen", "translated"))}}},
      "fr":{"variations":{"device":{"appletv":\(leaf(" ", "translated")),"other":\(leaf("Touchez", "translated"))}}}}}}}
      """
    let fixture = try Fixture(["Localizable.xcstrings": catalog])
    #expect(
      try fixture.findings(of: "empty-label").map(\.message) == ["en label of hint (device.appletv) is empty"]
    )
    var configuration = Configuration()
    configuration.locales = [LocaleID("de")]
    let report = LocaleChecker(configuration: configuration).check(fixture.catalog())
    #expect(
      report.findings.filter { $0.rule == "empty-label" }.map(\.message) == [
        "de label of hint (device.appletv) is empty"
      ])
  }

  @Test func aVariablesBlankFormIsAFragmentWhereTheFormatSaysMore() throws {
    // "Alice called" + " " for one call: the label is never blank; "%#@calls@" alone would be.
    func catalog(_ format: String) -> String {
      let forms = "\"one\":\(CatalogText.stringUnit(" ")),\"other\":\(CatalogText.stringUnit(" (%lld)"))"
      return """
        {"sourceLanguage":"en","version":"1.0","strings":{"k":{"localizations":{"en":{
        "stringUnit":{"state":"translated","value":"\(format)"},
        "substitutions":{"calls":{"argNum":2,"formatSpecifier":"lld","variations":{"plural":{\(forms)}}}}}}}}}
        """
    }
    let fragment = try Fixture(["Localizable.xcstrings": catalog("%1$@ called%2$#@calls@")])
    #expect(try fragment.findings(of: "empty-label").isEmpty)
    let alone = try Fixture(["Localizable.xcstrings": catalog("%2$#@calls@")])
    #expect(
      try alone.findings(of: "empty-label").map(\.message) == [
        "en label of k (substitutions.calls.plural.one) is only white space"
      ])
  }

  @Test func aFormNoCountReachesIsNeverRead() throws {
    // German has no `few`, and a Czech `many` of a whole-number plural is for fractions only:
    // neither form is ever formatted, so its blank text is never heard. A used form still is.
    let leaf = CatalogText.stringUnit
    let catalog = """
      {"sourceLanguage":"en","version":"1.0","strings":{"%lld files":{"localizations":{
      "en":{"variations":{"plural":{"one":\(leaf("%lld file", "translated")),"other":\(leaf("%lld files", "translated"))}}},
      "de":{"variations":{"plural":{"one":\(leaf("%lld Datei", "translated")),"few":\(leaf(" ", "translated")),
      "other":\(leaf("%lld Dateien", "translated"))}}},
      "cs":{"variations":{"plural":{"one":\(leaf("%lld soubor", "translated")),"few":\(leaf("%lld soubory", "translated")),
      "many":\(leaf(" ", "translated")),"other":\(leaf(" ", "translated"))}}}}}}}
      """
    let fixture = try Fixture(["Localizable.xcstrings": catalog])
    #expect(
      try fixture.findings(of: "empty-label").map(\.message) == [
        "cs label of %lld files (plural.other) is only white space"
      ])
  }

  @Test func aPluralBlankInEveryFormIsAnEmptyLabel() throws {
    // Tangem's `common_assets_count`: `one` and `other` both empty, in English and Ukrainian.
    let rule = FixturePluralRule(
      "common_assets_count", format: "%#@format@", variable: "format", valueType: "li",
      forms: [("one", ""), ("other", "")])
    let fixture = try Fixture([
      "App/en.lproj/Localizable.stringsdict": CatalogText.stringsdict([rule]),
      "App/uk.lproj/Localizable.stringsdict": CatalogText.stringsdict([rule]),
    ])
    #expect(
      try fixture.findings(of: "empty-label").map(\.message) == [
        "en label of common_assets_count is empty", "uk label of common_assets_count is empty",
      ])
  }

  @Test func aBlankSourceTextIsReportedOnceInTheSourceLanguage() throws {
    // Hidden Bar's blank text field: German lacks the key and shows the storyboard's " "; only
    // the locales whose files write the blank are told, and English (the storyboard's).
    let comment = #"/* Class = "NSTextFieldCell"; title = " "; ObjectID = "ERh-JM-snt"; */"#
    let other = #"/* Class = "NSMenuItem"; title = "Quit"; ObjectID = "4sb-4s-VLi"; */"#
    let fixture = try Fixture([
      "App/Base.lproj/Main.storyboard": "<document/>",
      "App/it.lproj/Main.strings":
        "\(comment)\n\"ERh-JM-snt.title\" = \" \";\n\(other)\n\"4sb-4s-VLi.title\" = \"Esci\";\n",
      "App/pl.lproj/Main.strings":
        "\(comment)\n\"ERh-JM-snt.title\" = \" \";\n\(other)\n\"4sb-4s-VLi.title\" = \"Zakończ\";\n",
      "App/de.lproj/Main.strings": "\(other)\n\"4sb-4s-VLi.title\" = \"Beenden\";\n",
    ])
    #expect(
      try fixture.findings(of: "empty-label").compactMap(\.locale) == [
        LocaleID("en"), LocaleID("it"), LocaleID("pl"),
      ])
  }

  @Test func aCatalogPluralEmptyInEveryFormIsReportedWhereItIsWritten() throws {
    // English and German write every form empty; Spanish has no value and shows English's
    // nothing, which English's cell reports.
    let leaf = CatalogText.stringUnit
    let empty =
      #"{"variations":{"plural":{"one":\#(leaf("", "translated")),"other":\#(leaf("", "translated"))}}}"#
    let catalog = """
      {"sourceLanguage":"en","version":"1.0","strings":{"count":{"localizations":{
      "en":\(empty),
      "de":\(empty)}},
      "ok":{"localizations":{"en":\(leaf("OK", "translated")),"es":\(leaf("Vale", "translated"))}}}}
      """
    let fixture = try Fixture(["Localizable.xcstrings": catalog])
    let findings = try fixture.findings(of: "empty-label")
    #expect(findings.compactMap(\.locale) == [LocaleID("en"), LocaleID("de")])
    #expect(findings.allSatisfy { $0.position != nil })
  }
}
