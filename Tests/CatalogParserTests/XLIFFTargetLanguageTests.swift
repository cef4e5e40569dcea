import Testing

@testable import CatalogParser

/// A translation whose locale the document does not say is an error, not a value left out.
@Suite struct XLIFFTargetLanguageTests {
  private static func parse(_ xml: String, file: String = "messages.xlf") throws(CatalogError) -> ParsedFile {
    try XLIFFParser.parse(
      Array(xml.utf8), context: FileContext(displayPath: file, bundle: "Fallback", table: "Fallback"))
  }

  private static func error(_ xml: String, file: String = "messages.xlf") -> CatalogError? {
    do {
      _ = try parse(xml, file: file)
      return nil
    } catch { return error }
  }

  @Test func aTargetWithoutTargetLanguageIsAnError() {
    let error = Self.error(
      """
      <xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
        <file source-language="en" datatype="plaintext" original="ng2.template"><body>
          <trans-unit id="title"><source>Hello</source><target>Hallo</target></trans-unit>
        </body></file>
      </xliff>
      """)
    #expect(error?.position.line == 3 && error?.position.column == 58)  // the text of the target
    #expect(
      error?.message
        == "a <target> in a <file> without target-language: the locale of its translation is unknown "
        + "(set target-language or the targets' xml:lang, or name the file after it: messages.de.xlf)")
  }

  @Test func aLanguageThatIsNoLanguageTagIsAnError() {
    let error = Self.error(
      """
      <xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
        <file source-language="en" target-language="de|x&#10;y" original="ng2.template"><body/></file>
      </xliff>
      """)
    #expect(error?.position.line == 2 && error?.position.column == 3)
    #expect(
      error?.message
        == "target-language 'de|x\\u{A}y' is not a language tag (a language code of 2 or 3 letters, then "
        + "'-' and letters or digits, as in 'pt-BR')")
    let version2 = Self.error(
      """
      <xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en us" trgLang="de"/>
      """)
    #expect(version2?.message.hasPrefix("srcLang 'en us' is not a language tag") == true)
    // A translators' template (rurza/Background-Translations): letters only, yet no language.
    let template = Self.error(
      """
      <xliff version="1.2"><file source-language="en" target-language="generic" original="a.strings"/></xliff>
      """)
    #expect(template?.message.contains("'generic' is not a language tag (a language code of 2 or 3") == true)
    #expect(
      template?.message.hasSuffix(
        "; a template for translators is no translation: leave it out with --exclude")
        == true)
  }

  @Test func aLanguagesOwnNameIsNoTemplate() throws {
    // Review 179: "Deutsch" is a translation's language, not a template's: no `--exclude` hint.
    let error = Self.error(
      """
      <xliff version="1.2"><file source-language="en" target-language="Deutsch" original="a.strings"/></xliff>
      """)
    #expect(error?.message.hasSuffix("as in 'pt-BR')") == true)
  }

  @Test func aTemplateWithoutTargetsNeedsNoTargetLanguage() throws {
    let parsed = try Self.parse(
      """
      <xliff version="1.2"><file source-language="en" original="App/en.lproj/Localizable.strings"><body>
        <trans-unit id="title"><source>Hello</source></trans-unit>
        <trans-unit id="empty"><source>Bye</source><target/></trans-unit>
      </body></file></xliff>
      """)
    #expect(parsed.tables.first?.entry(forKey: "title")?.localizations[LocaleID("en")]?.value == "Hello")
  }

  @Test func xliff20WithoutTrgLang() {
    let error = Self.error(
      """
      <xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en">
        <file id="f"><unit id="u"><segment><source>Hello</source><target>Hallo</target></segment></unit></file>
      </xliff>
      """)
    #expect(
      error?.message
        == "a <target> in a <xliff> without trgLang: the locale of its translation is unknown "
        + "(set trgLang, or name the file after it: messages.de.xlf)")
  }

  @Test func aBlankLanguageIsNoLanguage() throws {
    // target-language="" names no locale; srcLang="" leaves the source to the other sources.
    let error = Self.error(
      """
      <xliff version="1.2"><file source-language="en" target-language="" original="App/en.lproj/R.strings"><body>
        <trans-unit id="open"><source>Open</source><target>Ouvrir</target></trans-unit>
      </body></file></xliff>
      """)
    #expect(error?.message.hasPrefix("a <target> in a <file> without target-language") == true)
    let parsed = try Self.parse(
      """
      <xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang=" " trgLang="fr">
        <file id="f"><unit id="u"><segment><source>Open</source><target>Ouvrir</target></segment></unit></file>
      </xliff>
      """)
    #expect(parsed.tables.first?.sourceLocale == nil)
    #expect(parsed.tables.first?.entry(forKey: "u")?.localizations[LocaleID("fr")]?.value == "Ouvrir")
  }
}
