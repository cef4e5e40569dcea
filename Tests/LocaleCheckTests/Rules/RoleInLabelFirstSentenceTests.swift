import Testing

@testable import LocaleCheck

/// A control's name followed by a description ("VPN Connection button. The VPN is currently
/// connected"): VoiceOver speaks the role after the whole label, so the name's role word is
/// doubled all the same (audit 151: PIA's dashboard button).
@Suite("role-in-label: a name followed by a description")
struct RoleInLabelFirstSentenceTests {
  @Test func theNameSentencesRoleWordIsReportedInEveryLocale() throws {
    let fixture = try Fixture([
      "en.lproj/Localizable.strings": CatalogText.strings([
        ("vpn.on", "VPN Connection button. The VPN is currently connected"),
        ("play", "Play button. Plays the song"),
      ]),
      "de.lproj/Localizable.strings": CatalogText.strings([
        ("vpn.on", "VPN-Verbindungs-Schaltfläche. VPN derzeit verbunden"),
        ("play", "Wiedergabe. Spielt das Lied ab"),
      ]),
    ])
    let findings = try fixture.findings(of: "role-in-label")
    #expect(
      findings.map(\.message) == [
        "de label of vpn.on 'VPN-Verbindungs-Schaltfläche. VPN derzeit verbunden' names the role 'Schaltfläche'; "
          + "VoiceOver already speaks it; the en text 'VPN Connection button. The VPN is currently connected' "
          + "names the role too: drop it there first",
        "en label of vpn.on 'VPN Connection button. The VPN is currently connected' names the role 'button'; "
          + "VoiceOver already speaks it",
        "en label of play 'Play button. Plays the song' names the role 'button'; VoiceOver already speaks it",
      ])
  }

  @Test(arguments: [
    // An instruction, prose, or a first sentence too long to be a name.
    "Tap the Share button. Then choose a contact",
    "Press the button below to continue. It takes a minute",
    "Expands the GIF. Double-tap and hold to show actions",
    // Abbreviations and numbers end no sentence.
    "e.g. button styles", "Version 2. Button styles",
    // No link is a remark about the link, not a link's name.
    "No link. Add one in Settings",
    // A question or an exclamation is no name (review 122).
    "Which tab? Choose one", "Wrong button! Try again",
  ])
  func otherLabelsOfSeveralSentencesPass(label: String) throws {
    let fixture = try Fixture(["en.lproj/Localizable.strings": CatalogText.strings([("k", label)])])
    #expect(try fixture.findings(of: "role-in-label").isEmpty)
  }

  @Test func theNameSentenceIsTheTextUpToTheFirstStop() {
    #expect(RoleInLabelRule.nameSentence(of: "Play button. Plays the song") == "Play button")
    #expect(RoleInLabelRule.nameSentence(of: "播放按钮。播放歌曲") == "播放按钮")
    #expect(RoleInLabelRule.nameSentence(of: "Play button.") == nil)
    #expect(RoleInLabelRule.nameSentence(of: "Play the song you chose yesterday. Then rest") == nil)
  }

  @Test func aFourWordNameBeforeASpacedFullStopIsStillTheName() throws {
    // The full stop after a space is no fifth word of the name (review 176).
    let fixture = try Fixture([
      "en.lproj/Localizable.strings": CatalogText.strings([
        ("vpn", "VPN Connection toggle button . The VPN is connected"),
        ("long", "Open the big settings button. It shows more"),
      ])
    ])
    #expect(
      try fixture.findings(of: "role-in-label").map(\.message) == [
        "en label of vpn 'VPN Connection toggle button . The VPN is connected' names the role 'button'; "
          + "VoiceOver already speaks it"
      ])
  }
}
