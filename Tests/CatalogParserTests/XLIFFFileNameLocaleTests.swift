import Testing

@testable import CatalogParser

/// An XLIFF file that declares no target locale takes the one its name gives (Angular's
/// `messages.de.xlf`, Lokalise's `de.xliff`).
@Suite struct XLIFFFileNameLocaleTests {
  private static let angular = """
    <?xml version="1.0" encoding="UTF-8" ?>
    <xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
      <file source-language="en-US" datatype="plaintext" original="ng2.template">
        <body>
          <trans-unit id="welcome" datatype="html">
            <source>Hello World!!</source>
            <target>Witaj Świecie!!</target>
          </trans-unit>
        </body>
      </file>
    </xliff>
    """

  private static func parse(_ xml: String, file: String) throws -> ParsedFile {
    try XLIFFParser.parse(
      Array(xml.utf8),
      context: FileContext(displayPath: "src/locale/" + file, bundle: "src/locale", table: "x"))
  }

  @Test func anAngularTranslationFileTakesTheLocaleOfItsName() throws {
    let parsed = try Self.parse(Self.angular, file: "messages.pl.xlf")
    let table = try #require(parsed.tables.first)
    #expect(table.declaredLocales == [LocaleID("pl")])
    #expect(table.entry(forKey: "welcome")?.localizations[LocaleID("pl")]?.value == "Witaj Świecie!!")
    #expect(table.entry(forKey: "welcome")?.localizations[LocaleID("en-US")]?.value == "Hello World!!")
  }

  @Test func anXLIFF20DocumentWithoutTrgLangTakesItToo() throws {
    let xml = """
      <xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en-US">
        <file id="ngi18n" original="ng.template"><unit id="CASH">
          <segment state="translated"><source>Cash</source><target>Наличные</target></segment>
        </unit></file>
      </xliff>
      """
    let parsed = try Self.parse(xml, file: "messages.ru.xlf")
    let value = parsed.tables.first?.entry(forKey: "CASH")?.localizations[LocaleID("ru")]
    #expect(value?.value == "Наличные")
  }

  @Test func namesThatGiveNoLocaleLeaveTheFileAnError() {
    // No locale part, a three-letter name alone, a word that is no language.
    for file in ["messages.xlf", "app.xlf", "messages.template.xlf"] {
      #expect(throws: CatalogError.self, "\(file)") { try Self.parse(Self.angular, file: file) }
    }
  }

  @Test func aFileNamedForTheSourceLanguageHoldsSourceText() throws {
    // LearnNavi's Xcode 9 `en.xliff`: its `Info.plist` `<file>` has targets and no target-language.
    let parsed = try Self.parse(Self.angular, file: "en-US.xliff")
    let table = try #require(parsed.tables.first)
    #expect(table.declaredLocales == [LocaleID("en-US")])
    #expect(table.entry(forKey: "welcome")?.localizations.map(\.key) == [LocaleID("en-US")])
    #expect(table.entry(forKey: "welcome")?.localizations[LocaleID("en-US")]?.value == "Witaj Świecie!!")
  }

  @Test func theLocalePartOfAName() {
    let locale = { (file: String) in XLIFFFileNameLocale.locale(ofFile: file) }
    #expect(locale("messages.de.xlf") == LocaleID("de"))
    #expect(locale("i18n/messages.pt-BR.xlf") == LocaleID("pt-BR"))
    #expect(locale("messages.zh_Hans.xlf") == LocaleID("zh-Hans"))
    #expect(locale("messages.fil.xlf") == LocaleID("fil"))
    #expect(locale("messages.anp.xlf") == LocaleID("anp"))
    #expect(locale("messages.ars.xlf") == LocaleID("ars"))
    #expect(locale("de.xliff") == LocaleID("de"))
    #expect(locale("yue-HK.xliff") == LocaleID("yue-HK"))
    #expect(locale("app.xlf") == nil)
    #expect(locale("messages.en.xlf") == LocaleID("en"))
    #expect(locale("messages.xlf") == nil)
    #expect(locale("messages.d3.xlf") == nil)
    // Words that are no language: a platform, a state, an abbreviation.
    #expect(locale("MyApp.ios.xlf") == nil)
    #expect(locale("strings.new.xliff") == nil)
    #expect(locale("ui.xlf") == nil)
  }

  /// Audit 170: `ng2.template`, `ng.template` and Symfony's `file.ext` name no file: each document
  /// is the table its own name names, in its own folder, so two apps or two Symfony domains keep
  /// their units apart.
  @Test(arguments: [
    ("ng2.template", "messages.pl.xlf", "messages"), ("file.ext", "validators.pl.xlf", "validators"),
    ("file.ext", "security.pl_PL.xlf", "security"),
  ])
  func aToolsConstantOriginalNamesNoTable(original: String, file: String, table: String) throws {
    let xml = Self.angular.replacingOccurrences(of: "ng2.template", with: original)
    // The loader's context: the file's name without its extension.
    let parsed = try XLIFFParser.parse(
      Array(xml.utf8),
      context: FileContext(
        displayPath: "src/locale/" + file, bundle: "src/locale", table: String(file.dropLast(4))))
    #expect(parsed.tables.map(\.name) == [table])
    #expect(parsed.tables.first?.bundle == "src/locale")
    #expect(parsed.tablesNamedByFile == [0])
  }
}
