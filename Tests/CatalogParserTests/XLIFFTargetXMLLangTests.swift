import Testing

@testable import CatalogParser

/// XLIFF 1.2 makes `target-language` optional: a `<target xml:lang>` says the translation's locale.
@Suite struct XLIFFTargetXMLLangTests {
  private static func parse(_ xml: String, file: String = "strings.xlf") throws(CatalogError) -> ParsedFile {
    try XLIFFParser.parse(
      Array(xml.utf8), context: FileContext(displayPath: file, bundle: ".", table: "strings"))
  }

  private static func document(_ units: String, targetLanguage: String = "") -> String {
    """
    <xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
      <file source-language="en"\(targetLanguage) datatype="plaintext" original="App/en.lproj/Main.strings"><body>
    \(units)
      </body></file>
    </xliff>
    """
  }

  @Test func theTargetsLanguageIsTheFilesLocale() throws {
    let parsed = try Self.parse(
      Self.document(
        """
            <trans-unit id="title"><source>Hello</source><target xml:lang="fr">Bonjour</target></trans-unit>
            <trans-unit id="later"><source>Bye</source></trans-unit>
        """))
    let table = try #require(parsed.tables.first)
    #expect(table.entry(forKey: "title")?.localizations[LocaleID("fr")]?.value == "Bonjour")
    #expect(table.declaredLocales.contains(LocaleID("fr")))
    // A unit after the first target, without one, is untranslated in that locale.
    let later = table.entry(forKey: "later")?.localizations[LocaleID("fr")]
    #expect(later != nil && later?.value == nil)
  }

  @Test func theTargetsRegionOfTheFileNamesLanguageIsTaken() throws {
    let parsed = try Self.parse(
      Self.document(
        #"<trans-unit id="t"><source>Hi</source><target xml:lang="de-AT">Servus</target></trans-unit>"#),
      file: "strings.de.xlf")
    #expect(parsed.tables.first?.entry(forKey: "t")?.localizations[LocaleID("de-AT")]?.value == "Servus")
    #expect(parsed.tables.first?.entry(forKey: "t")?.localizations[LocaleID("de")] == nil)
  }

  @Test func targetsOfTheNamesLanguageAndAnotherAreAnErrorFirstOrLater() {
    // Review 138: whatever the order of the units; targets that all say `fr` are read as `fr`.
    let (bare, french) = (
      #"<trans-unit id="a"><source>A</source><target>A</target></trans-unit>"#,
      #"<trans-unit id="b"><source>B</source><target xml:lang="fr">B fr</target></trans-unit>"#
    )
    #expect {
      try Self.parse(Self.document(bare + french), file: "strings.de.xlf")
    } throws: { error in
      (error as? CatalogError)?.message.hasPrefix(
        "a <target xml:lang=\"fr\"> in a <file> in 'de' (from the file's name)") == true
    }
    #expect {
      try Self.parse(Self.document(french + bare), file: "strings.de.xlf")
    } throws: { error in
      (error as? CatalogError)?.message.hasPrefix(
        "a <target> without xml:lang in a <file> whose targets say 'fr', not 'de' as its name does") == true
    }
  }

  @Test func targetLanguageWinsOverTheTargetsLanguage() throws {
    // Okapi writes both; where they differ, the file's attribute is the one XLIFF defines for it.
    let parsed = try Self.parse(
      Self.document(
        #"<trans-unit id="t"><source>Hi</source><target xml:lang="fr">Hallo</target></trans-unit>"#,
        targetLanguage: #" target-language="de""#))
    #expect(parsed.tables.first?.entry(forKey: "t")?.localizations[LocaleID("de")]?.value == "Hallo")
    #expect(parsed.tables.first?.entry(forKey: "t")?.localizations[LocaleID("fr")] == nil)
  }

  @Test func targetsInTwoLanguagesAreAnError() {
    #expect {
      try Self.parse(
        Self.document(
          """
              <trans-unit id="a"><source>A</source><target xml:lang="fr">A fr</target></trans-unit>
              <trans-unit id="b"><source>B</source><target xml:lang="de">B de</target></trans-unit>
          """))
    } throws: { error in
      guard let error = error as? CatalogError else { return false }
      return error.position.line == 4 && error.position.column == 42
        && error.message
          == "a <target xml:lang=\"de\"> in a <file> in 'fr' (from an earlier target's xml:lang): one <file> "
          + "holds one target language (set target-language)"
    }
  }

  @Test func aTargetInAnotherLanguageThanTheFileNamesIsAnError() {
    // Review 137: the first target says nothing, so the name gives `de`; the next says `fr`.
    #expect {
      try Self.parse(
        Self.document(
          """
              <trans-unit id="a"><source>A</source><target>A de</target></trans-unit>
              <trans-unit id="b"><source>B</source><target xml:lang="fr">B fr</target></trans-unit>
          """), file: "strings.de.xlf")
    } throws: { error in
      (error as? CatalogError)?.message
        == "a <target xml:lang=\"fr\"> in a <file> in 'de' (from the file's name): one <file> holds one target "
        + "language (set target-language)"
    }
  }

  @Test func targetsThatSayAnotherLanguageThanTheFileNamesAreReadSoWithAWarning() throws {
    // Audit 292: as a `target-language` of another language than the name's is.
    let parsed = try Self.parse(
      Self.document(
        #"<trans-unit id="save"><source>Save</source><target xml:lang="it">Salva</target></trans-unit>"#),
      file: "messages.es.xlf")
    #expect(parsed.tables.first?.entry(forKey: "save")?.localizations[LocaleID("it")]?.value == "Salva")
    #expect(parsed.localeNameMismatches.map(\.attribute) == ["xml:lang"])
    #expect(parsed.localeNameMismatches.map(\.declared) == [LocaleID("it")])
  }

  @Test func targetsInTheSourceLanguageAgainstTheFileNameAreAnError() {
    // Review 195: a copied `<source>`'s language, not the translation's.
    #expect {
      try Self.parse(
        Self.document(#"<trans-unit id="a"><source>A</source><target xml:lang="en">A</target></trans-unit>"#),
        file: "messages.es.xlf")
    } throws: { error in
      (error as? CatalogError)?.message.hasPrefix(
        "a <target xml:lang=\"en\"> in a <file> in 'es' (from the file's name)")
        == true
    }
  }

  @Test func aLanguageThatIsNoLanguageTagIsAnError() {
    #expect {
      try Self.parse(
        Self.document(
          #"<trans-unit id="a"><source>A</source><target xml:lang="fr fr">x</target></trans-unit>"#))
    } throws: { error in
      (error as? CatalogError)?.message.hasPrefix("xml:lang 'fr fr' is not a language tag") == true
    }
  }
}
