import Testing

@testable import CatalogParser

/// A storyboard's or XIB's objects and texts, keyed as `ibtool` keys its `.strings` tables.
@Suite struct InterfaceBuilderDocumentParserTests {
  private static let context = FileContext(
    displayPath: "App/Base.lproj/Main.storyboard", bundle: "App", table: "Main", locale: .base)

  private static func document(_ text: String) throws -> InterfaceBuilderDocument {
    let parsed = try InterfaceBuilderDocumentParser.parse(Array(text.utf8), context: context)
    #expect(parsed.tables.isEmpty)
    return try #require(parsed.interfaceBuilderDocuments.first)
  }

  @Test func uiKitTextsAreKeyedByTheirObjectAndProperty() throws {
    let document = try Self.document(FuzzSeeds.storyboard)
    #expect(document.path == "App/Base.lproj/Main.storyboard" && document.bundle == "App")
    #expect(document.table == "Main")
    #expect(
      document.texts == [
        "zez-iF-Ci4.title": "Home", "k7n-Jg-DRm.normalTitle": "Record",
        "bdr-g7-TdI.text": "Two\nlines \"quoted\"", "sg1-aa-bbb.segmentTitles[0]": "One",
        "sg1-aa-bbb.segmentTitles[1]": "Two",
      ])
    // A scene is named by its controller's class or title, else by its id.
    #expect(Set(document.containers.values) == ["scene a1B-2c-3dE"])
    // A device's id names no object; a scene's id is no `id`.
    #expect(document.objectIDs == ["x1Y-2z-abc", "zez-iF-Ci4", "k7n-Jg-DRm", "bdr-g7-TdI", "sg1-aa-bbb"])
  }

  @Test func appKitCellsMenusAndChildrenGiveTheirTexts() throws {
    let xib = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0">
        <objects>
          <customObject id="-2" userLabel="File's Owner"/>
          <window title="Preferences" id="371">
            <textField id="tf1-aa-bbb">
              <textFieldCell key="cell" title="Folder" placeholderString="Name &amp; place" id="duM-ug-7fu"/>
            </textField>
            <tableColumn identifier="Remove" id="1XJ-Gd-jYy">
              <tableHeaderCell key="headerCell" title="Remove"/>
            </tableColumn>
            <popUpButton id="8XZ-NR-0QN">
              <popUpButtonCell key="cell" title="Last Used" id="OT4-9P-YiO">
                <menu key="menu" id="8EE-RI-YH4"><items><menuItem title="Last Used" id="ju3-6a-6xj"/></items></menu>
              </popUpButtonCell>
            </popUpButton>
            <button id="b1c-de-fgh"><buttonConfiguration key="configuration" title="News" subtitle=""/>
              <state key="highlighted" title="Pressed"/><string key="keyEquivalent" base64-UTF8="YES">
      DQ
      </string></button>
            <tabViewItem label="Files" identifier="1" id="770"/>
            <label id="emp-ty-lbl" text=""/>
            <textView id="b64-aa-bbb"><string key="text" base64-UTF8="YES">
      SGVsbG8=
      </string></textView>
          </window>
        </objects>
      </document>
      """
    let document = try Self.document(xib)
    // A pop-up button's own title is its selected item's, which that item's key gives; an empty
    // text gets no key, nor does a key equivalent.
    #expect(
      document.texts == [
        "371.title": "Preferences", "duM-ug-7fu.title": "Folder",
        "duM-ug-7fu.placeholderString": "Name & place",
        "1XJ-Gd-jYy.headerCell.title": "Remove", "ju3-6a-6xj.title": "Last Used",
        "b1c-de-fgh.configuration.title": "News", "b1c-de-fgh.highlightedTitle": "Pressed",
        "770.label": "Files",
        "b64-aa-bbb.text": "Hello",
      ])
    #expect(document.objectIDs.contains("-2") && document.objectIDs.contains("OT4-9P-YiO"))
    #expect(document.holdsObject(ofKey: "duM-ug-7fu.title") == true)
    #expect(document.holdsObject(ofKey: "Cd8-ae-UVZ.title") == false)
    #expect(document.holdsObject(ofKey: "Save") == nil)
  }

  @Test func accessibilityTooltipsSegmentsAndScopeButtonsAreRead() throws {
    // Review 207: what VoiceOver reads, AppKit's shadowed labels and tooltips, scope buttons; a
    // segment with an image only keeps its place.
    let storyboard = """
      <document>
        <objects>
          <button id="Btn-aa-001" toolTip="Reset all">
            <accessibility key="accessibilityConfiguration" label="Close window" hint="Discards the draft"/>
          </button>
          <segmentedControl id="Sgc-aa-001"><segments>
            <segment image="grid"/><segment title="List"/>
          </segments></segmentedControl>
          <segmentedCell key="cell" id="Sgl-aa-001"><segments>
            <segment label="Light"/><segment label="Dark"/>
          </segments></segmentedCell>
          <searchBar placeholder="Search" id="Sbr-aa-001">
            <scopeButtonTitles><string>Both</string><string>Latin</string></scopeButtonTitles>
          </searchBar>
          <navigationItem title="Home" backButtonTitle="Back" id="zez-iF-Ci4"/>
        </objects>
      </document>
      """
    let document = try Self.document(storyboard)
    #expect(
      document.texts == [
        "Btn-aa-001.toolTip": "Reset all", "Btn-aa-001.ibShadowedToolTip": "Reset all",
        "Btn-aa-001.accessibilityLabel": "Close window", "Btn-aa-001.accessibilityHint": "Discards the draft",
        "Sgc-aa-001.segmentTitles[1]": "List", "Sgl-aa-001.ibShadowedLabels[0]": "Light",
        "Sgl-aa-001.ibShadowedLabels[1]": "Dark", "Sbr-aa-001.placeholder": "Search",
        "Sbr-aa-001.scopeButtonTitles[0]": "Both", "Sbr-aa-001.scopeButtonTitles[1]": "Latin",
        "zez-iF-Ci4.title": "Home", "zez-iF-Ci4.backButtonTitle": "Back",
      ])
    // What shows the texts together: here the document's top-level objects; a navigation item's
    // title names its screen (audit 310, review 210).
    #expect(document.containers["Btn-aa-001.accessibilityLabel"] == "button 'Btn-aa-001'")
    #expect(document.containers["zez-iF-Ci4.title"] == "navigationItem 'Home'")
    #expect(document.screenTitleKeys == ["zez-iF-Ci4.title"])
    // Each text's place is its element's tag.
    #expect(
      document.positions["Btn-aa-001.accessibilityLabel"]?.description == "App/Base.lproj/Main.storyboard:4:7"
    )
    #expect(
      document.positions["Sbr-aa-001.scopeButtonTitles[1]"]?.description
        == "App/Base.lproj/Main.storyboard:13:47")
  }

  @Test func aTooltipOverLinesAndAPrototypeCellAreRead() throws {
    // Audit 309 (Durian): a slider's tooltip as a child; a matrix's prototype radio cell.
    let xib = """
      <document><objects>
        <slider id="252"><string key="toolTip">Converter quality
      The slowest is the best</string></slider>
        <matrix id="270"><buttonCell key="prototype" type="radio" title="Radio" id="271"/>
          <cells><column><buttonCell type="radio" title="Fast" id="272"/></column></cells>
        </matrix>
      </objects></document>
      """
    let document = try Self.document(xib)
    #expect(document.texts["252.ibShadowedToolTip"] == "Converter quality\nThe slowest is the best")
    #expect(document.texts["252.toolTip"] == document.texts["252.ibShadowedToolTip"])
    #expect(document.prototypeKeys == ["271.title"])
  }

  @Test func screensAreTheirOwnMenusAndScenesNamedWithoutPlaceholders() throws {
    // Review 209: every pop-up's menu is "OtherViews": two of them are two screens; a scene whose
    // controller has neither class nor title is not named after First Responder's `UIResponder`.
    let storyboard = """
      <document><scenes>
        <scene sceneID="sc1-aa-bbb"><objects>
          <viewController id="vc1-aa-bbb" sceneMemberID="viewController">
            <label text="Hello" id="Lbl-aa-001"/>
            <popUpButtonCell key="cell" id="Pop-aa-001"><menu key="menu" title="OtherViews" id="Men-aa-001">
              <items><menuItem title="Small" id="Itm-aa-001"/></items></menu></popUpButtonCell>
            <popUpButtonCell key="cell" id="Pop-aa-002"><menu key="menu" title="OtherViews" id="Men-aa-002">
              <items><menuItem title="Large" id="Itm-aa-002"/></items></menu></popUpButtonCell>
          </viewController>
          <placeholder placeholderIdentifier="IBFirstResponder" id="fr1-aa-bbb" customClass="UIResponder" sceneMemberID="firstResponder"/>
        </objects></scene>
      </scenes></document>
      """
    let document = try Self.document(storyboard)
    #expect(
      document.containers == [
        "Lbl-aa-001.text": "scene sc1-aa-bbb", "Itm-aa-001.title": "menu 'OtherViews' (Men-aa-001)",
        "Itm-aa-002.title": "menu 'OtherViews' (Men-aa-002)",
        "Men-aa-001.title": "menu 'OtherViews' (Men-aa-001)",
        "Men-aa-002.title": "menu 'OtherViews' (Men-aa-002)",
      ])
  }

  @Test func aBrokenDocumentIsAnErrorWithItsPosition() throws {
    let broken = "<?xml version=\"1.0\"?>\n<document>\n  <objects>\n    <label id=\"a\" text=\"x>\n"
    #expect {
      _ = try InterfaceBuilderDocumentParser.parse(Array(broken.utf8), context: Self.context)
    } throws: { error in
      guard let error = error as? CatalogError else { return false }
      return error.position.file == "App/Base.lproj/Main.storyboard" && error.position.line >= 2
    }
  }
}
