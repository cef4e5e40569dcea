import Testing

@testable import LocaleCheck

/// A storyboard text that no `.strings` file has a key for (an object added after the files were
/// generated) shows the source language in every locale (audit 314: a new menu scene, XorO's
/// "Change Music").
@Suite("Storyboard texts without a key")
struct InterfaceBuilderUnkeyedTextTests {
  typealias Tables = InterfaceBuilderDocumentRuleTests

  static let scene = Tables.scene(
    """
    <viewController id="vc1-aa-bbb" customClass="GameViewController">
      <view key="view" id="v1"><subviews>
        <label text="Score" id="Lbl-aa-001"/>
        <label text="Best score" id="Lbl-aa-004"/>
        <button id="Btn-aa-002"><state key="normal" title="Change Music"/></button>
        <textField placeholder="Your name" id="Txt-aa-003"/>
      </subviews></view>
    </viewController>
    """)

  static let german = Tables.keys([("IBUILabel", "Lbl-aa-001.text", "Score", "Punkte")])

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

  /// Only a property the files key on other objects: a button's title where they key labels
  /// only may be one `ibtool` gives no key; nor a placeholder, which is no label.
  @Test func aPropertyTheFilesDoNotKeyIsNotAsked() throws {
    let fixture = try Fixture([
      "App/Base.lproj/Main.storyboard": Self.scene,
      "App/de.lproj/Main.strings": Tables.keys([
        ("IBUILabel", "Lbl-aa-001.text", "Score", "Punkte"),
        ("IBUILabel", "Lbl-aa-004.text", "Best score", "Bestwert"),
        ("IBUITextField", "Txt-aa-009.placeholder", "Name", "Name"),
      ]),
    ])
    #expect(try fixture.findings(of: "missing-translation").isEmpty)
  }
}
