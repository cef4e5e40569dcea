import Testing

@testable import LocaleCheck

/// Storyboard tables checked against the storyboard itself (`Base.lproj/Main.storyboard`): it
/// says which file lags, which objects are gone, and what each text says now.
@Suite("Storyboard tables read with their storyboard")
struct InterfaceBuilderDocumentRuleTests {
  /// A storyboard whose objects have `texts` (object id to title) as `<menuItem>`s.
  static func storyboard(_ texts: [(id: String, title: String)]) -> String {
    let items = texts.map { "      <menuItem title=\"\($0.title)\" id=\"\($0.id)\"/>" }.joined(
      separator: "\n")
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0">
        <objects>
      \(items)
        </objects>
      </document>
      """
  }

  /// A `.strings` table of menu items' titles: each with its object id, the text its comment
  /// records and its value.
  static func strings(_ pairs: [(id: String, recorded: String, value: String)]) -> String {
    keys(pairs.map { ("NSMenuItem", $0.id + ".title", $0.recorded, $0.value) })
  }

  /// A storyboard of one scene holding `objects` (its controller and what it shows).
  static func scene(_ objects: String, id: String = "sc1-aa-bbb") -> String {
    """
    <document><scenes><scene sceneID="\(id)"><objects>
    \(objects)
    </objects></scene></scenes></document>
    """
  }

  /// A `.strings` table of Interface Builder keys: each with its class and property, the text its
  /// comment records and its value.
  static func keys(_ entries: [(type: String, key: String, recorded: String, value: String)]) -> String {
    entries.map { entry in
      let objectID = entry.key.prefix { $0 != "." }
      let property = entry.key.dropFirst(objectID.count + 1)
      let name = property.contains("[") ? entry.key : String(property)
      return "/* Class = \"\(entry.type)\"; \(name) = \"\(entry.recorded)\"; ObjectID = \"\(objectID)\"; */\n"
        + "\"\(entry.key)\" = \"\(entry.value)\";\n"
    }.joined(separator: "\n")
  }

  static let current = storyboard([("cXt-8R-PHo", "Folded"), ("iyS-g5-5mk", "Shown"), ("aB1-cD-eF2", "Quit")])

  @Test func theStoryboardTellsWhichFileLags() throws {
    // Audit 303: the `en.lproj` copy lags while Italian was generated again; German lags too.
    let fixture = try Fixture([
      "App/Base.lproj/Main.storyboard": Self.current,
      "App/en.lproj/Main.strings": Self.strings([
        ("cXt-8R-PHo", "Hidden", "Hidden"), ("iyS-g5-5mk", "Shown", "Shown"), ("aB1-cD-eF2", "Quit", "Quit"),
      ]),
      "App/de.lproj/Main.strings": Self.strings([
        ("cXt-8R-PHo", "Hidden", "Versteckt"), ("iyS-g5-5mk", "Shown", "Angezeigt"),
        ("aB1-cD-eF2", "Quit", "Beenden"),
      ]),
      "App/it.lproj/Main.strings": Self.strings([
        ("cXt-8R-PHo", "Folded", "Ripiegato"), ("iyS-g5-5mk", "Shown", "Mostrato"),
        ("aB1-cD-eF2", "Quit", "Esci"),
      ]),
    ])
    let findings = try fixture.findings(of: "stale-translation")
    #expect(
      findings.map(\.message) == [
        "de translation 'Versteckt' of cXt-8R-PHo.title comes from a file generated from an older version of "
          + "App/Base.lproj/Main.storyboard: its comment records Interface Builder's text 'Hidden', where "
          + "App/Base.lproj/Main.storyboard now says 'Folded'; generate the file again, and review the translation",
        "en text 'Hidden' of cXt-8R-PHo.title comes from a file generated from an older version of "
          + "App/Base.lproj/Main.storyboard: its comment records Interface Builder's text 'Hidden', where "
          + "App/Base.lproj/Main.storyboard now says 'Folded'; generate the file again, and review the text",
      ])
    #expect(findings.map(\.expected) == ["Folded", "Folded"])
  }

  @Test func aPropertyTheStoryboardDoesNotGiveIsComparedWithTheSourceFile() throws {
    // Review 207: a key whose text the storyboard does not give (here a property it lacks) is
    // compared between the files as without it.
    let english = Self.keys([
      ("NSMenuItem", "cXt-8R-PHo.title", "Folded", "Folded"),
      ("NSMenuItem", "cXt-8R-PHo.keyEquivalentLabel", "Fold all", "Fold all"),
    ])
    let german = Self.keys([
      ("NSMenuItem", "cXt-8R-PHo.title", "Folded", "Eingeklappt"),
      ("NSMenuItem", "cXt-8R-PHo.keyEquivalentLabel", "Fold", "Einklappen"),
    ])
    let fixture = try Fixture([
      "App/Base.lproj/Main.storyboard": Self.current, "App/en.lproj/Main.strings": english,
      "App/de.lproj/Main.strings": german,
    ])
    let messages = try fixture.findings(of: "stale-translation").map(\.message)
    #expect(messages.count == 1)
    #expect(
      messages.first?.hasPrefix(
        "de translation 'Einklappen' of cXt-8R-PHo.keyEquivalentLabel comes from a file whose comment")
        == true)
  }

  @Test func aLabelTheEnglishCopyLacksIsTheStoryboardsAndAnEmptiedTextIsNotStale() throws {
    // Review 208: `iyS-g5-5mk` was added after `en.lproj` was made, and only German was
    // generated again: German users see its translation (no dead key). `aB1-cD-eF2` lost its
    // text in the storyboard (an image now): no older text to tell, as without the storyboard.
    let storyboard = """
      <document><objects>
        <menuItem title="Folded" id="cXt-8R-PHo"/>
        <menuItem title="Shown" id="iyS-g5-5mk"/>
        <menuItem image="gear" id="aB1-cD-eF2"/>
      </objects></document>
      """
    let fixture = try Fixture([
      "App/Base.lproj/Main.storyboard": storyboard,
      "App/en.lproj/Main.strings": Self.strings([
        ("cXt-8R-PHo", "Folded", "Folded"), ("aB1-cD-eF2", "Quit", "Quit"),
      ]),
      "App/de.lproj/Main.strings": Self.strings([
        ("cXt-8R-PHo", "Folded", "Eingeklappt"), ("iyS-g5-5mk", "Shown", "Angezeigt"),
        ("aB1-cD-eF2", "Exit", "Beenden"),
      ]),
    ])
    #expect(try fixture.findings(of: "identifier-drift").isEmpty)
    #expect(try fixture.findings(of: "stale-translation").isEmpty)
  }

  @Test func aStoryboardInAnotherLanguageGivesNoSourceText() throws {
    // A German app: `Base.lproj` holds German, `en.lproj` translates it. Its texts are no
    // English source texts, but its objects still tell a dead key.
    let storyboard = """
      <document><objects>
        <menuItem title="Größe" id="cXt-8R-PHo"/><menuItem title="Neu" id="iyS-g5-5mk"/>
      </objects></document>
      """
    let fixture = try Fixture([
      "App/Base.lproj/Main.storyboard": storyboard,
      "App/en.lproj/Main.strings": Self.strings([("cXt-8R-PHo", "Größe", "Size")]),
      "App/fr.lproj/Main.strings": Self.strings([
        ("cXt-8R-PHo", "Größe", "Taille"), ("iyS-g5-5mk", "Neu", "Nouveau"), ("Cd8-ae-UVZ", "Alt", "Ancien"),
      ]),
    ])
    let table = try #require(fixture.catalog().tables.first { $0.name == "Main" })
    #expect(table.entry(forKey: "iyS-g5-5mk.title")?.localizations[LocaleID("en")] == nil)
    #expect(try fixture.findings(of: "identifier-drift").map(\.identifier).contains("Cd8-ae-UVZ.title"))
  }

  @Test func aCurrentEnglishValueUnderAnOldCommentIsNotTold() throws {
    // Review 207 (Hosts.prefpane): English users see "Folded", what the storyboard says.
    let fixture = try Fixture([
      "App/Base.lproj/Main.storyboard": Self.current,
      "App/en.lproj/Main.strings": Self.strings([
        ("cXt-8R-PHo", "Hidden", "Folded"), ("iyS-g5-5mk", "Shown", "Shown"),
      ]),
      "App/de.lproj/Main.strings": Self.strings([
        ("cXt-8R-PHo", "Folded", "Eingeklappt"), ("iyS-g5-5mk", "Shown", "Angezeigt"),
      ]),
    ])
    #expect(try fixture.findings(of: "stale-translation").isEmpty)
  }

  @Test func aKeyWhoseObjectIsGoneIsDeadInEveryFile() throws {
    // GrandSniffer: the Scan button was made again under another id.
    let fixture = try Fixture([
      "App/Base.lproj/Main.storyboard": Self.current,
      "App/de.lproj/Main.strings": Self.strings([
        ("cXt-8R-PHo", "Folded", "Eingeklappt"), ("iyS-g5-5mk", "Shown", "Angezeigt"),
        ("Cd8-ae-UVZ", "Scan", "Scannen"),
      ]),
      "App/fr.lproj/Main.strings": Self.strings([
        ("cXt-8R-PHo", "Folded", "Replié"), ("iyS-g5-5mk", "Shown", "Affiché"),
        ("aB1-cD-eF2", "Quit", "Quitter"),
      ]),
    ])
    #expect(
      try fixture.findings(of: "identifier-drift").map(\.message) == [
        "'Cd8-ae-UVZ.title' exists in de's Main table, but App/Base.lproj/Main.storyboard has no object "
          + "'Cd8-ae-UVZ' (deleted, or made again under another id), so the translation is never shown; generate "
          + "the table's files again from it"
      ])
    // Where no file of the locale has it, its cell shows no text (audit 310).
    let row = try #require(fixture.report().matrix.first { $0.key == "Cd8-ae-UVZ.title" })
    #expect(row.cells[LocaleID("fr")]?.label == nil)
    // Not asked of French; German's gap for the storyboard's Quit, which only French translates, is.
    let missing = try fixture.findings(of: "missing-translation").map(\.message)
    #expect(missing.count == 1 && missing[0].hasPrefix("de has no translation for 'Quit'"))
  }

  @Test func theStoryboardGivesTheSourceTextOfATableOnlyOneLocaleTranslates() throws {
    let fixture = try Fixture([
      "App/Base.lproj/Main.storyboard": Self.current,
      "App/de.lproj/Main.strings": Self.strings([
        ("cXt-8R-PHo", "Folded", "Eingeklappt"), ("iyS-g5-5mk", "Shown", "Shown"),
        ("aB1-cD-eF2", "Quit", "Beenden"),
      ]),
    ])
    #expect(
      try fixture.findings(of: "english-fallback").map(\.message) == [
        "de shows the en text 'Shown' for iyS-g5-5mk.title"
      ])
  }

  @Test func itemsOfOneMenuThatReadAlikeAreDuplicates() throws {
    // Audit 307 (Rectangle's pt-PT): "Find Next" and "Find Previous" both "Encontrar Próximo";
    // an item of another menu with that text is not on the same screen, nor is one item's
    // tooltip another control (review 208).
    let storyboard = """
      <document>
        <scenes><scene sceneID="JPo-4y-FX3"><objects>
          <application id="hnw-xV-0zn">
            <menu key="mainMenu" title="Main Menu" id="AYu-sK-qS6"><items>
              <menuItem title="Find" id="4EN-yA-p0u">
                <menu key="submenu" title="Find" id="1b7-l0-nxx"><items>
                  <menuItem title="Find Next" toolTip="Finds the next match" id="q09-fT-Sye"/>
                  <menuItem title="Find Previous" id="OwM-mh-QMV"/>
                </items></menu>
              </menuItem>
              <menuItem title="Next" id="nxt-aa-bbb"/>
            </items></menu>
          </application>
        </objects></scene></scenes>
      </document>
      """
    let fixture = try Fixture([
      "App/Base.lproj/Main.storyboard": storyboard,
      "App/pt-PT.lproj/Main.strings": Self.strings([
        ("q09-fT-Sye", "Find Next", "Encontrar Próximo"),
        ("OwM-mh-QMV", "Find Previous", "Encontrar Próximo"),
        ("nxt-aa-bbb", "Next", "Encontrar Próximo"), ("4EN-yA-p0u", "Find", "Encontrar"),
      ]) + "\n"
        + Self.keys([
          ("NSMenuItem", "q09-fT-Sye.ibShadowedToolTip", "Finds the next match", "Encontrar Próximo")
        ]),
    ])
    let findings = try fixture.findings(of: "duplicate-label")
    #expect(
      findings.map(\.message) == [
        "pt-PT: q09-fT-Sye.title and OwM-mh-QMV.title on App/Main menu 'Find' both read 'Encontrar Próximo' "
          + "(source: 'Find Next' and 'Find Previous')"
      ])
  }

  @Test func aPrototypeCellIsNeverShown() throws {
    // Audit 309 (Durian): the template "Radio" of a matrix, copied for each cell, never shown.
    let xib = """
      <document><objects>
        <matrix id="270"><buttonCell key="prototype" type="radio" title="Radio" id="271"/>
          <cells><column><buttonCell type="radio" title="Fast" id="272"/></column></cells>
        </matrix>
      </objects></document>
      """
    let fixture = try Fixture([
      "App/Base.lproj/Prefs.xib": xib,
      "App/de.lproj/Prefs.strings": Self.strings([("271", "Radio", "Radio"), ("272", "Fast", "Fast")]),
    ])
    #expect(
      try fixture.findings(of: "english-fallback").map(\.message) == [
        "de shows the en text 'Fast' for 272.title"
      ])
  }

  @Test func aWindowsTitleIsNoControlOnIt() throws {
    // Audit 310 (Freecell's Japanese): the window "Play number" and its label "Play number:".
    let xib = """
      <document><objects>
        <window title="Play number" id="432"><view key="contentView" id="433">
          <textField id="204"><textFieldCell key="cell" title="Play number:" id="205"/></textField>
          <button id="206"><buttonCell key="cell" title="OK" id="207"/></button>
        </view></window>
      </objects></document>
      """
    let fixture = try Fixture([
      "App/Base.lproj/MainMenu.xib": xib,
      "App/ja.lproj/MainMenu.strings": Self.strings([
        ("432", "Play number", "ゲーム番号"), ("205", "Play number:", "ゲーム番号:"), ("207", "OK", "了解"),
      ]),
    ])
    #expect(try fixture.findings(of: "duplicate-label").isEmpty)
  }

  @Test func aViewControllersTitleIsNoControlAndTwoTargetsAreTwoScreens() throws {
    // Review 210: a scene's navigation title beside a label that reads alike; the same scene in
    // two targets' `Main.storyboard`s.
    let storyboard = Self.scene(
      """
      <viewController title="Sign in" id="vc1-aa-bbb" customClass="ViewController" sceneMemberID="viewController">
        <navigationItem key="navigationItem" title="Sign in" id="Nav-aa-001"/>
        <label text="Log in" id="Lbl-aa-001"/>
      </viewController>
      """)
    let german = Self.strings([
      ("vc1-aa-bbb", "Sign in", "Anmelden"), ("Nav-aa-001", "Sign in", "Anmelden"),
      ("Lbl-aa-001", "Log in", "Einloggen"),
    ])
    let fixture = try Fixture([
      "App/Base.lproj/Main.storyboard": storyboard, "App/de.lproj/Main.strings": german,
      "Widget/Base.lproj/Main.storyboard": storyboard,
      "Widget/de.lproj/Main.strings": Self.strings([("Lbl-aa-001", "Log in", "Anmelden")]),
    ])
    #expect(try fixture.findings(of: "duplicate-label").isEmpty)
  }

  @Test func aTabViewControllersTitleIsNoControlAndEachCopyOfAStoryboardIsTold() throws {
    // Review 211: a Preferences window's tab view controller "Preferences" beside its tab
    // "Settings", both "Einstellungen"; an iPhone's and an iPad's storyboard with the same ids.
    let preferences = Self.scene(
      """
      <tabViewController title="Preferences" id="tvc-aa-bbb" sceneMemberID="viewController">
        <tabViewItems><tabViewItem label="Settings" identifier="1" id="tvi-aa-bbb"/></tabViewItems>
      </tabViewController>
      """)
    let login = Self.scene(
      """
      <viewController id="vc1-aa-bbb" customClass="LoginViewController" sceneMemberID="viewController">
        <label text="Sign in" id="Lbl-aa-001"/><button id="Btn-aa-001"><state key="normal" title="Log in"/></button>
      </viewController>
      """, id: "sc2-aa-bbb")
    let germanLogin = Self.keys([
      ("UILabel", "Lbl-aa-001.text", "Sign in", "Anmelden"),
      ("UIButton", "Btn-aa-001.normalTitle", "Log in", "Anmelden"),
    ])
    let fixture = try Fixture([
      "App/Base.lproj/Preferences.storyboard": preferences,
      "App/de.lproj/Preferences.strings": Self.keys([
        ("NSTabViewController", "tvc-aa-bbb.title", "Preferences", "Einstellungen"),
        ("NSTabViewItem", "tvi-aa-bbb.label", "Settings", "Einstellungen"),
      ]),
      "App/Base.lproj/Main_iPhone.storyboard": login, "App/de.lproj/Main_iPhone.strings": germanLogin,
      "App/Base.lproj/Main_iPad.storyboard": login, "App/de.lproj/Main_iPad.strings": germanLogin,
    ])
    let messages = try fixture.findings(of: "duplicate-label").map(\.message).sorted()
    #expect(messages.count == 2)
    #expect(messages.allSatisfy { $0.contains("scene 'LoginViewController'") })
  }

  @Test func segmentsOfOneControlAreItemsOfTheirOwn() throws {
    // Review 209: VoiceOver reads each segment on its own.
    let storyboard = Self.scene(
      """
      <viewController id="vc1-aa-bbb" customClass="LoginViewController" sceneMemberID="viewController">
        <segmentedControl id="Seg-aa-001"><segments><segment title="Sign in"/><segment title="Log in"/></segments>
        </segmentedControl>
      </viewController>
      """)
    let german = Self.keys([
      ("UISegmentedControl", "Seg-aa-001.segmentTitles[0]", "Sign in", "Anmelden"),
      ("UISegmentedControl", "Seg-aa-001.segmentTitles[1]", "Log in", "Anmelden"),
    ])
    let fixture = try Fixture([
      "App/Base.lproj/Main.storyboard": storyboard, "App/de.lproj/Main.strings": german,
    ])
    #expect(
      try fixture.findings(of: "duplicate-label").map(\.message) == [
        "de: Seg-aa-001.segmentTitles[1] and Seg-aa-001.segmentTitles[0] on App/Main scene 'LoginViewController' "
          + "both read 'Anmelden' (source: 'Log in' and 'Sign in')"
      ])
  }

  @Test func anOutdatedEnglishCopyOfAnEnglishStoryboardStillTakesItsTexts() throws {
    // Review 209: the copy keeps its own comments' texts (a copy, not a translation), so the
    // storyboard is English though most of the copy's values are older than its texts.
    let storyboard = """
      <document><objects>
        <menuItem title="Save all" id="cXt-8R-PHo"/><menuItem title="Size" id="iyS-g5-5mk"/>
        <menuItem title="Cancel" id="aB1-cD-eF2"/><menuItem title="New" id="nw1-aa-bbb"/>
      </objects></document>
      """
    let fixture = try Fixture([
      "App/Base.lproj/Main.storyboard": storyboard,
      "App/en.lproj/Main.strings": Self.strings([
        ("cXt-8R-PHo", "Save", "Save"), ("iyS-g5-5mk", "Sizes", "Sizes"), ("aB1-cD-eF2", "Quit", "Quit"),
      ]),
      "App/fr.lproj/Main.strings": Self.strings([
        ("cXt-8R-PHo", "Save all", "Tout enregistrer"), ("iyS-g5-5mk", "Size", "Taille"),
        ("aB1-cD-eF2", "Cancel", "Annuler"), ("nw1-aa-bbb", "New", "Nouveau"),
      ]),
    ])
    #expect(try fixture.findings(of: "identifier-drift").isEmpty)
  }

  @Test func aStubOrAnotherDocumentOfTheNameIsNotRead() throws {
    // Review 204's repros: an empty `<document/>`; nothing becomes dead.
    let fixture = try Fixture([
      "App/Base.lproj/Main.storyboard": "<document/>",
      "App/en.lproj/Main.strings": Self.strings([("cXt-8R-PHo", "Folded", "Folded")]),
      "App/de.lproj/Main.strings": Self.strings([("cXt-8R-PHo", "Folded", "Eingeklappt")]),
    ])
    #expect(try fixture.report().findings.isEmpty)
  }

  @Test func aBrokenStoryboardIsAnErrorAndItsTablesAreStillChecked() throws {
    let fixture = try Fixture([
      "App/Base.lproj/Main.storyboard": "<document>\n  <objects>\n    <menuItem title=\"Quit\n",
      "App/en.lproj/Main.strings": Self.strings([("cXt-8R-PHo", "Folded", "Folded")]),
      "App/de.lproj/Main.strings": Self.strings([("cXt-8R-PHo", "Folded", "Folded")]),
    ])
    let catalog = fixture.catalog()
    #expect(catalog.errors.map(\.position.file) == ["App/Base.lproj/Main.storyboard"])
    #expect(try fixture.findings(of: "english-fallback").count == 1)
  }
}
