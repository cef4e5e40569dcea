import CatalogParser
import Testing

@testable import LocaleCheck

/// Each localization of a String Catalog carries its own variables: a format that names one it
/// does not have cannot be expanded.
@Suite("format-mismatch: variables a localization does not define")
struct FormatMismatchUndefinedVariableTests {
  static let variable = """
    "substitutions":{"files":{"argNum":2,"formatSpecifier":"lld","variations":{"plural":{
    "one":{"stringUnit":{"state":"translated","value":"%arg file"}},
    "other":{"stringUnit":{"state":"translated","value":"%arg files"}}}}}}
    """

  static func catalog(_ localizations: String) -> String {
    """
    {"sourceLanguage":"en","version":"1.0","strings":{"%@ has %lld files":{"localizations":{
    "en":{"stringUnit":{"state":"translated","value":"%1$@ has %2$#@files@"},\(variable)},
    \(localizations)}}}}
    """
  }

  @Test func aPositionalReferenceOrAMissingBlockNamesNoVariable() throws {
    let fixture = try Fixture([
      "Localizable.xcstrings": Self.catalog(
        """
        "es":{"stringUnit":{"state":"translated","value":"%1$@ tiene %2$#@files@"}},
        "fr":{"stringUnit":{"state":"translated","value":"%1$@ a %2$#@fichiers@"},\(Self.variable)}
        """)
    ])
    #expect(
      try fixture.findings(of: "format-mismatch").map(\.message) == [
        "es value of %@ has %lld files: %#@files@ names no variable of its own (it has none), so it cannot be expanded",
        "fr value of %@ has %lld files: %#@fichiers@ names no variable of its own (it has files), so it cannot be "
          + "expanded",
      ])
  }

  @Test func aReferenceTheSourceLeavesUndefinedTooIsToldOnceAtTheSource() throws {
    // Audit 181: the developer forgot the `.stringsdict`; the translators copied `%#@files@`.
    let fixture = try Fixture([
      "en.lproj/Localizable.strings": CatalogText.strings([("files", "%#@files@ found")]),
      "de.lproj/Localizable.strings": CatalogText.strings([("files", "%#@files@ gefunden")]),
      "fr.lproj/Localizable.strings": CatalogText.strings([("files", "%#@fichiers@ trouvés")]),
    ])
    #expect(
      try fixture.findings(of: "format-mismatch").map(\.message) == [
        "en value of files: %#@files@ names no variable of its own (it has none), so it cannot be expanded",
        "fr value of files: %#@fichiers@ names no variable of its own (it has none), so it cannot be expanded",
      ])
    // A run without the source language tells each translation.
    var onlyGerman = Configuration()
    onlyGerman.locales = [LocaleID("de")]
    #expect(
      try fixture.findings(of: "format-mismatch", configuration: onlyGerman).map(\.locale) == [LocaleID("de")]
    )
  }

  /// A device form may be the format: its references are the localization's variables too
  /// (audit 68).
  @Test func aDeviceFormNamesNoVariable() throws {
    let device = { (other: String) in
      #""variations":{"device":{"other":{"stringUnit":{"state":"translated","value":"\#(other)"}}}}"#
    }
    let fixture = try Fixture([
      "Localizable.xcstrings": Self.catalog(
        """
        "de":{\(device("%1$@ hat %2$#@files@")),\(Self.variable)},
        "fr":{\(device("%1$@ a %2$#@fichiers@")),\(Self.variable)}
        """)
    ])
    #expect(
      try fixture.findings(of: "format-mismatch").map(\.message) == [
        "fr value of %@ has %lld files: %#@fichiers@ names no variable of its own (it has files), so it cannot be "
          + "expanded"
      ])
  }

  /// A device case's own variables may name each other, as a localization's may.
  @Test func aDeviceCasesOwnVariablesNameEachOther() throws {
    let plural = { (name: String, arg: Int, one: String, other: String) in
      #""\#(name)":{"argNum":\#(arg),"formatSpecifier":"lld","variations":{"plural":{"#
        + #""one":{"stringUnit":{"state":"translated","value":"\#(one)"}},"#
        + #""other":{"stringUnit":{"state":"translated","value":"\#(other)"}}}}}"#
    }
    let device =
      #"{"variations":{"device":{"other":{"stringUnit":{"state":"translated","value":"%#@done@"},"substitutions":{"#
      + plural("done", 1, "%arg of %#@total@", "%arg of %#@total@") + ","
      + plural("total", 2, "%arg file", "%arg files") + "}}}}}"
    let fixture = try Fixture([
      "Localizable.xcstrings":
        #"{"sourceLanguage":"en","version":"1.0","strings":{"progress":{"localizations":{"en":"#
        + device + "}}}}"
    ])
    #expect(try fixture.findings(of: "format-mismatch").isEmpty)
  }

  /// Apple's nested pattern: `done`'s forms name `total`, the second argument.
  static func runs(done: (one: String, other: String), total: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0"><dict><key>runs</key><dict>
    <key>NSStringLocalizedFormatKey</key><string>%1$#@done@</string>
    <key>done</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
    <key>NSStringFormatValueTypeKey</key><string>lu</string>
    <key>one</key><string>\(done.one)</string><key>other</key><string>\(done.other)</string></dict>
    <key>total</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
    <key>NSStringFormatValueTypeKey</key><string>lu</string>
    <key>one</key><string>\(total)</string><key>other</key><string>\(total)</string></dict>
    </dict></dict></plist>
    """
  }

  @Test func aVariableThatAFormNamesTakesTheArgumentItsPositionSays() throws {
    let fixture = try Fixture([
      "en.lproj/Localizable.stringsdict": Self.runs(
        done: ("%lu %2$#@total@", "%lu %2$#@total@"), total: "of %lu runs completed"),
      // Correct: the total written with its position. Wrong: a misspelt variable, an object for a count.
      "de.lproj/Localizable.stringsdict": Self.runs(
        done: ("%lu %2$#@total@", "%lu %2$#@total@"), total: "von %2$lu Läufen abgeschlossen"),
      "es.lproj/Localizable.stringsdict": Self.runs(
        done: ("%lu %2$#@totl@", "%lu %2$#@totl@"), total: "de %lu ejecuciones"),
      "it.lproj/Localizable.stringsdict": Self.runs(
        done: ("%lu %2$#@total@", "%lu %2$#@total@"), total: "di %@ esecuzioni"),
    ])
    #expect(
      try fixture.findings(of: "format-mismatch").map(\.message) == [
        "es value of runs: %#@totl@ names no variable of its own (it has done, total), so it cannot be expanded",
        "it value of runs (substitutions.total.plural.one): argument 2 is %lu in the source but %@ here",
        "it value of runs (substitutions.total.plural.other): argument 2 is %lu in the source but %@ here",
      ])
  }

  @Test func theSourceLanguagesOwnValueIsCheckedToo() throws {
    let fixture = try Fixture([
      "Localizable.xcstrings": """
      {"sourceLanguage":"en","version":"1.0","strings":{"%lld files":{"localizations":{
      "en":{"stringUnit":{"state":"translated","value":"%#@fles@"},\(Self.variable)}}}}}
      """
    ])
    let findings = try fixture.findings(of: "format-mismatch")
    #expect(findings.map(\.locale) == [LocaleID("en")])
    #expect(findings.first?.message.contains("%#@fles@ names no variable of its own (it has files)") == true)
    #expect(findings.first?.position == fixture.position(of: "\"%#@fles@", in: "Localizable.xcstrings"))
  }

  @Test func aStringsdictWithoutASourceLanguageTableIsChecked() throws {
    let rule = { (format: String) in
      FixturePluralRule(
        "%d files", format: format, variable: "files", forms: [("one", "%d Datei"), ("other", "%d Dateien")])
    }
    let fixture = try Fixture([
      "App/de.lproj/Localizable.stringsdict": CatalogText.stringsdict([rule("%#@dateien@")]),
      "App/fr.lproj/Localizable.stringsdict": CatalogText.stringsdict([rule("%#@files@")]),
    ])
    #expect(
      try fixture.findings(of: "format-mismatch").map(\.message) == [
        "de value of %d files: %#@dateien@ names no variable of its own (it has files), so it cannot be expanded"
      ])
  }

  static func unreadable(_ has: String, object: Bool) -> String {
    "is no variable to Foundation, which reads a variable's name in ASCII letters, digits and _ only, so the "
      + "text comes out broken"
      + (object ? " (it formats %@ there, which reads the count as an object: a crash or garbage)" : "")
      + "; name it with those only (it has \(has))"
  }

  @Test func aVariableNameWrittenInAnotherScriptIsNoVariable() throws {
    // A translator wrote the name in Arabic and kept the variable's block as `files`.
    let rule = { (format: String) in
      FixturePluralRule(
        "%d files", format: format, variable: "files", forms: [("one", "%d ملف"), ("other", "%d ملفات")])
    }
    let fixture = try Fixture([
      "App/en.lproj/Localizable.stringsdict": CatalogText.stringsdict([rule("%#@files@")]),
      "App/ar.lproj/Localizable.stringsdict": CatalogText.stringsdict([rule("%#@الملفات@")]),
      "App/fr.lproj/Localizable.stringsdict": CatalogText.stringsdict([rule("%#@files@ (e-mail : a#@b@c)")]),
    ])
    let messages = try fixture.findings(of: "format-mismatch").map(\.message)
    // One finding, not a second one for a stray '%' at the same place.
    #expect(messages == ["ar value of %d files: %#@الملفات@ " + Self.unreadable("files", object: false)])
  }

  @Test func aNameThatStartsWithACombiningMarkIsNoVariable() throws {
    // Review 161: found on the bytes, `#@` followed by a combining mark is a reference too.
    let rule = { (format: String) in
      FixturePluralRule(
        "%d files", format: format, variable: "files",
        forms: [("one", "%d fichier"), ("other", "%d fichiers")])
    }
    let fixture = try Fixture([
      "App/en.lproj/Localizable.stringsdict": CatalogText.stringsdict([rule("%#@files@")]),
      "App/fr.lproj/Localizable.stringsdict": CatalogText.stringsdict([rule("%#@\u{301}files@")]),
    ])
    let messages = try fixture.findings(of: "format-mismatch").map(\.message)
    #expect(messages.count == 1)
    #expect(messages.first?.contains("is no variable to Foundation") == true)
  }

  @Test func aVariableNamedInAnotherScriptIsNoVariableEvenWhereItsBlockExists() throws {
    // A Polish translator's `%#@sekundę@` with a block `sekundę` (Corona-Warn-App): CoreFoundation
    // reads a name in `[A-Za-z0-9_]` only, and formats the rest as `%@`.
    let rule = { (format: String, variable: String) in
      FixturePluralRule(
        "%d seconds", format: format, variable: variable,
        forms: [("one", "%d sekunda"), ("other", "%d sekund")])
    }
    let fixture = try Fixture([
      "App/en.lproj/Localizable.stringsdict": CatalogText.stringsdict([rule("%#@seconds@", "seconds")]),
      "App/pl.lproj/Localizable.stringsdict": CatalogText.stringsdict([rule("Zostało %#@sekundę@", "sekundę")]
      ),
    ])
    #expect(
      try fixture.findings(of: "format-mismatch").map(\.message) == [
        "pl value of %d seconds: %#@sekundę@ " + Self.unreadable("sekundę", object: true)
      ])
    // A stray `%` elsewhere in the text is still reported beside it.
    let stray = try Fixture([
      "App/en.lproj/Localizable.stringsdict": CatalogText.stringsdict([rule("%#@seconds@ left", "seconds")]),
      "App/pl.lproj/Localizable.stringsdict": CatalogText.stringsdict([
        rule("Zostało %#@sekundę@ – 100%", "sekundę")
      ]),
    ])
    #expect(
      try stray.findings(of: "format-mismatch").contains { $0.message.contains("a '%' here is neither") })
    // A numbered reference is one reference: its `%` is not a stray one.
    let numbered = try Fixture([
      "App/en.lproj/Localizable.stringsdict": CatalogText.stringsdict([rule("%1$#@seconds@ left", "seconds")]
      ),
      "App/pl.lproj/Localizable.stringsdict": CatalogText.stringsdict([
        rule("Zostało %1$#@sekundę@", "sekundę")
      ]),
    ])
    #expect(try numbered.findings(of: "format-mismatch").count == 1)
    // The reference still stands for its argument: the `%d` after it is the source's second, not
    // a second finding ("argument 2 is missing here").
    let followed = try Fixture([
      "App/en.lproj/Localizable.stringsdict": CatalogText.stringsdict([rule("%#@seconds@ of %d", "seconds")]),
      "App/pl.lproj/Localizable.stringsdict": CatalogText.stringsdict([
        rule("Zostało %#@sekundę@ z %d", "sekundę")
      ]),
    ])
    #expect(
      try followed.findings(of: "format-mismatch").map(\.message) == [
        "pl value of %d seconds: %#@sekundę@ " + Self.unreadable("sekundę", object: true)
      ])
    // A name with a no-break space is one the parser reads as the variable meant: reported so too.
    let spaced = try Fixture([
      "App/en.lproj/Localizable.stringsdict": CatalogText.stringsdict([rule("%#@seconds@ of %d", "seconds")]),
      "App/pl.lproj/Localizable.stringsdict": CatalogText.stringsdict([
        rule("Zostało %#@sekund\u{00A0}y@ z %d", "seconds")
      ]),
    ])
    #expect(
      try spaced.findings(of: "format-mismatch").map(\.message).map {
        $0.contains("is no variable to Foundation")
      } == [true])
  }

  @Test func aCatalogKeyStandingInForTheSourceTextIsNotJudged() throws {
    // The source localization is not written: its text is the key, which names no variable.
    let fixture = try Fixture([
      "Localizable.xcstrings": """
      {"sourceLanguage":"en","version":"1.0","strings":{"%#@files@":{"localizations":{
      "de":{"stringUnit":{"state":"translated","value":"%#@files@"},\(Self.variable)}}}}}
      """
    ])
    #expect(
      !(try fixture.findings(of: "format-mismatch")).contains { $0.message.contains("names no variable") })
  }
}
