import CatalogParser
import Testing

@testable import LocaleCheck

/// Keys the developer marked not to translate in ways other than `shouldTranslate`.
@Suite("Translation intent")
struct TranslationIntentTests {
  @Test func interfaceBuildersNoteAndAnInstructionAsTextMarkAKey() throws {
    let fixture = try Fixture([
      "App/en.lproj/Main.strings": """
      /* Class = "NSTextFieldCell"; title = "Warning Label"; ObjectID = "kYn"; Note = "Do not localize"; */
      "kYn.title" = "Warning Label";
      /* Class = "NSTextFieldCell"; title = "DO NOT LOCALIZE"; ObjectID = "179"; */
      "179.title" = "DO NOT LOCALIZE";
      /* Don’t translate */
      "brand" = "Brand Name";
      /* Title of the settings button. Do not translate "Firefox". */
      "Open Firefox settings" = "Open Firefox settings";
      /* Class = "NSButtonCell"; title = "Cancel"; ObjectID = "c1"; */
      "c1.title" = "Cancel";

      """,
      "App/de.lproj/Main.strings": """
      "kYn.title" = "Warning Label";
      "179.title" = "DO NOT LOCALIZE";
      "c1.title" = "Cancel";

      """,
      "App/fr.lproj/Main.strings": "\"c1.title\" = \"Annuler\";\n",
    ])
    let report = try fixture.report()
    #expect(
      report.findings.filter { $0.rule == "english-fallback" || $0.rule == "missing-translation" }.map {
        "\($0.rule) \($0.locale?.identifier ?? "") \($0.key ?? "")"
      } == [
        "english-fallback de c1.title", "missing-translation de Open Firefox settings",
        "missing-translation fr Open Firefox settings",
      ])
  }

  @Test func translatewikisOptionalMessagesMayStayAsTheyAre() throws {
    // Kiwix: "Wikiquote" and "TED" are {{Optional}}; translatewiki exports no untranslated line.
    let fixture = try Fixture([
      "qqq.lproj/Localizable.strings": CatalogText.strings([
        ("cat.wikiquote", "{{Optional}}"), ("cat.ted", "{{Optional}}"),
      ]),
      "en.lproj/Localizable.strings": CatalogText.strings([
        ("cat.wikiquote", "Wikiquote"), ("cat.ted", "TED"), ("ok", "Done"),
      ]),
      "pt-BR.lproj/Localizable.strings": CatalogText.strings([("cat.wikiquote", "Wikiquote"), ("ok", "Done")]
      ),
    ])
    let report = try fixture.report()
    #expect(report.findings.map { "\($0.rule) \($0.key ?? "")" } == ["english-fallback ok"])
  }

  @Test func anXLIFFNoteWithAnInstructionClauseMarksItsUnit() throws {
    // Kitsune's dev_options export (audit 101): the next export writes these units translate="no".
    let unit = { (key: String, note: String) in
      "<trans-unit id=\"\(key)\"><source>\(key)</source><note>\(note)</note></trans-unit>"
    }
    let fixture = try Fixture([
      "de.xliff": """
      <?xml version="1.0" encoding="UTF-8"?>
      <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
      <file original="App/dev_options.xcstrings" source-language="en" target-language="de" datatype="plaintext">
      <body>
      \(unit("Developer Options", "dev options, don't translate"))
      \(unit("Test Notifications", "Test Notifications (Don't Translate)"))
      \(unit("Reset", "Resets the cache. Do not translate the word cache."))
      </body></file></xliff>
      """
    ])
    #expect(
      try fixture.report().findings.map { "\($0.rule) \($0.key ?? "")" } == ["missing-translation Reset"])
  }

  /// Review 99: a `.strings` comment's "Do not translate" counts beside the `.stringsdict`'s own
  /// note on the same key, whichever file is read first.
  @Test func bothCommentsOfAKeyInStringsAndStringsdictCount() throws {
    let stringsdict = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict>
      <!-- Number of files in the folder -->
      <key>XFiles</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@v@</string>
      <key>v</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
      <key>NSStringFormatValueTypeKey</key><string>d</string>
      <key>one</key><string>%d file</string><key>other</key><string>%d files</string></dict></dict>
      </dict></plist>
      """
    var files: [String: String] = [:]
    for locale in ["en", "de"] {
      files["\(locale).lproj/Localizable.strings"] = "/* Do not translate */\n\"XFiles\" = \"%d files\";\n"
      files["\(locale).lproj/Localizable.stringsdict"] = stringsdict
    }
    let fixture = try Fixture(files)
    #expect(try fixture.report().findings.isEmpty)
  }

  @Test(arguments: [
    ("Class = \"NSTextFieldCell\"; title = \"Label\"; ObjectID = \"k\"; Note = \"Do not localize\";", true),
    ("DO NOT TRANSLATE", true), ("Don’t Translate.", true),
    // Simplenote's XIBs (audit 80): what the text is, then the instruction in brackets.
    (
      "Class = \"NSTextFieldCell\"; title = \"Header\"; Note = \"Header Placeholder (Don't Translate)\";",
      true
    ),
    ("Note = \"Shown beside the logo (keep short)\";", false),
    ("Note = \"Placeholder [Do not localize]\";", true), ("Note = \"占位符（Don't translate）\";", true),
    // GoMap's storyboard notes (audit 119): the instruction a clause of the note.
    (
      "Class = \"UILabel\"; text = \"Label\"; ObjectID = \"x\"; Note = \"Placeholder - Don't translate\";",
      true
    ),
    ("Note = \"Placeholder - keep it short\";", false), ("DO NOT LOCALISE", true),
    ("Do Not TRANSLATE.", true),
    ("Do not translate 'Firefox'", false), ("Note = \"Keep it short\";", false), ("Do localize", false),
    // translatewiki.net's message documentation (`qqq.lproj`).
    ("{{Optional}}", true), ("Category name of Wikiquote.\n{{optional}}", true), ("{{Ignored}}", true),
    ("{{notranslate|reason}}", true), ("{{Identical|Cancel}}", false), ("{{Optionality}}", false),
    ("{{ Optional }}", true), ("{{Template:Optional}}", true), ("Used in {{optional}} blocks", false),
    // An instruction as a clause of its own, in any comment or XLIFF note (audit 101's Kitsune).
    ("dev options, don't translate", true), ("Shown on the login screen. Do not translate.", true),
    ("Header Placeholder (Don't Translate)", true), ("Brand name - please do not localize!", true),
    ("Do not translate: Firefox", false),
    // Review 93: an instruction after a colon, and a full stop before a condition's sentence.
    ("Product name: DO NOT TRANSLATE", true), ("Do not translate. Only shown in debug builds.", true),
    ("Do not translate:", true),
    ("Do not translate, unless your language writes it otherwise", false),
    ("Title of a button; do not translate 'Firefox'", false),
    ("Explains why we do not translate the name", false), ("Translated by the community, thanks", false),
    // Audit 116: British spelling and statements (BTLB's "No need to localize").
    ("Brand. Do not localise.", true), ("No need to localize", true),
    ("Should not be translated", true), ("Not to be localised (a product name)", true),
    ("There is no need to localize it, says the designer", false),
    // Audit 255: the text as a whole ("this"), changing it, keeping it: as a whole comment or line.
    ("don't localize this", true), ("Do not translate this.", true),
    ("Posture Pal Pro screen\nNo need to change this", false), ("Don't change it", true),
    ("Keep as is", true),
    ("Leave it as-is.", true), ("Keep in English", true), ("Does not need to be translated", true),
    ("Do not change the placeholders", false), ("Change this when the price changes", false),
    ("Keep as is unless your language has a word", false), ("Shown in English settings", false),
    ("Do not translate this word: Pro", false),
    // Review 177: in a longer line they point back at a part, or follow a hedge.
    ("'Pro' is our product name. Don't change it.", false),
    ("\"mbox\" is a command. Don't translate it.", false),
    ("If unsure, keep as is", false), ("Optional: keep as is", false),
    ("Posture Pal Pro screen. No need to change this", false),
    ("Note = \"Do not translate this\";", true),
    // Reviews 178-180: a line of a longer comment may be limited by the others; a list's item, brackets.
    ("'Pro' is our product name.\nDon't change it.", false), ("If unsure,\nkeep as is", false),
    ("Keep as is\nunless your language has a word", false),
    ("Title of the upgrade screen\r\nKeep as is", false), ("Maybe\nkeep as is", false),
    ("Don't change!", true), ("(Keep as is)", true), ("- Keep as is", true),
    ("The product's name, which we may\nchange next year. Keep as is", false),
    // Review 179: a line that quotes a part or says what it is; more list and bracket shapes.
    ("'Pro' is our product name\nDon't change it", false),
    ("Don't change it\n'Pro' is our product name", false),
    ("Translate the verb, otherwise\nkeep as is", false), ("[Keep as is]", true), ("1. Keep as is", true),
    ("\u{2013} Keep as is", true),
  ])
  func commentsThatSayNotToTranslate(_ comment: String, _ marked: Bool) {
    let entry = StringEntry(key: "k", comment: comment)
    #expect(TranslationIntent.saysDoNotTranslate(entry, sourceLocale: LocaleID("en")) == marked)
  }

  @Test func aSourceTextIsAnInstructionOnlyAsTranslatingsOwn() throws {
    // Review 177: buttons read "Keep As Is" and "Don't Change"; "DO NOT LOCALIZE" is no button.
    let fixture = try Fixture([
      "en.lproj/Localizable.strings": CatalogText.strings([
        ("keep", "Keep As Is"), ("change", "Don't Change"), ("marker", "DO NOT LOCALIZE"),
      ]),
      "de.lproj/Localizable.strings": CatalogText.strings([
        ("keep", "Keep As Is"), ("change", "Don't Change"), ("marker", "DO NOT LOCALIZE"),
      ]),
    ])
    #expect(try fixture.findings(of: "english-fallback").compactMap(\.key).sorted() == ["change", "keep"])
  }
}
