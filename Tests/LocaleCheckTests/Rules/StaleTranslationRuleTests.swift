import Testing

@testable import LocaleCheck

@Suite("stale-translation")
struct StaleTranslationRuleTests {
  @Test func descriptor() {
    #expect(StaleTranslationRule.descriptor.id == "stale-translation")
    #expect(StaleTranslationRule.descriptor.defaultSeverity == .warning)
  }

  @Test func triggersForACatalogValueInReview() throws {
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings(
        ["Sign in": ["en": "Sign in", "de": "Einloggen", "fr": "Se connecter"]],
        states: ["Sign in/de": "needs_review"])
    ])
    let findings = try fixture.findings(of: "stale-translation")
    #expect(findings.count == 1)
    let finding = try #require(findings.first)
    #expect(finding.locale == LocaleID("de"))
    #expect(finding.key == "Sign in")
    #expect(finding.severity == .warning)
    #expect(finding.actual == "Einloggen")
    #expect(
      finding.message
        == "de translation 'Einloggen' of Sign in needs review (state needs_review): "
        + "the source text changed after it was translated, or someone marked it for review"
    )
    // The source's text, to compare with, is the JSON's `expected` too (audit 212).
    #expect(finding.expected == "Sign in")
    #expect(finding.position == fixture.position(of: "\"Einloggen\"", in: "Localizable.xcstrings"))
  }

  @Test func aSourceTextInReviewIsNoTranslation() throws {
    // Piwigo's English entry marked `needs_review`: no source changed under it.
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings(
        ["Sign in": ["en": "Sign in", "de": "Anmelden"]], states: ["Sign in/en": "needs_review"])
    ])
    #expect(
      try fixture.findings(of: "stale-translation").map(\.message) == [
        "en source text of Sign in needs review (state needs_review): someone marked it for review"
      ])
    let stale = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings(
        ["Sign in": ["en": "Sign in", "de": "Anmelden"]], states: ["Sign in/en": "stale"])
    ])
    #expect(
      try stale.findings(of: "stale-translation").map(\.message) == [
        "en source text of Sign in needs review (state stale): its file marks it so"
      ])
  }

  @Test func aStaleInfoPlistKeyIsGoneFromInfoPlist() throws {
    // An `InfoPlist` catalog's keys come from the target's Info.plist, not from code (audit 137).
    let fixture = try Fixture([
      "InfoPlist.xcstrings": CatalogText.xcstrings(
        ["Video": ["en": "Video", "de": "Video"]], extra: ["Video": "\"extractionState\":\"stale\""])
    ])
    #expect(
      try fixture.findings(of: "stale-translation").map(\.message) == [
        "'Video' is no longer found in Info.plist (extraction state stale): delete the entry, or add the key "
          + "back to Info.plist if the app needs it"
      ])
  }

  @Test func triggersOnceForAStaleExtractionState() throws {
    // A translation of the stale key in review is no work to ask for: no one sees it (audit 89).
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings(
        ["Old": ["en": "Old", "de": "Alt", "fr": "Vieux"]], states: ["Old/de": "needs_review"],
        extra: ["Old": "\"extractionState\":\"stale\""])
    ])
    let findings = try fixture.findings(of: "stale-translation")
    #expect(findings.count == 1)
    let finding = try #require(findings.first)
    #expect(finding.locale == nil)
    // What to do: delete it, or keep a key the code builds at run time (audit 221).
    #expect(
      finding.message
        == "'Old' is no longer found in the source code (extraction state stale): delete the entry if no "
        + "code uses it; where code builds the key at run time, set its extraction state to manual so that "
        + "Xcode keeps it")
    #expect(finding.position == fixture.position(of: "\"Old\":", in: "Localizable.xcstrings"))
    // The key's one finding marks every cell that shows one of its translations.
    let cells = try #require(try fixture.report().matrix.first?.cells)
    #expect(
      cells.mapValues(\.status) == [
        LocaleID("de"): "stale-translation", LocaleID("fr"): "stale-translation", LocaleID("en"): "ok",
      ])
  }

  @Test func aStaleKeysValueStillToTranslateIsMarkedToo() throws {
    // Audit 322 (DockDoor's " - Inactive"): cs's English copy in state `new` showed ✓ beside de's ~.
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings(
        ["Old": ["en": "Old", "de": "Alt", "cs": "Old"]], states: ["Old/cs": "new"],
        extra: ["Old": "\"extractionState\":\"stale\""])
    ])
    let cells = try #require(try fixture.report().matrix.first?.cells)
    #expect(
      cells.mapValues(\.status) == [
        LocaleID("de"): "stale-translation", LocaleID("cs"): "stale-translation", LocaleID("en"): "ok",
      ])
  }

  @Test func aStaleKeysLabelsAreJudgedByNoOtherRule() throws {
    // Gone from the code, the key is shown to nobody: a copied, broken or blank translation of it
    // fails no gate; its one finding is the stale extraction state.
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings(
        ["Old promo code": ["en": "Old promo code", "de": "Old promo code", "fr": "%@ code", "es": " "]],
        extra: ["Old promo code": "\"extractionState\":\"stale\""])
    ])
    #expect(try fixture.report().findings.map(\.rule) == ["stale-translation"])
  }

  @Test func triggersForXLIFFNeedsReviewStates() throws {
    let fixture = try Fixture([
      "de.xliff": CatalogText.xliff(
        original: "App/en.lproj/Localizable.strings", target: "de",
        units: [
          FixtureXLIFFUnit("a", source: "Sign in", target: "Anmelden", state: "needs-review-translation"),
          FixtureXLIFFUnit("b", source: "Email", target: "E-Mail", state: "final"),
          FixtureXLIFFUnit("c", source: "Help", target: "Hilfe", state: "translated"),
          FixtureXLIFFUnit("d", source: "Save", target: "Sichern", state: "needs-review-l10n"),
          FixtureXLIFFUnit(
            "e", source: "Edit profile", target: "Profil bearbeiten", state: "needs-adaptation"),
          FixtureXLIFFUnit("f", source: "Share", target: "Teilen", state: "needs-review-adaptation"),
        ])
    ])
    let findings = try fixture.findings(of: "stale-translation")
    #expect(findings.map(\.key) == ["a", "d", "e", "f"])
    #expect(findings.first?.position == fixture.position(of: "Anmelden", in: "de.xliff"))
    #expect(
      findings[2].message
        == "de translation 'Profil bearbeiten' of e needs review (state needs-adaptation): what goes with "
        + "its text (length, layout) is still to adapt; compare it with the en text 'Edit profile'")
    #expect(
      findings.last?.message.hasSuffix(
        "(length, layout) is still to review; compare it with the en text 'Share'") == true)
    // A translation tool's review state is about unconfirmed text; Xcode's about a changed source.
    #expect(
      findings.first?.message.hasSuffix(
        "its text is not confirmed yet (a machine translation, "
          + "a translation-memory match, or a translator's doubt); compare it with the en text 'Sign in'")
        == true)
    // XLIFF 1.2: the text and what goes with it are to review (audit 221).
    #expect(
      findings[1].message.hasSuffix(
        "the source text changed after it was translated, or someone marked it for review; its text and what "
          + "goes with it (length, layout) are to review; compare it with the en text 'Save'"))
  }

  @Test func anEmptyTranslationInReviewIsLeftToMissingTranslation() throws {
    // Nothing to review: `missing-translation` names the state (audit 221).
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings(
        ["Share": ["en": "Share", "fr": "", "de": "Teilen"]],
        states: ["Share/fr": "needs_review", "Share/de": "needs_review"])
    ])
    let findings = try fixture.report().findings
    #expect(findings.filter { $0.rule == "stale-translation" }.map(\.locale) == [LocaleID("de")])
    #expect(
      findings.first { $0.rule == "missing-translation" }?.message.contains("though marked needs_review")
        == true)
  }

  @Test func triggersForAVariationLeafInReview() throws {
    let catalog = """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "%lld files" : {
            "localizations" : {
              "de" : {
                "variations" : {
                  "plural" : {
                    "one" : { "stringUnit" : { "state" : "translated", "value" : "Eine Datei" } },
                    "other" : { "stringUnit" : { "state" : "needs_review", "value" : "%lld Dateien" } }
                  }
                }
              }
            }
          }
        },
        "version" : "1.0"
      }
      """
    let fixture = try Fixture(["Localizable.xcstrings": catalog])
    let findings = try fixture.findings(of: "stale-translation")
    #expect(findings.count == 1)
    let finding = try #require(findings.first)
    #expect(finding.locale == LocaleID("de"))
    #expect(finding.position == fixture.position(of: "\"%lld Dateien\"", in: "Localizable.xcstrings"))
    #expect(finding.actual == "%lld Dateien")
    #expect(
      finding.message
        == "de translation '%lld Dateien' of the plural.other form of %lld files needs review (state needs_review): "
        + "the source text changed after it was translated, or someone marked it for review")
  }

  @Test func formsInReviewAreOneFindingThatKeepsItsFingerprintAsReviewGoesOn() throws {
    func plural(_ forms: [(String, String, String)]) -> String {
      let cases = forms.map { "\"\($0.0)\":{\"stringUnit\":{\"state\":\"\($0.1)\",\"value\":\"\($0.2)\"}}" }
      return "{\"variations\":{\"plural\":{\(cases.joined(separator: ","))}}}"
    }
    func findings(french: [(String, String, String)]) throws -> [Finding] {
      let catalog = """
        {"sourceLanguage":"en","version":"1.0","strings":{"%lld files":{"localizations":{
        "en":\(plural([("one", "translated", "1 file"), ("other", "translated", "%lld files")])),
        "fr":\(plural(french))}}}}
        """
      return try Fixture(["Localizable.xcstrings": catalog]).findings(of: "stale-translation")
    }
    let whole = try findings(french: [
      ("one", "needs_review", "1 fichier"), ("other", "needs_review", "%lld fichiers"),
    ])
    let two = try findings(french: [
      ("one", "needs_review", "1 fichier"), ("many", "translated", "%lld de fichiers"),
      ("other", "needs_review", "%lld fichiers"),
    ])
    let one = try findings(french: [
      ("one", "translated", "1 fichier"), ("other", "needs_review", "%lld fichiers"),
    ])
    #expect(
      (whole + two + one).map(\.message) == [
        "fr translation '1 fichier' of %lld files needs review (state needs_review): "
          + "the source text changed after it was translated, or someone marked it for review; compare it with "
          + "the en text '1 file'",
        "fr translation '1 fichier' of the plural.one, plural.other forms of %lld files needs review (state "
          + "needs_review): the source text changed after it was translated, or someone marked it for review; "
          + "compare it with the en text '1 file'",
        "fr translation '%lld fichiers' of the plural.other form of %lld files needs review (state needs_review): "
          + "the source text changed after it was translated, or someone marked it for review",
      ])
    #expect(Set((whole + two + one).map(\.fingerprint)).count == 1)
    #expect(one.map(\.actual) == ["%lld fichiers"])
    // Every form in review: the finding points at the first and quotes that form's text.
    #expect(whole.map(\.actual) == ["1 fichier"])
  }

  @Test func silentForTranslatedNewAndPlainFiles() throws {
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings(
        ["A": ["en": "A1", "de": "A2", "fr": "A3"]], states: ["A/fr": "new"]),
      "App/en.lproj/Main.strings": CatalogText.strings([("t", "Title")]),
      "App/de.lproj/Main.strings": CatalogText.strings([("t", "Titel")]),
    ])
    #expect(try fixture.findings(of: "stale-translation").isEmpty)
  }

  @Test func aTranslationTranslatewikiMarksFuzzyNeedsReview() throws {
    // Kiwix's pt-BR export: "// Fuzzy" above a translation whose English text changed since.
    let fixture = try Fixture([
      // translatewiki marks no source text: there it is only a comment.
      "en.lproj/Localizable.strings": "// Fuzzy\n\"error.parse\" = \"Error parsing library data.\";\n",
      "pt-BR.lproj/Localizable.strings": "// Fuzzy\n\"error.parse\" = \"Erro ao analisar dados.\";\n",
    ])
    let found = try fixture.findings(of: "stale-translation")
    #expect(
      found.map(\.message) == [
        "pt-BR translation 'Erro ao analisar dados.' of error.parse needs review (state fuzzy): its file marks it "
          + "Fuzzy (translatewiki.net, POEditor): the source text changed since, or someone flagged it; compare it "
          + "with the en text 'Error parsing library data.'"
      ])
    #expect(found.map(\.position?.line) == [2])
  }

  /// A form the source language lacks (English `few`) is compared with the source's form that
  /// stands for it (review 153).
  @Test func aFormTheSourceLacksIsComparedWithTheOneStandingForIt() throws {
    let unit = { (state: String, text: String) in
      "{\"stringUnit\":{\"state\":\"\(state)\",\"value\":\"\(text)\"}}"
    }
    let catalog = """
      {"sourceLanguage":"en","version":"1.0","strings":{"files":{"localizations":{
      "en":{"variations":{"plural":{"one":\(unit("translated", "1 file")),"other":\(unit("translated", "%lld files"))}}},
      "pl":{"variations":{"plural":{"one":\(unit("translated", "1 plik")),"few":\(unit("needs_review", "%lld pliki")),
      "many":\(unit("translated", "%lld plików")),"other":\(unit("translated", "%lld pliku"))}}}}}}}
      """
    let found = try Fixture(["Localizable.xcstrings": catalog]).findings(of: "stale-translation")
    #expect(found.map(\.expected) == ["%lld files"])
    #expect(found.first?.message.hasSuffix("; compare it with the en text '%lld files'") == true, "\(found)")
  }
}
