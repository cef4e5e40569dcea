import Testing

@testable import LocaleCheck

@Suite("english-fallback")
struct EnglishFallbackRuleTests {
  @Test func descriptor() {
    #expect(EnglishFallbackRule.descriptor.id == "english-fallback")
    #expect(EnglishFallbackRule.descriptor.defaultSeverity == .error)
  }

  @Test func triggersWhenATranslationCopiesTheSourceText() throws {
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings([
        "Promo code": ["en": "Promo code", "de": " Promo code "]
      ])
    ])
    let finding = try #require(try fixture.findings(of: "english-fallback").first)
    #expect(finding.locale == LocaleID("de"))
    #expect(finding.identifier == "Promo code")
    #expect(finding.key == "Promo code")
    #expect(finding.table == "Localizable")
    #expect(finding.severity == .error)
    #expect(finding.actual == " Promo code ")
    #expect(finding.message == "de shows the en text 'Promo code'")
    #expect(finding.position == fixture.position(of: "\" Promo code \"", in: "Localizable.xcstrings"))
  }

  @Test func triggersInStringsAndXLIFF() throws {
    let fixture = try Fixture([
      "App/en.lproj/Main.strings": CatalogText.strings([("title", "Settings")]),
      "App/de.lproj/Main.strings": CatalogText.strings([("other", "Andere"), ("title", "Settings")]),
      "fr.xliff": CatalogText.xliff(
        original: "Other/en.lproj/Main.strings", target: "fr", units: [("t", "Settings", "Settings")]),
    ])
    let findings = try fixture.findings(of: "english-fallback")
    #expect(findings.count == 2)
    let german = try #require(findings.first { $0.locale == LocaleID("de") })
    #expect(german.key == "title")
    #expect(german.bundle == "App")
    #expect(german.position == fixture.position(of: "\"Settings\"", in: "App/de.lproj/Main.strings"))
    let french = try #require(findings.first { $0.locale == LocaleID("fr") })
    #expect(french.key == "t")
    #expect(french.bundle == "Other")
    #expect(french.position == fixture.position(of: "Settings</target>", in: "fr.xliff"))
  }

  @Test func aRegionalSourceFolderIsTheSourceText() throws {
    // The project's only English folder is `en-US.lproj`: its text is the source, not the keys.
    let fixture = try Fixture([
      "App/en-US.lproj/Localizable.strings": CatalogText.strings([("login.cancel", "Cancel")]),
      "App/de.lproj/Localizable.strings": CatalogText.strings([("login.cancel", "Cancel")]),
    ])
    let findings = try fixture.findings(of: "english-fallback")
    #expect(findings.map(\.message) == ["de shows the en-US text 'Cancel' for login.cancel"])
  }

  @Test func invisibleCharactersAroundACopyDoNotHideIt() throws {
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings([
        "a": ["en": "Sign in", "de": "\u{200B}Sign in", "fr": "\u{FEFF}Sign in", "ar": "\u{200F}Sign in"],
        "b": ["en": "\u{2060}Open settings", "de": "\u{2060}Open settings", "fr": "Open settings"],
      ])
    ])
    let findings = try fixture.findings(of: "english-fallback")
    #expect(findings.map { "\($0.locale!):\($0.key!)" }.sorted() == ["ar:a", "de:a", "de:b", "fr:a", "fr:b"])
    #expect(
      findings.contains {
        $0.message
          == "de shows the en text '\u{200B}Sign in' for a, a copy of 'Sign in' with invisible characters"
      })
  }

  @Test func exemptions() throws {
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings(
        [
          "OK": ["en": "OK", "de": "OK"], "%@": ["en": "%@", "de": "%@"], "X": ["en": "X", "de": "X"],
          "Colour": ["en": "Color", "en-GB": "Color"], "Brand": ["en": "Brand", "de": "Brand"],
          "123": ["en": "1-2-3", "de": "1-2-3"], "count": ["en": "%lld: %@", "de": "%lld: %@"],
          "E-mail": ["en": "E-mail", "de": " E-mail "], "app": ["en": "CotEditor", "de": "CotEditor"],
          "encoding": ["en": "UTF-16", "de": "UTF-16"], "unit": ["en": "dB", "de": "dB"],
        ], extra: ["Brand": "\"shouldTranslate\":false"])
    ])
    var configuration = Configuration()
    configuration.allowIdentical = ["ok", "E-mail"]
    #expect(try fixture.findings(of: "english-fallback", configuration: configuration).isEmpty)
    // Without the list, the two listed values are reported again.
    let unlisted = try fixture.findings(of: "english-fallback").compactMap(\.key)
    #expect(Set(unlisted) == ["OK", "E-mail"])
  }

  @Test func xliffTranslateNoIsExempt() throws {
    let fixture = try Fixture([
      "de.xliff": CatalogText.xliff(
        original: "App/en.lproj/Localizable.strings", target: "de",
        units: [
          FixtureXLIFFUnit("brand", source: "Firefox Focus", target: "Firefox Focus", translate: false),
          FixtureXLIFFUnit("title", source: "Settings", target: "Settings"),
        ])
    ])
    #expect(try fixture.findings(of: "english-fallback").map(\.key) == ["title"])
  }

  @Test func sourceLanguageLocalesAreExemptWhateverTheSource() throws {
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings(
        ["Farbe": ["de": "Farbe", "de-CH": "Farbe", "de-AT": "Farbe", "en": "Farbe", "en-GB": "Farbe"]],
        source: "de")
    ])
    let findings = try fixture.findings(of: "english-fallback")
    #expect(Set(findings.compactMap(\.locale)) == [LocaleID("en"), LocaleID("en-GB")])
    #expect(findings.first?.message == "en shows the de text 'Farbe'")
  }

  @Test func aParentsCopyIsReportedOnceAtTheParent() throws {
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings([
        "Menu": ["en": "Menu", "es": "Menu"],
        "Other": ["en": "Other", "es": "Otro", "es-MX": "Otro"],
      ])
    ])
    let findings = try fixture.findings(of: "english-fallback")
    #expect(findings.map(\.locale) == [LocaleID("es")])
  }

  @Test func pluralLeavesAreComparedOneByOne() throws {
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
                    "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld files" } }
                  }
                }
              },
              "en" : {
                "variations" : {
                  "plural" : {
                    "one" : { "stringUnit" : { "state" : "translated", "value" : "One file" } },
                    "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld files" } }
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
    let finding = try #require(try fixture.findings(of: "english-fallback").first)
    #expect(finding.message == "de shows the en text '%lld files' for %lld files (plural.other)")
    #expect(finding.position == fixture.position(of: "\"%lld files\" }", in: "Localizable.xcstrings"))
    // Every copied form is reported, each with its own fingerprint.
    let bothCopied = try Fixture([
      "Localizable.xcstrings": catalog.replacingOccurrences(of: "\"Eine Datei\"", with: "\"One file\"")
    ])
    let findings = try bothCopied.findings(of: "english-fallback")
    #expect(
      findings.map(\.message).sorted() == [
        "de shows the en text '%lld files' for %lld files (plural.other)",
        "de shows the en text 'One file' for %lld files (plural.one)",
      ])
    #expect(Set(findings.map(\.fingerprint)).count == 2)
  }

  @Test func comparesNonASCIITextsByCharacter() throws {
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings([
        // Precomposed in the source, decomposed in the translation: the same text.
        "École": ["en": "\u{00C9}cole", "de": "E\u{301}cole", "fr": "\u{00C9}cole primaire"],
        "Café": ["en": "Café ", "de": "\u{00A0}Café", "fr": "Cafe"],
      ])
    ])
    let findings = try fixture.findings(of: "english-fallback")
    #expect(
      Set(findings.map { "\($0.key ?? "")/\($0.locale?.identifier ?? "")" }) == ["École/de", "Café/de"])
  }

  @Test func anEmptyKeyIsNamedInTheMessage() throws {
    // `.strings` files allow the key ""; the sentence must not end in a gap.
    let fixture = try Fixture([
      "en.lproj/Localizable.strings": "\"\" = \"Empty\";\n",
      "de.lproj/Localizable.strings": "\"\" = \"Empty\";\n",
    ])
    let findings = try fixture.findings(of: "english-fallback")
    #expect(findings.map(\.message) == ["de shows the en text 'Empty' for \"\""])
    #expect(findings.first?.identifier == "")
  }

  @Test func anInheritedCopyIsReportedWhereItsOwnerIsNotChecked() throws {
    // pt-BR shows pt's English copy: reported once at pt when pt is checked, else at pt-BR.
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings([
        "Take photos": ["en": "Take photos", "pt": "Take photos", "pt-BR": "", "de": "Fotos aufnehmen"]
      ])
    ])
    let all = try fixture.findings(of: "english-fallback")
    #expect(all.map(\.locale) == [LocaleID("pt")])
    var configuration = Configuration()
    configuration.locales = [LocaleID("pt-BR")]
    let brazil = try fixture.findings(of: "english-fallback", configuration: configuration)
    #expect(brazil.map(\.message) == ["pt-BR shows the en text 'Take photos'"])
    #expect(brazil.first?.position == all.first?.position)
  }

  @Test func aPlainTranslationOfAPluralSourceIsComparedWithItsOtherForm() throws {
    let leaf = { CatalogText.stringUnit($0) }
    let catalog = """
      {"sourceLanguage":"en","version":"1.0","strings":{"points":{"localizations":{
      "en":{"variations":{"plural":{"one":\(leaf("%lld Point")),"other":\(leaf("%lld Points"))}}},
      "de":\(leaf("%lld Points")),"fr":\(leaf("%lld points"))}}}}
      """
    let fixture = try Fixture(["Localizable.xcstrings": catalog])
    let findings = try fixture.findings(of: "english-fallback")
    #expect(findings.map(\.message) == ["de shows the en text '%lld Points' for points"])
  }

  @Test func aFormTheSourceLanguageLacksIsComparedWithTheSourcesOtherForm() throws {
    let leaf = { CatalogText.stringUnit($0) }
    let catalog = """
      {"sourceLanguage":"en","version":"1.0","strings":{"files":{"localizations":{
      "en":{"variations":{"plural":{"one":\(leaf("%lld file")),"other":\(leaf("%lld files"))}}},
      "ru":{"variations":{"plural":{"one":\(leaf("%lld файл")),"few":\(leaf("%lld files")),
      "many":\(leaf("%lld файлов")),"other":\(leaf("%lld файла"))}}}}}}}
      """
    let fixture = try Fixture(["Localizable.xcstrings": catalog])
    #expect(
      try fixture.findings(of: "english-fallback").map(\.message) == [
        "ru shows the en text '%lld files' for files (plural.few)"
      ])
  }

  @Test func aStringsdictFormTheSourceLacksIsComparedWithTheSourcesOtherForm() throws {
    let fixture = try Fixture([
      "en.lproj/Localizable.stringsdict": CatalogText.stringsdict([
        FixturePluralRule(
          "options", format: "%#@n@", variable: "n", valueType: "ld",
          forms: [("one", "%ld option"), ("other", "%ld options")])
      ]),
      "he.lproj/Localizable.stringsdict": CatalogText.stringsdict([
        FixturePluralRule(
          "options", format: "%#@n@", variable: "n", valueType: "ld",
          forms: [("one", "אפשרות %ld"), ("two", "%ld options"), ("other", "%ld אפשרויות")])
      ]),
    ])
    let findings = try fixture.findings(of: "english-fallback")
    #expect(
      findings.map(\.message) == [
        "he shows the en text '%ld options' for options (substitutions.n.plural.two)"
      ])
  }

  @Test func aStoryboardTranslationThatCopiesTheSourceIsReported() throws {
    // Xcode starts a storyboard's new language with the source text; the comment says what it is.
    let comment = #"/* Class = "UIButton"; normalTitle = "Continue"; ObjectID = "x1Y-2z-abc"; */"#
    let fixture = try Fixture([
      "App/Base.lproj/Main.storyboard": "<document/>",
      "App/de.lproj/Main.strings": comment + "\n\"x1Y-2z-abc.normalTitle\" = \"Weiter\";\n",
      "App/fr.lproj/Main.strings": comment + "\n\"x1Y-2z-abc.normalTitle\" = \"Continue\";\n",
    ])
    let findings = try fixture.findings(of: "english-fallback")
    #expect(findings.map(\.message) == ["fr shows the en text 'Continue' for x1Y-2z-abc.normalTitle"])
  }

  @Test func aStoryboardKeyWhoseCommentsDisagreeLeavesTheOthersChecked() throws {
    // ru was regenerated from an older storyboard: its comment of the title differs.
    let button = #"/* Class = "UIButton"; normalTitle = "Continue"; ObjectID = "x1Y-2z-abc"; */"#
    let title = { (text: String) in
      #"/* Class = "UINavigationItem"; title = "\#(text)"; ObjectID = "c3D-4e-F5g"; */"#
    }
    let file = { (continueText: String, titleComment: String, titleText: String) in
      button + "\n\"x1Y-2z-abc.normalTitle\" = \"\(continueText)\";\n" + titleComment
        + "\n\"c3D-4e-F5g.title\" = \"\(titleText)\";\n"
    }
    let fixture = try Fixture([
      "App/Base.lproj/Main.storyboard": "<document/>",
      "App/de.lproj/Main.strings": file("Continue", title("Send"), "Senden"),
      "App/ru.lproj/Main.strings": file("Далее", title("Send it"), "Отправить"),
    ])
    #expect(
      try fixture.findings(of: "english-fallback").map(\.message) == [
        "de shows the en text 'Continue' for x1Y-2z-abc.normalTitle"
      ])
    // The title, whose text the two comments leave unknown, is no dead key.
    #expect(try fixture.findings(of: "identifier-drift").isEmpty)
    // A third locale without it shows the storyboard's text, whatever it is: named by its key.
    let third = try Fixture([
      "App/Base.lproj/Main.storyboard": "<document/>",
      "App/de.lproj/Main.strings": file("Continue", title("Send"), "Senden"),
      "App/ru.lproj/Main.strings": file("Далее", title("Send it"), "Отправить"),
      "App/fr.lproj/Main.strings": button + "\n\"x1Y-2z-abc.normalTitle\" = \"Continuer\";\n",
    ])
    #expect(
      try third.findings(of: "missing-translation").map(\.message) == [
        "fr has no translation for c3D-4e-F5g.title, a storyboard text its files' comments do not settle; "
          + "VoiceOver reads the storyboard's en text"
      ])
    #expect(try third.findings(of: "missing-translation").first?.actual == nil)
  }

  @Test func directionMarksAroundACopyDoNotHideIt() throws {
    let fixture = try Fixture([
      "App/en.lproj/Localizable.strings": CatalogText.strings([("title", "Settings"), ("help", "Help")]),
      "App/ar.lproj/Localizable.strings": CatalogText.strings([
        ("title", "\u{200F}Settings"), ("help", "\u{200F}مساعدة"),
      ]),
      "App/he.lproj/Localizable.strings": CatalogText.strings([
        ("title", "\u{2067}Settings\u{2069}"), ("help", "עזרה"),
      ]),
    ])
    let findings = try fixture.findings(of: "english-fallback")
    #expect(findings.map { "\($0.locale?.description ?? "") \($0.key ?? "")" } == ["ar title", "he title"])
    #expect(findings.first?.actual == "\u{200F}Settings")
  }
}
