import Testing

@testable import LocaleCheck

/// A storyboard text that no `.strings` file has a key for (an object added after the files were
/// generated) shows the source language in every locale (audit 314: a new menu scene, XorO's
/// "Change Music").
@Suite("Storyboard texts without a key")
struct InterfaceBuilderUnkeyedTextTests {
  typealias Tables = InterfaceBuilderDocumentRuleTests

  static let scene = controller(
    "GameViewController",
    subviews: """
      <label text="Score" id="Lbl-aa-001"/>
      <label text="Best score" id="Lbl-aa-004"/>
      <button id="Btn-aa-002"><state key="normal" title="Change Music"/></button>
      <textField placeholder="Your name" id="Txt-aa-003"/>
      """)

  /// A storyboard of one view controller of class `className` showing `subviews`, with its
  /// outlets (`connections`).
  static func controller(_ className: String, subviews: String, connections: String = "") -> String {
    Tables.scene(
      """
      <viewController id="vc1-aa-bbb" customClass="\(className)">
        <view key="view" id="v1"><subviews>
      \(subviews)
        </subviews></view>
        <connections>\(connections)</connections>
      </viewController>
      """)
  }

  static let german = Tables.keys([("IBUILabel", "Lbl-aa-001.text", "Score", "Punkte")])

  /// The storyboard `scene` in `App/Base.lproj` beside a German `Main.strings` of `keys`.
  static func fixture(
    _ scene: String, german keys: [(type: String, key: String, recorded: String, value: String)]
  )
    throws -> Fixture
  {
    try Fixture(["App/Base.lproj/Main.storyboard": scene, "App/de.lproj/Main.strings": Tables.keys(keys)])
  }

  @Test func everyLocaleLacksItAtTheStoryboardsElement() throws {
    let fixture = try Fixture([
      "App/Base.lproj/Main.storyboard": Self.scene,
      "App/de.lproj/Main.strings": Self.german,
      "App/fr.lproj/Main.strings": Tables.keys([("IBUILabel", "Lbl-aa-001.text", "Score", "Score")]),
    ])
    let findings = try fixture.findings(of: "missing-translation")
    #expect(
      findings.map(\.message) == [
        "de has no translation for 'Best score' (Lbl-aa-004.text); VoiceOver reads the en text; no "
          + "Main.strings file has its key: generate them again from App/Base.lproj/Main.storyboard",
        "fr has no translation for 'Best score' (Lbl-aa-004.text); VoiceOver reads the en text; no "
          + "Main.strings file has its key: generate them again from App/Base.lproj/Main.storyboard",
      ])
    #expect(
      findings.first?.position
        == fixture.position(of: "<label text=\"Best score\"", in: "App/Base.lproj/Main.storyboard"))
  }

  /// A text field's placeholder, which VoiceOver reads while the field is empty, is asked where
  /// the files key that kind (audit 315); a navigation bar's title, often the app's name, is not.
  @Test func placeholdersAreAskedAndNavigationTitlesAreNot() throws {
    let scene = Tables.scene(
      """
      <viewController id="vc1-aa-bbb" title="Profile" customClass="ProfileViewController">
        <view key="view" id="v1"><subviews>
          <textField placeholder="Your name" id="Txt-aa-001"/>
          <textField placeholder="Your email" id="Txt-aa-002"/>
        </subviews></view>
        <navigationItem key="navigationItem" title="Profile" id="Itm-aa-003"/>
      </viewController>
      <viewController id="vc2-aa-bbb" customClass="SettingsViewController">
        <navigationItem key="navigationItem" title="Settings" id="Itm-aa-004"/>
      </viewController>
      """)
    let fixture = try Self.fixture(
      scene,
      german: [
        ("IBUITextField", "Txt-aa-001.placeholder", "Your name", "Dein Name"),
        ("IBUINavigationItem", "Itm-aa-003.title", "Profile", "Profil"),
        ("IBUIViewController", "vc1-aa-bbb.title", "Profile", "Profil"),
      ])
    #expect(
      try fixture.findings(of: "missing-translation").map(\.key) == ["Txt-aa-002.placeholder"])
  }

  /// A button whose normal and highlighted titles say the same is one text to translate.
  @Test func oneObjectsTextIsAskedOnce() throws {
    let scene = Self.controller(
      "GameViewController",
      subviews: """
        <button id="Btn-aa-001"><state key="normal" title="Play"/></button>
        <button id="Btn-aa-002"><state key="normal" title="Quit"/><state key="highlighted" title="Quit"/></button>
        """)
    let fixture = try Self.fixture(
      scene, german: [("IBUIButton", "Btn-aa-001.normalTitle", "Play", "Spielen")])
    #expect(try fixture.findings(of: "missing-translation").map(\.key) == ["Btn-aa-002.normalTitle"])
  }

  /// Only a property the files key on other objects: a button's title where they key labels
  /// only may be one `ibtool` gives no key; nor a placeholder, which is no label.
  @Test func aPropertyTheFilesDoNotKeyIsNotAsked() throws {
    let fixture = try Self.fixture(
      Self.scene,
      german: [
        ("IBUILabel", "Lbl-aa-001.text", "Score", "Punkte"),
        ("IBUILabel", "Lbl-aa-004.text", "Best score", "Bestwert"),
        ("IBUITextField", "Txt-aa-009.placeholder", "Name", "Name"),
      ])
    #expect(try fixture.findings(of: "missing-translation").isEmpty)
  }

  /// A label code reaches (an outlet: it likely sets the text), one the project marks to leave
  /// untranslated (`#bc-ignore!`), and a title of a class no file keys are not asked (review 213).
  @Test func outletsMarkedObjectsAndOtherClassesAreNotAsked() throws {
    let scene = Self.controller(
      "GameViewController",
      subviews: """
        <label text="Score" id="Lbl-aa-001"/>
        <label text="Question" id="Lbl-aa-005"/>
        <label text="Loading" id="Lbl-aa-006">
        <attributedString key="userComments"><fragment content="#bc-ignore!"/></attributedString>
        </label>
        <navigationBar id="Nav-aa-007"><items><navigationItem title="Games" id="Itm-aa-008"/></items></navigationBar>
        """,
      connections: """
        <outlet property="questionLabel" destination="Lbl-aa-005" id="out-aa-001"/>
        """)
    let fixture = try Self.fixture(
      scene,
      german: [
        ("IBUILabel", "Lbl-aa-001.text", "Score", "Punkte"),
        ("IBUIViewController", "vc1-aa-bbb.title", "Game", "Spiel"),
      ])
    #expect(try fixture.findings(of: "missing-translation").isEmpty)
  }

  /// Interface Builder's default text of a label code reaches, and filler text, are never shown:
  /// their copies are no English fallback (audit 314).
  @Test func placeholdersCodeReplacesAreNotChecked() throws {
    let scene = Self.controller(
      "DetailViewController",
      subviews: """
        <label text="Label" id="Lbl-aa-001"/>
        <label text="Lorem ipsum dolor sit amet" id="Lbl-aa-002"/>
        <label text="Details" id="Lbl-aa-003"/>
        """,
      connections: """
        <outlet property="titleLabel" destination="Lbl-aa-001" id="out-aa-001"/>
        """)
    let fixture = try Self.fixture(
      scene,
      german: [
        ("IBUILabel", "Lbl-aa-001.text", "Label", "Label"),
        ("IBUILabel", "Lbl-aa-002.text", "Lorem ipsum dolor sit amet", "Lorem ipsum dolor sit amet"),
        ("IBUILabel", "Lbl-aa-003.text", "Details", "Details"),
      ])
    #expect(
      try fixture.findings(of: "english-fallback").map(\.message) == [
        "de shows the en text 'Details' for Lbl-aa-003.text"
      ])
  }

  /// A field's placeholder or a menu item that says "Title" on an outlet is shown as written, and
  /// a button or field code reaches keeps its text: only a label's default text is a placeholder,
  /// and a table cell's own label (`textLabel="…"`) is one (review 214).
  @Test func onlyALabelsDefaultTextOnAnOutletIsAPlaceholder() throws {
    let scene = Tables.scene(
      """
      <tableViewController id="vc1-aa-bbb" customClass="NotesViewController">
        <tableView key="view" id="tv1"><prototypes>
          <tableViewCell reuseIdentifier="Cell" textLabel="Cel-aa-001" id="Cel-aa-000"><tableViewCellContentView key="contentView" id="cv1"><subviews>
            <label text="Title" id="Cel-aa-001"/>
          </subviews></tableViewCellContentView></tableViewCell>
        </prototypes></tableView>
        <textField placeholder="Title" id="Txt-aa-002"/>
        <button id="Btn-aa-003"><state key="normal" title="Save"/></button>
        <button id="Btn-aa-004"><state key="normal" title="Cancel"/></button>
        <connections>
          <outlet property="titleField" destination="Txt-aa-002" id="out-aa-001"/>
          <outlet property="saveButton" destination="Btn-aa-003" id="out-aa-002"/>
        </connections>
      </tableViewController>
      """)
    let fixture = try Self.fixture(
      scene,
      german: [
        ("IBUILabel", "Cel-aa-001.text", "Title", "Title"),
        ("IBUITextField", "Txt-aa-002.placeholder", "Title", "Title"),
        ("IBUIButton", "Btn-aa-004.normalTitle", "Cancel", "Abbrechen"),
      ])
    #expect(try fixture.findings(of: "english-fallback").map(\.key) == ["Txt-aa-002.placeholder"])
    #expect(try fixture.findings(of: "missing-translation").map(\.key) == ["Btn-aa-003.normalTitle"])
  }
}
