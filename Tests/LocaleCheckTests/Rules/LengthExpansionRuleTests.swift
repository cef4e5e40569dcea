import Testing

@testable import LocaleCheck

@Suite("length-expansion")
struct LengthExpansionRuleTests {
  @Test func descriptor() {
    #expect(LengthExpansionRule.descriptor.id == "length-expansion")
    #expect(LengthExpansionRule.descriptor.defaultSeverity == .note)
  }

  @Test func triggersWhenBothLimitsAreExceeded() throws {
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings([
        "Save": ["en": "Save", "de": "Änderungen dauerhaft speichern", "fr": "Enregistrer"],
        "Sign in to your account": [
          "en": "Sign in to your account", "de": "Melden Sie sich bei Ihrem Konto an",
        ],
      ])
    ])
    let findings = try fixture.findings(of: "length-expansion")
    #expect(findings.count == 1)
    let finding = try #require(findings.first)
    #expect(finding.locale == LocaleID("de"))
    #expect(finding.severity == .note)
    #expect(finding.expected == "Save")
    #expect(finding.actual == "Änderungen dauerhaft speichern")
    #expect(
      finding.message
        == "de label of Save 'Änderungen dauerhaft speichern' has 30 characters, the source 'Save' 4: it may be truncated at large text sizes (up to 16 characters pass)"
    )
    #expect(finding.position == fixture.position(of: "\"Änderungen", in: "Localizable.xcstrings"))
  }

  /// Audit 114: Khmer and Thai write zero-width spaces between words; right-to-left text marks
  /// its direction around numbers. Neither takes room on screen.
  @Test func invisibleCharactersAreNotMeasured() throws {
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings([
        "Thumbnails": ["en": "Thumbnails", "de": "Vorschau\u{200B}bilder\u{200B}der\u{200B}Seite"],
        "%lld of 10": ["en": "%lld of 10", "he": "\u{200F}%lld\u{200F} מתוך 10 פריטים\u{200F}"],
      ])
    ])
    #expect(try fixture.findings(of: "length-expansion").isEmpty)
    let longer = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings([
        "Thumbnails": ["en": "Thumbnails", "de": "Vorschau\u{200B}bilder\u{200B}aller\u{200B}Seiten"]
      ])
    ])
    #expect(
      try longer.findings(of: "length-expansion").map(\.message) == [
        "de label of Thumbnails 'Vorschau\u{200B}bilder\u{200B}aller\u{200B}Seiten' has 25 characters, the source "
          + "'Thumbnails' 10: it may be truncated at large text sizes (up to 22 characters pass)"
      ])
  }

  /// Audit 115: HandBrake's tooltips, which wrap to fit.
  @Test func aToolTipIsNotMeasured() throws {
    let strings = { (tip: String, title: String) in
      "/* Class = \"NSButton\"; ibShadowedToolTip = \"Limit size\"; ObjectID = \"z6B-ig-ouq\"; */\n"
        + "\"z6B-ig-ouq.ibShadowedToolTip\" = \"\(tip)\";\n"
        + "/* Class = \"NSButtonCell\"; title = \"Limit\"; ObjectID = \"z6C-ig-ouq\"; */\n"
        + "\"z6C-ig-ouq.title\" = \"\(title)\";\n"
    }
    let fixture = try Fixture([
      "Base.lproj/Main.strings": strings("Limit size", "Limit"),
      "de.lproj/Main.strings": strings(
        "Begrenzt die Bildgröße auf die angegebene Breite und Höhe", "Auflösungsbegrenzung aktivieren"),
    ])
    #expect(try fixture.findings(of: "length-expansion").map(\.key) == ["z6C-ig-ouq.title"])
  }

  /// Audit 116: a translation's plain Mac form beside the source's Mac form that varies by count.
  @Test func aDeviceFormIsMeasuredBesideTheSourcesFormForThatDevice() throws {
    let unit = { (text: String) in #"{"stringUnit":{"state":"translated","value":"\#(text)"}}"# }
    let english =
      #"{"variations":{"device":{"iphone":\#(unit("Tap to open %lld files")),"mac":{"variations":{"plural":{"#
      + #""one":\#(unit("Click here to open the %lld selected file")),"#
      + #""other":\#(unit("Click here to open the %lld selected files"))}}}}}}"#
    let turkish =
      #"{"variations":{"device":{"iphone":\#(unit("%lld dosyayı aç")),"#
      + #""mac":\#(unit("Seçili %lld dosyayı açmak için buraya tıklayın"))}}}"#
    let fixture = try Fixture([
      "Localizable.xcstrings":
        #"{"sourceLanguage":"en","version":"1.0","strings":{"open.files":{"localizations":{"#
        + #""en":\#(english),"tr":\#(turkish)}}}}"#
    ])
    #expect(try fixture.findings(of: "length-expansion").isEmpty)
  }

  @Test func whiteSpaceAtTheEdgesIsNotMeasured() throws {
    let padded = "Hallo" + String(repeating: " ", count: 30)
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings(["Hello": ["en": "Hello", "de": padded]])
    ])
    #expect(try fixture.findings(of: "length-expansion").isEmpty)
  }

  @Test func silentBesideAnEmptySource() throws {
    // Tolgee's XLIFF export writes `<source/>` for a key without base text: `empty-label`'s.
    let fixture = try Fixture([
      "App/en.lproj/Localizable.strings": CatalogText.strings([("noBase", "")]),
      "App/cs.lproj/Localizable.strings": CatalogText.strings([("noBase", "Žádný základ zde")]),
    ])
    #expect(try fixture.findings(of: "length-expansion").isEmpty)
  }

  @Test func triggersInStringsFiles() throws {
    let fixture = try Fixture([
      "App/en.lproj/Localizable.strings": CatalogText.strings([("save", "Save")]),
      "App/de.lproj/Localizable.strings": CatalogText.strings([("save", "Änderungen dauerhaft speichern")]),
    ])
    let finding = try #require(try fixture.findings(of: "length-expansion").first)
    #expect(finding.position?.file == "App/de.lproj/Localizable.strings")
  }

  @Test func silentForPermissionPromptsWhichWrap() throws {
    // Audit 100: Pedometer++'s motion prompt; the name under the icon still truncates.
    let fixture = try Fixture([
      "App/en.lproj/InfoPlist.strings": CatalogText.strings([
        ("NSMotionUsageDescription", "Counts your steps."), ("CFBundleDisplayName", "Steps"),
        ("CFBundleSpokenName", "Steps"),
      ]),
      "App/de.lproj/InfoPlist.strings": CatalogText.strings([
        ("NSMotionUsageDescription", "Zählt Ihre Schritte mit dem Bewegungssensor des Geräts."),
        ("CFBundleSpokenName", "Schrittzähler für jeden einzelnen Tag"),
        ("CFBundleDisplayName", "Schrittzähler für jeden Tag"),
      ]),
    ])
    #expect(try fixture.findings(of: "length-expansion").map(\.key) == ["CFBundleDisplayName"])
  }

  @Test func silentForKeysMarkedNotToTranslate() throws {
    // Mac Mouse Fix's placeholder titles, which the app replaces (audit 102): pt-BR keeps old values.
    let longer = "<Dica de compatibilidade de aplicativos>"
    let fixture = try Fixture([
      "Localizable.xcstrings": """
      { "sourceLanguage" : "en", "version" : "1.0", "strings" : {
        "hint" : { "shouldTranslate" : false, "localizations" : {
          "en" : { "stringUnit" : { "state" : "new", "value" : "<App Compat hint>" } },
          "pt-BR" : { "stringUnit" : { "state" : "translated", "value" : "\(longer)" } } } },
        "title" : { "comment" : "Menu title, do not translate", "localizations" : {
          "en" : { "stringUnit" : { "state" : "new", "value" : "<App Compat hint>" } },
          "pt-BR" : { "stringUnit" : { "state" : "translated", "value" : "\(longer)" } } } },
        "kept" : { "localizations" : {
          "en" : { "stringUnit" : { "state" : "new", "value" : "<App Compat hint>" } },
          "pt-BR" : { "stringUnit" : { "state" : "translated", "value" : "\(longer)" } } } } } }
      """
    ])
    #expect(try fixture.findings(of: "length-expansion").map(\.key) == ["kept"])
  }

  @Test func silentForSourceFallbacksAndSameLanguage() throws {
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings([
        "Save": ["en": "Save", "en-GB": "Save all changes to this document", "de": "Sichern"],
        "Go": ["en": "Go"],
      ])
    ])
    // en-GB is a locale of its own, so its long value is still reported.
    #expect(try fixture.findings(of: "length-expansion").map(\.locale) == [LocaleID("en-GB")])
  }

  @Test func eachDeviceAndPluralFormIsMeasuredAtItsPosition() throws {
    let device = { (mac: String, other: String) in
      "{ \"variations\" : { \"device\" : { "
        + "\"mac\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"\(mac)\" } }, "
        + "\"other\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"\(other)\" } } } } }"
    }
    let catalog = """
      { "sourceLanguage" : "en", "version" : "1.0", "strings" : { "hint" : { "localizations" : {
        "en" : \(device("Click Add", "Tap Add")),
        "de" : \(device("Klicken Sie auf die Schaltfläche Hinzufügen, um loszulegen", "Tippen"))
      } } } }
      """
    let fixture = try Fixture(["Localizable.xcstrings": catalog])
    try fixture.expectOneFinding(
      of: "length-expansion",
      message:
        "de label of hint (device.mac) 'Klicken Sie auf die Schaltfläche Hinzufügen, um loszulegen' has 58 "
        + "characters, the source 'Click Add' 9: it may be truncated at large text sizes (up to 21 characters pass)",
      at: "\"Klicken Sie", in: "Localizable.xcstrings")
  }

  @Test func aFormNoCountReachesIsNotMeasured() throws {
    // German has no `few`: a long text there is never shown. Its `other` is.
    let leaf = CatalogText.stringUnit
    let long = "%lld Dateien, die auf diesem Gerät gespeichert sind"
    let catalog = """
      {"sourceLanguage":"en","version":"1.0","strings":{"%lld files":{"localizations":{
      "en":{"variations":{"plural":{"one":\(leaf("%lld file", "translated")),"other":\(leaf("%lld files", "translated"))}}},
      "de":{"variations":{"plural":{"one":\(leaf("%lld Datei", "translated")),"few":\(leaf(long, "translated")),
      "other":\(leaf(long, "translated"))}}}}}}}
      """
    let fixture = try Fixture(["Localizable.xcstrings": catalog])
    #expect(
      try fixture.findings(of: "length-expansion").map(\.message) == [
        "de label of %lld files (plural.other) '\(long)' has 51 characters, the source '%lld files' 10: it may be truncated at large text sizes (up to 22 characters pass)"
      ])
  }

  @Test func eachFormOfAVariableIsMeasuredAtItsPosition() throws {
    // A `.stringsdict` entry shows one label per form: a long `one` is as long on screen as a
    // long `other`, and is compared with the source's `one`. A renamed variable is the same one.
    let rule = { (variable: String, one: String, other: String) in
      FixturePluralRule(
        "%d file(s)", format: "%#@\(variable)@", variable: variable, forms: [("one", one), ("other", other)])
    }
    let fixture = try Fixture([
      "App/en.lproj/Localizable.stringsdict": CatalogText.stringsdict([rule("files", "%d file", "%d files")]),
      "App/de.lproj/Localizable.stringsdict": CatalogText.stringsdict([
        rule("dateien", "%d Datei, die eine sehr lange Beschreibung hat", "%d Dateien")
      ]),
    ])
    let findings = try fixture.findings(of: "length-expansion")
    #expect(
      findings.map(\.message) == [
        "de label of %d file(s) (substitutions.dateien.plural.one) '%d Datei, die eine sehr lange Beschreibung "
          + "hat' has 46 characters, the source '%d file' 7: it may be truncated at large text sizes (up to 19 characters pass)"
      ])
    #expect(
      findings.first?.position
        == fixture.position(of: "%d Datei,", in: "App/de.lproj/Localizable.stringsdict"))
  }

  @Test func theLabelOfAFormatThatIsOneVariableIsAtItsOtherForm() throws {
    // `%#@days@`: every word of the label is in the forms, so the long `other` is reported there.
    let rule = { (one: String, other: String) in
      FixturePluralRule("k", format: "%#@days@", variable: "days", forms: [("one", one), ("other", other)])
    }
    let fixture = try Fixture([
      "App/en.lproj/Localizable.stringsdict": CatalogText.stringsdict([rule("%ld day", "%ld days")]),
      "App/tr.lproj/Localizable.stringsdict": CatalogText.stringsdict([
        rule("%ld gün", "Lütfen kendinizi %ld gün boyunca karantinaya alınız")
      ]),
    ])
    let finding = try #require(try fixture.findings(of: "length-expansion").first)
    #expect(finding.position == fixture.position(of: "Lütfen", in: "App/tr.lproj/Localizable.stringsdict"))
  }

  @Test(arguments: [
    ("Remove %@ from the menu bar", "Quitar ^[%@](inflect: true) de la barra de menús"),
    ("Show %lld items", "Afficher ^[%lld élément](inflect: true)"),
    ("Read the **Terms**", "Lisez les [conditions](https://example.com/terms-and-conditions)"),
  ])
  func markdownTheAppRendersIsNotMeasured(source: String, translation: String) throws {
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings([source: ["en": source, "fr": translation]])
    ])
    #expect(try fixture.findings(of: "length-expansion").isEmpty)
  }

  @Test func aStoryboardsTextIsMeasuredAsWritten() throws {
    // A storyboard renders no Markdown: the button shows the link's whole text.
    let comment = #"/* Class = "UIButton"; normalTitle = "Help"; ObjectID = "abc-12-def"; */"#
    let fixture = try Fixture([
      "App/Base.lproj/Main.storyboard": "<document/>",
      "App/de.lproj/Main.strings":
        "\(comment)\n\"abc-12-def.normalTitle\" = \"[Hilfe](https://support.example.com/de/hilfe)\";\n",
      "App/fr.lproj/Main.strings": "\(comment)\n\"abc-12-def.normalTitle\" = \"Aide\";\n",
    ])
    #expect(try fixture.findings(of: "length-expansion").map(\.locale) == [LocaleID("de")])
  }

  @Test func anAppKitMenusOwnTitleIsNotMeasured() throws {
    // A menu's own title is never shown, or is its item's (audit 87); an item is measured: a
    // pop-up button shows it in a fixed frame (review 79), as a text field shows its text; the
    // menu bar's items are not, as its menus widen to them (audit 195).
    let comments = [
      ("mnu-12-mnu", "NSMenu"), ("mnu-12-itm", "NSMenuItem"), ("txt-12-fld", "NSTextFieldCell"),
    ]
    let long = "Magbigay ng donasyon sa proyekto"
    let table = comments.map { id, className in
      "/* Class = \"\(className)\"; title = \"Donate\"; ObjectID = \"\(id)\"; */\n\"\(id).title\" = \"\(long)\";\n"
    }
    let fixture = try Fixture([
      "App/Base.lproj/Preferences.xib": "<document/>",
      "App/fil.lproj/Preferences.strings": table.joined(separator: "\n"),
      "App/Base.lproj/MainMenu.xib": "<document/>",
      "App/fil.lproj/MainMenu.strings": table.joined(separator: "\n"),
    ])
    let measured = try fixture.findings(of: "length-expansion").map { "\($0.table ?? "") \($0.key ?? "")" }
    #expect(
      measured.sorted() == [
        "MainMenu txt-12-fld.title", "Preferences mnu-12-itm.title", "Preferences txt-12-fld.title",
      ])
  }

  @Test func onlyTheFormatsOwnVariablesMakeLabelsOfTheirForms() throws {
    // `unused` is named nowhere: its forms make no label. `folders` is named in a form of `files`:
    // its long `one` makes a label of its own (review 170), beside the long label at the format.
    func variable(_ one: String, _ other: String) -> String {
      "{\"formatSpecifier\":\"lld\",\"variations\":{\"plural\":{\"one\":\(CatalogText.stringUnit(one)),"
        + "\"other\":\(CatalogText.stringUnit(other))}}}"
    }
    let catalog = """
      {"sourceLanguage":"en","version":"1.0","strings":{"k":{"localizations":{
      "en":{"stringUnit":{"state":"translated","value":"%#@files@"},"substitutions":{
      "files":\(variable("%arg file in %#@folders@", "%arg files in %#@folders@")),
      "folders":\(variable("%arg folder", "%arg folders"))}},
      "de":{"stringUnit":{"state":"translated","value":"%#@files@"},"substitutions":{
      "files":\(variable("%arg Datei in %#@folders@", "%arg Dateien, die gespeichert sind, in %#@folders@")),
      "folders":\(variable("%arg Ordner, der sehr lang beschrieben ist", "%arg Ordnern")),
      "unused":\(variable("eine sehr lange Beschreibung ohne Verwendung", "x"))}}}}}}
      """
    let findings = try Fixture(["Localizable.xcstrings": catalog]).findings(of: "length-expansion")
    #expect(
      findings.map(\.message).map { $0.components(separatedBy: " '").first ?? "" } == [
        "de label of k", "de label of k (substitutions.folders.plural.one)",
      ])
  }

  /// Without a source-language file the key is the source text (HXPhotoPicker's Chinese keys,
  /// audit 69), but not a key that names the text.
  @Test func measuresAgainstTheKeyWhereTheTableHasNoSourceFile() throws {
    let fixture = try Fixture([
      "App/de.lproj/Localizable.strings": CatalogText.strings([
        ("Save", "Änderungen dauerhaft speichern"), ("alert.save", "Änderungen dauerhaft speichern"),
        ("sdOBtj-tYwiRd", "Änderungen dauerhaft speichern"), ("AGMpus", "Änderungen dauerhaft speichern"),
        ("Log out", "Abmelden"),
      ]),
      // An `.intentdefinition`'s table: ids that look like words, and no phrase among its keys.
      "App/de.lproj/Intents.strings": CatalogText.strings([
        ("Ncumus", "Lichtschalter im Wohnzimmer einschalten")
      ]),
    ])
    #expect(try fixture.findings(of: "length-expansion").map(\.key) == ["Save"])
  }
}
