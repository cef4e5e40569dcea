import Testing

@testable import CatalogParser

/// XLIFF 2.0 keeps a state per `<segment>`: a unit is as far along as its least advanced segment.
@Suite struct XLIFFSegmentStateTests {
  /// The French value of the key in a one-unit XLIFF 2.0 document whose unit holds `segments`.
  private static func french(_ segments: String) throws -> LocalizedValue? {
    let xml = """
      <xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="fr">
        <file id="f1" original="App/en.lproj/Localizable.strings">
          <unit id="key">\(segments)</unit>
        </file>
      </xliff>
      """
    let context = FileContext(displayPath: "fr.xlf", bundle: "Fallback", table: "Fallback")
    let parsed = try XLIFFParser.parse(Array(xml.utf8), context: context)
    return parsed.tables.first?.entry(forKey: "key")?.localizations[LocaleID("fr")]
  }

  @Test func aLaterSegmentThatIsLessAdvancedWins() throws {
    let value = try Self.french(
      """
      <segment state="final"><source>Sign</source><target>Se</target></segment>
      <ignorable><source> </source><target> </target></ignorable>
      <segment state="translated"><source>in</source><target>connecter</target></segment>
      """)
    #expect(value?.value == "Se connecter")
    #expect(value?.state == "translated")
  }

  @Test func aMoreAdvancedLaterSegmentDoesNotRaiseTheState() throws {
    let value = try Self.french(
      """
      <segment state="reviewed"><source>A.</source><target>A.</target></segment>
      <segment state="final"><source>B.</source><target>B.</target></segment>
      """)
    #expect(value?.state == "reviewed")
  }

  @Test func aSegmentWithoutStateDoesNotLowerTheUnitsState() throws {
    // A target without a state is a translation, as in XLIFF 1.2.
    let value = try Self.french("<segment><source>Hi</source><target>Salut</target></segment>")
    #expect(value?.state == "translated")
    let mixed = try Self.french(
      """
      <segment state="final"><source>A.</source><target>A.</target></segment>
      <segment><source>B.</source><target>B.</target></segment>
      """)
    #expect(mixed?.state == "final")
    let marked = try Self.french(
      """
      <segment state="final"><source>A.</source><target>A.</target></segment>
      <segment state="initial"><source>B.</source><target>B.</target></segment>
      """)
    #expect(marked?.state == "initial")
  }

  @Test func aSegmentWithoutTargetLeavesTheUnitUntranslated() throws {
    let partial = try Self.french(
      """
      <segment state="translated"><source>Hello. </source><target>Bonjour. </target></segment>
      <segment state="translated"><source>Welcome back.</source></segment>
      """)
    #expect(partial?.isWithoutText == true)
    let untranslatedFirst = try Self.french(
      """
      <segment><source>Hello. </source></segment>
      <segment><source>Welcome back.</source><target>Bon retour.</target></segment>
      """)
    #expect(untranslatedFirst?.isWithoutText == true)
  }

  @Test func anIgnorableWithoutTargetStandsInTheTargetAsInTheSource() throws {
    let between = try Self.french(
      """
      <segment><source>One.</source><target>Un.</target></segment>
      <ignorable><source> </source></ignorable>
      <segment><source>Two.</source><target>Deux.</target></segment>
      """)
    #expect(between?.value == "Un. Deux.")
    let leading = try Self.french(
      """
      <ignorable><source>\u{2022} </source></ignorable>
      <segment><source>Item</source><target>Article</target></segment>
      """)
    #expect(leading?.value == "\u{2022} Article")
    let onlyIgnorable = try Self.french(
      """
      <ignorable><source> </source></ignorable>
      <segment><source>Item</source></segment>
      """)
    #expect(onlyIgnorable?.isWithoutText == true)
  }

  @Test func aTargetsOrderMovesItsTextAmongTheParts() throws {
    // The translator put the second sentence first: XLIFF 2.0's `order` says where each goes.
    let reordered = try Self.french(
      """
      <segment><source>Sign in.</source><target order="3">Connectez-vous.</target></segment>
      <ignorable><source> </source></ignorable>
      <segment><source>It is free.</source><target order="1">C'est gratuit.</target></segment>
      """)
    #expect(reordered?.value == "C'est gratuit. Connectez-vous.")
    let inOrder = try Self.french(
      """
      <segment><source>Sign in.</source><target>Connectez-vous.</target></segment>
      <ignorable><source> </source></ignorable>
      <segment><source>It is free.</source><target>C'est gratuit.</target></segment>
      """)
    #expect(inOrder?.value == "Connectez-vous. C'est gratuit.")
  }

  @Test func segmentElementsMeanNothingInXLIFF12() throws {
    let xml = """
      <xliff version="1.2"><file original="Localizable.strings" source-language="en" target-language="fr">
      <body><trans-unit id="key"><source>Hi</source><target>Salut</target><segment/></trans-unit></body>
      </file></xliff>
      """
    let context = FileContext(displayPath: "fr.xliff", bundle: "Fallback", table: "Fallback")
    let parsed = try XLIFFParser.parse(Array(xml.utf8), context: context)
    #expect(parsed.tables.first?.entry(forKey: "key")?.localizations[LocaleID("fr")]?.value == "Salut")
  }

  @Test(arguments: [
    ("<mrk mtype=\"seg\" mid=\"1\">Tippen.</mrk> <mrk mtype=\"seg\" mid=\"2\"/>", nil),
    ("<mrk mtype=\"seg\" mid=\"1\">Tippen.</mrk> <mrk mtype=\"seg\" mid=\"2\"></mrk>", nil),
    ("<mrk mtype=\"seg\" mid=\"1\">Tippen.</mrk> <mrk mtype=\"seg\" mid=\"2\">&#160;</mrk>", nil),
    ("<mrk mtype=\"seg\" mid=\"1\">Tippen.</mrk> <mrk mtype=\"seg\" mid=\"2\"><g id=\"1\"></g></mrk>", nil),
    ("<mrk mtype=\"seg\" mid=\"1\">Tippen.</mrk> <mrk mtype=\"seg\" mid=\"2\">Dann.</mrk>", "Tippen. Dann."),
    ("<mrk mtype=\"x-term\">Tippen.</mrk>", "Tippen."),
    // A segment of only a code (a line break) is translated as the source's is.
    ("<mrk mtype=\"seg\" mid=\"1\">Tippen.</mrk><mrk mtype=\"seg\" mid=\"2\"><x id=\"1\"/></mrk>", "Tippen."),
  ])
  func anXLIFF12TargetSegmentWithoutTextLeavesTheUnitUntranslated(target: String, expected: String?) throws {
    // Trados and memoQ segment XLIFF 1.2 with `<mrk mtype="seg">`: the 1.2 spelling of 2.0's segments.
    let xml = """
      <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
      <file original="App/en.lproj/Localizable.strings" source-language="en" target-language="de"><body>
      <trans-unit id="key"><source>Tap. Then.</source>
      <seg-source><mrk mtype="seg" mid="1">Tap.</mrk> <mrk mtype="seg" mid="2">Then.</mrk></seg-source>
      <target state="translated">\(target)</target></trans-unit></body></file></xliff>
      """
    let context = FileContext(displayPath: "de.xliff", bundle: "Fallback", table: "Fallback")
    let parsed = try XLIFFParser.parse(Array(xml.utf8), context: context)
    let german = parsed.tables.first?.entry(forKey: "key")?.localizations[LocaleID("de")]
    #expect(german?.value == expected)
  }
}
