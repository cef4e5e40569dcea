import Testing

@testable import CatalogParser

/// Inline codes inside XLIFF texts: a label keeps the native code its placeholders stand for.
@Suite struct XLIFFInlineCodeTests {
  private static let context = FileContext(displayPath: "de.xlf", bundle: "Fallback", table: "Fallback")

  /// The source and target texts of `unitID`'s key in the only table of `xml`.
  private static func texts(_ xml: String, key: String) throws -> (source: String?, target: String?) {
    let parsed = try XLIFFParser.parse(Array(xml.utf8), context: context)
    let entry = try #require(parsed.tables.first?.entry(forKey: key))
    return (entry.localizations[LocaleID("en")]?.value, entry.localizations[LocaleID("de")]?.value)
  }

  private static func xliff20(unit: String) -> String {
    """
    <?xml version="1.0"?>
    <xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="de">
     <file id="f1" original="App/Localizable.strings">
      \(unit)
     </file>
    </xliff>
    """
  }

  private static func xliff12(unit: String) -> String {
    """
    <?xml version="1.0"?>
    <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
     <file original="App/en.lproj/Localizable.strings" source-language="en" target-language="de"><body>
      \(unit)
     </body></file>
    </xliff>
    """
  }

  @Test func xliff20PlaceholdersTakeTheirOriginalData() throws {
    let xml = Self.xliff20(
      unit: """
        <unit id="greeting">
         <originalData><data id="d1">%@</data><data id="d2">%lld</data></originalData>
         <segment><source>Hi <ph id="1" dataRef="d1"/>, <ph id="2" dataRef="d2"/> new</source>
         <target>Hallo <ph id="1" dataRef="d1"/>, <ph id="2" dataRef="d2"/> neu</target></segment>
        </unit>
        """)
    let texts = try Self.texts(xml, key: "greeting")
    #expect(texts.source == "Hi %@, %lld new")
    #expect(texts.target == "Hallo %@, %lld neu")
  }

  @Test func xliff20PairedCodesWrapTheirContent() throws {
    let xml = Self.xliff20(
      unit: """
        <unit id="bold">
         <originalData><data id="s">&lt;b&gt;</data><data id="e">&lt;/b&gt;</data></originalData>
         <segment><source><pc id="1" dataRefStart="s" dataRefEnd="e">Save <pc id="2" equivStart="[" equivEnd="]">now</pc></pc>!</source>
         <target><sc id="1" dataRef="s"/>Sichern<ec startRef="1" dataRef="e"/>!</target></segment>
        </unit>
        """)
    let texts = try Self.texts(xml, key: "bold")
    #expect(texts.source == "<b>Save [now]</b>!")
    #expect(texts.target == "<b>Sichern</b>!")
  }

  @Test func xliff20CodePointsAndEquivalentsWithoutData() throws {
    let xml = Self.xliff20(
      unit: """
        <unit id="bell">
         <originalData><data id="d1">a<cp hex="0007"/>b</data></originalData>
         <segment><source>Ring<cp hex="0007"/> <ph id="1" equiv="{name}"/> <ph id="2" dataRef="d1"/><ph id="3" dataRef="missing"/><cp hex="110000"/></source></segment>
        </unit>
        """)
    #expect(try Self.texts(xml, key: "bell").source == "Ring\u{7} {name} a\u{7}b")
  }

  @Test func angularPlaceholderNamesGiveWayToTheirInterpolation() throws {
    // `ng extract-i18n --format xlf2` writes names in `equiv` and the code in `disp`.
    let xml = Self.xliff20(
      unit: """
        <unit id="greeting">
         <segment><source>Hello <ph id="0" equiv="INTERPOLATION" disp="{{ name }}"/>,<ph id="1" equiv="LINE_BREAK" type="fmt" disp="&lt;br/&gt;"/> <pc id="2" equivStart="START_BOLD_TEXT" equivEnd="CLOSE_BOLD_TEXT" type="fmt" dispStart="&lt;b&gt;" dispEnd="&lt;/b&gt;">welcome</pc> <ph id="3" equiv="ICU" disp="{count, plural, =1 {one} other {more}}"/></source>
          <target>Hallo <ph id="0" equiv="INTERPOLATION" disp="{{ name }}"/>, <pc id="2" equivStart="START_BOLD_TEXT" equivEnd="CLOSE_BOLD_TEXT" type="fmt" dispStart="&lt;b&gt;" dispEnd="&lt;/b&gt;">willkommen</pc></target></segment>
        </unit>
        """)
    let texts = try Self.texts(xml, key: "greeting")
    #expect(texts.source == "Hello {{ name }},\n welcome {count, plural, =1 {one} other {more}}")
    #expect(texts.target == "Hallo {{ name }}, willkommen")
  }

  @Test func aLocalizeExpressionReadsAsItsCodeWritesIt() throws {
    // Angular's `$localize`: `<ph equiv="PH" disp="name"/>` (2.0), `<x id="PH" equiv-text="name"/>`
    // (1.2) stand for `${name}`, a value; they read as nothing, or as the words "user.name", before.
    let modern = Self.xliff20(
      unit: """
        <unit id="hello"><segment><source>Hello, <ph id="0" equiv="PH" disp="name"/>!</source>
        <target>Bonjour, <ph id="0" equiv="PH" disp="name"/> !</target></segment></unit>
        """)
    let texts = try Self.texts(modern, key: "hello")
    #expect(texts.source == "Hello, ${name}!")
    #expect(texts.target == "Bonjour, ${name} !")
    let legacy = Self.xliff12(
      unit: """
        <trans-unit id="only"><source><x id="PH" equiv-text="user.name"/> and <x id="PH_1" equiv-text="n"/>\
        </source><target><x id="PH_1"/> et <x id="PH"/></target></trans-unit>
        <trans-unit id="key"><source>Press <x id="CTRL_C" equiv-text="Ctrl+C"/></source></trans-unit>
        """)
    #expect(try Self.texts(legacy, key: "only").source == "${user.name} and ${n}")
    #expect(try Self.texts(legacy, key: "only").target == "${n} et ${user.name}")
    // Another tool's named code keeps its text.
    #expect(try Self.texts(legacy, key: "key").source == "Press Ctrl+C")
  }

  @Test func aTargetPlaceholderWithItsNameOnlyIsTheSourcesOfItsID() throws {
    // Angular's translated 2.0 files write the name without `disp` (review 192).
    let xml = Self.xliff20(
      unit: """
        <unit id="welcome"><segment>\
        <source>Welcome to <ph id="0" equiv="PH" disp="app"/> and <ph id="1" equiv="PH_1" disp="site"/></source>
        <target>Bienvenue à <ph id="0" equiv="PH"/> et <ph id="1" equiv="PH_1"/></target></segment></unit>
        """)
    #expect(try Self.texts(xml, key: "welcome").target == "Bienvenue à ${app} et ${site}")
  }

  @Test func targetSpanningCodesWithTheirNamesOnlyAreTheSourcesOfTheirIDs() throws {
    // Angular writes a `$localize` expression inside markup as `<sc>`/`<ec>` or `<pc>`; its
    // translations name the codes without `disp` (review 193), which read as "PH" before.
    let xml = Self.xliff20(
      unit: """
        <unit id="link"><segment>\
        <source>Open <sc id="0" equiv="PH" disp="url"/>the page<ec id="1" startRef="0" equiv="PH_1" disp="end"/></source>
        <target>Ouvrir <sc id="0" equiv="PH"/>la page<ec startRef="0" equiv="PH_1"/></target></segment></unit>
        <unit id="bold"><segment>\
        <source><pc id="0" equivStart="PH" equivEnd="PH_1" dispStart="start" dispEnd="end">Save</pc></source>
        <target><pc id="0" equivStart="PH" equivEnd="PH_1">Sichern</pc></target></segment></unit>
        """)
    #expect(try Self.texts(xml, key: "link").target == "Ouvrir ${url}la page${end}")
    #expect(try Self.texts(xml, key: "bold").source == "${start}Save${end}")
    #expect(try Self.texts(xml, key: "bold").target == "${start}Sichern${end}")
  }

  @Test func anotherToolsNamedCodeShowsItsDisplayText() throws {
    // Review 192: `equiv` names the code, `disp` is the text the user sees; Angular's markup
    // writes a tag there, which shows nothing.
    let xml = Self.xliff20(
      unit: """
        <unit id="copy"><segment><source>Press <ph id="1" equiv="CTRL_C" disp="Ctrl+C"/> to copy</source>
        <target>Drücken Sie <ph id="1" equiv="CTRL_C" disp="Strg+C"/> zum Kopieren</target></segment></unit>
        """)
    #expect(try Self.texts(xml, key: "copy").source == "Press Ctrl+C to copy")
    #expect(try Self.texts(xml, key: "copy").target == "Drücken Sie Strg+C zum Kopieren")
    // Review 197: a name that starts like Angular's markup is still another tool's.
    let key = Self.xliff20(
      unit: """
        <unit id="go"><segment><source>Press <ph id="1" equiv="START_KEY" disp="Ctrl"/> to go</source></segment></unit>
        """)
    #expect(try Self.texts(key, key: "go").source == "Press Ctrl to go")
  }

  @Test func angularControlFlowBlocksShowNothing() throws {
    // Review 196: Angular 17's `@if`/`@else` around translated text, as its serializer writes it.
    let modern = Self.xliff20(
      unit: """
        <unit id="b"><segment><source>translatable element <pc id="0" equivStart="START_BLOCK_IF" \
        equivEnd="CLOSE_BLOCK_IF" type="other" dispStart="@if" dispEnd="}">with</pc> blocks</source></segment></unit>
        """)
    #expect(try Self.texts(modern, key: "b").source == "translatable element with blocks")
    let legacy = Self.xliff12(
      unit: """
        <trans-unit id="b"><source>element <x id="START_BLOCK_IF" equiv-text="@if (cond) {"/>with\
        <x id="CLOSE_BLOCK_IF" equiv-text="}"/> blocks</source></trans-unit>
        """)
    #expect(try Self.texts(legacy, key: "b").source == "element with blocks")
  }

  @Test func aCodeWithOnlyItsDisplayTextShowsIt() throws {
    // Audit 283: a `<ph>` with `disp` alone, or a `dataRef` to no `<data>`, read as nothing, so a
    // label of one placeholder was empty.
    let xml = Self.xliff20(
      unit: """
        <unit id="name"><segment><source><ph id="1" disp="{name}"/></source>
        <target><ph id="1" dataRef="gone" disp="{name}"/></target></segment></unit>
        <unit id="bold"><segment><source><pc id="2" dispStart="[b]" dispEnd="[/b]">Save</pc> <ph id="3" disp="Bold"/></source></segment></unit>
        """)
    #expect(try Self.texts(xml, key: "name") == ("{name}", "{name}"))
    // Review 201: markup and a code's name are no placeholder.
    #expect(try Self.texts(xml, key: "bold").source == "Save ")
  }

  @Test func aNameWithoutDisplayTextStays() throws {
    // Not Angular: nothing else stands for the code, and blanking it would join the words.
    let xml = Self.xliff20(
      unit: """
        <unit id="hello"><segment><source>Hello <ph id="1" equiv="USER_NAME"/>!</source></segment></unit>
        """)
    #expect(try Self.texts(xml, key: "hello").source == "Hello USER_NAME!")
  }

  @Test func capitalizedTextInEquivIsStillText() {
    #expect(XLIFFParserHandler.isPlaceholderName("INTERPOLATION_1"))
    #expect(XLIFFParserHandler.isPlaceholderName("CLOSE_TAG_SPAN"))
    #expect(!XLIFFParserHandler.isPlaceholderName("OK"))
    #expect(!XLIFFParserHandler.isPlaceholderName("%@"))
    #expect(!XLIFFParserHandler.isPlaceholderName("Save_As"))
  }

  @Test func dataOfOneUnitDoesNotLeakIntoTheNext() throws {
    let xml = Self.xliff20(
      unit: """
        <unit id="first"><originalData><data id="d1">%@</data></originalData>
         <segment><source><ph id="1" dataRef="d1"/></source></segment></unit>
        <unit id="second"><segment><source>x<ph id="1" dataRef="d1"/></source></segment></unit>
        """)
    #expect(try Self.texts(xml, key: "first").source == "%@")
    #expect(try Self.texts(xml, key: "second").source == "x")
  }

  @Test func xliff12EmptyCodesTakeTheirEquivalentText() throws {
    let xml = Self.xliff12(
      unit: """
        <trans-unit id="hello"><source>Hello <x id="1" equiv-text="%@"/>!</source>
        <target>Hallo <x id="1" equiv-text="%@"/>!<bx id="2"/></target></trans-unit>
        """)
    let texts = try Self.texts(xml, key: "hello")
    #expect(texts.source == "Hello %@!")
    #expect(texts.target == "Hallo %@!")
  }

  @Test func xliff12TargetCodesWithoutEquivalentTakeTheSourceCodes() throws {
    // Angular writes `equiv-text` in the source only: a target code is the source code of its id.
    let xml = Self.xliff12(
      unit: """
        <trans-unit id="count"><source>Count = <x id="INTERPOLATION" equiv-text="{{ count }}"/>, \
        <x id="ICU" equiv-text="{n, plural}"/></source>
        <target><x id="ICU"/> : <x id="INTERPOLATION"/> <x id="OTHER"/></target></trans-unit>
        <trans-unit id="next"><source>Next</source><target><x id="ICU"/>Suivant</target></trans-unit>
        """)
    #expect(try Self.texts(xml, key: "count").target == "{n, plural} : {{ count }} ")
    // The codes of one unit are not another's.
    #expect(try Self.texts(xml, key: "next").target == "Suivant")
  }

  @Test func aBeginAndEndCodeSharingAnIdKeepTheirOwnTexts() throws {
    // `<bx>` and `<ex>` pair through `rid`, but tools write one `id` for both.
    let xml = Self.xliff12(
      unit: """
        <trans-unit id="go"><source>Go <bx id="1" equiv-text="["/>here<ex id="1" equiv-text="]"/></source>
        <target>Geh <bx id="1"/>hier<ex id="1"/></target></trans-unit>
        """)
    #expect(try Self.texts(xml, key: "go").target == "Geh [hier]")
  }

  @Test func theStandardsLineBreaksAreLineBreaks() throws {
    // PASSOLO writes `ctype="lb"` without text; an Okapi export keeps `<br/>` as 2.0's data.
    let passolo = Self.xliff12(
      unit: """
        <trans-unit id="open"><source>Cannot open.<x id="1" ctype="lb"/>Check the disk.</source>
        <target>Öffnen fehlgeschlagen.<x id="1" ctype="lb"/>Datenträger prüfen.</target></trans-unit>
        """)
    #expect(
      try Self.texts(passolo, key: "open") == (
        "Cannot open.\nCheck the disk.", "Öffnen fehlgeschlagen.\nDatenträger prüfen."
      ))
    let okapi = Self.xliff20(
      unit: """
        <unit id="walk"><originalData><data id="d1">&lt;br/&gt;</data></originalData>
        <segment><source>Walk<ph id="1" dataRef="d1" subType="xlf:lb"/>Run</source>
        <target>Gehen<ph id="1" dataRef="d1" subType="xlf:lb"/>Laufen</target></segment></unit>
        """)
    #expect(try Self.texts(okapi, key: "walk") == ("Walk\nRun", "Gehen\nLaufen"))
    // Angular's XLIFF 1.2 names its markup as its 2.0 does: a line break, and bold as nothing.
    let angular = Self.xliff12(
      unit: """
        <trans-unit id="pick"><source>Pick <x id="START_BOLD_TEXT" ctype="x-b" equiv-text="&lt;b&gt;"/>one\
        <x id="CLOSE_BOLD_TEXT" ctype="x-b" equiv-text="&lt;/b&gt;"/>.<x id="LINE_BREAK" ctype="lb" \
        equiv-text="&lt;br/&gt;"/>Then go.</source>
        <target>Wähle <x id="START_BOLD_TEXT"/>eins<x id="CLOSE_BOLD_TEXT"/>.<x id="LINE_BREAK"/>Dann los.</target>
        </trans-unit>
        """)
    #expect(try Self.texts(angular, key: "pick") == ("Pick one.\nThen go.", "Wähle eins.\nDann los."))
    // Another tool's code named like a placeholder keeps its text.
    let keys = Self.xliff12(
      unit: """
        <trans-unit id="copy"><source>Press <x id="CTRL_C" equiv-text="&lt;kbd&gt;"/></source></trans-unit>
        """)
    #expect(try Self.texts(keys, key: "copy").source == "Press <kbd>")
  }

  @Test func xliff12NativeCodeIsContent() throws {
    let xml = Self.xliff12(
      unit: """
        <trans-unit id="bold"><source><bpt id="1">&lt;b&gt;</bpt>Bold<ept id="1">&lt;/b&gt;</ept> <ph id="2">%d</ph></source></trans-unit>
        """)
    #expect(try Self.texts(xml, key: "bold").source == "<b>Bold</b> %d")
  }
}
