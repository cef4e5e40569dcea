import Testing

@testable import LocaleCheck

/// A storyboard's table takes its source text from the comments of its locales' files: a key
/// that one locale lacks is reported in that locale's file, not at the comment of another.
@Suite("missing-translation: storyboard tables")
struct MissingTranslationStoryboardTests {
  @Test func aKeyALocaleLacksIsReportedInItsOwnFile() throws {
    let comment = #"/* Class = "NSMenuItem"; title = "Delete"; ObjectID = "pa3-QI-u2k"; */"#
    let save = #"/* Class = "NSMenuItem"; title = "Save…"; ObjectID = "pxx-59-PXV"; */"#
    let fixture = try Fixture([
      "App/Base.lproj/Main.storyboard": "<document/>",
      "App/de.lproj/Main.strings":
        "\(save)\n\"pxx-59-PXV.title\" = \"Sichern…\";\n\n\(comment)\n\"pa3-QI-u2k.title\" = \"Löschen\";\n",
      "App/pt-BR.lproj/Main.strings": "\(save)\n\"pxx-59-PXV.title\" = \"Salvar…\";\n",
    ])
    let findings = try fixture.findings(of: "missing-translation")
    #expect(
      findings.map(\.message) == [
        "pt-BR has no translation for 'Delete' (pa3-QI-u2k.title); VoiceOver reads the en text"
      ])
    #expect(
      findings.first?.position == SourcePosition(file: "App/pt-BR.lproj/Main.strings", line: 1, column: 1))
  }

  @Test func filesWithTheirOwnLanguagesCommentsSettleNoKeyEvenTogether() throws {
    // Transmission: Xcode wrote de's and fr's comments from the storyboard; `ibtool` wrote it's
    // and nl's in their own language, and only they hold the box's title "Box".
    let object = { (id: String, base: String, text: String) in
      "/* Class = \"NSTextFieldCell\"; title = \"\(base)\"; ObjectID = \"\(id)\"; */\n\"\(id).title\" = \"\(text)\";\n"
    }
    let fixture = try Fixture([
      "App/Base.lproj/Main.xib": "<document/>",
      "App/de.lproj/Main.strings": object("15", "Download to:", "Laden nach:"),
      "App/fr.lproj/Main.strings": object("15", "Download to:", "Télécharger dans :"),
      "App/it.lproj/Main.strings": object("15", "Scarica in:", "Scarica in:") + object("102", "Box", "Box"),
      "App/nl.lproj/Main.strings": object("15", "Downloaden naar:", "Downloaden naar:")
        + object("102", "Box", "Box"),
    ])
    #expect(try fixture.findings(of: "english-fallback").isEmpty)
    // Nor is the box's title asked of de and fr: nothing tells the storyboard still has it.
    #expect(try fixture.findings(of: "missing-translation").isEmpty)
  }

  @Test func aFileRegeneratedFromAnotherStoryboardStillHoldsItsKeys() throws {
    // UTM: zh-Hans's comments are English but name a toolbar item otherwise ("Send Key"), and
    // only it has the Power item: translated, not `ibtool`'s, so the others are asked for it.
    let item = { (id: String, base: String, text: String) in
      "/* Class = \"NSToolbarItem\"; label = \"\(base)\"; ObjectID = \"\(id)\"; */\n\"\(id).label\" = \"\(text)\";\n"
    }
    let fixture = try Fixture([
      "App/Base.lproj/Main.xib": "<document/>",
      "App/de.lproj/Main.strings": item("0aR-4a-Su7", "Keyboard Shortcuts", "Tastenkürzel"),
      "App/fr.lproj/Main.strings": item("0aR-4a-Su7", "Keyboard Shortcuts", "Raccourcis clavier"),
      "App/zh-Hans.lproj/Main.strings": item("0aR-4a-Su7", "Send Key", "发送按键")
        + item("Pwr-Ct-ite", "Power", "电源"),
    ])
    #expect(
      try fixture.findings(of: "missing-translation").map(\.message) == [
        "de has no translation for Pwr-Ct-ite.label, a storyboard text its files' comments do not settle; "
          + "VoiceOver reads the storyboard's en text",
        "fr has no translation for Pwr-Ct-ite.label, a storyboard text its files' comments do not settle; "
          + "VoiceOver reads the storyboard's en text",
      ])
  }

  @Test func keysWrittenInCodeBesideAStoryboardsKeepItsTextFromComments() throws {
    // Rectangle's `Main.strings`: menu items of the storyboard and keys of `NSLocalizedString(_,
    // tableName: "Main")`. A key in code once turned the whole table into code text, so no copy
    // of the storyboard's English and no missing menu item was reported.
    let item = { (id: String, base: String, text: String) in
      "/* Class = \"NSMenuItem\"; title = \"\(base)\"; ObjectID = \"\(id)\"; */\n\"\(id).title\" = \"\(text)\";\n"
    }
    let fixture = try Fixture([
      "App/Base.lproj/Main.storyboard": "<document/>",
      "App/lt.lproj/Main.strings": item("DG2-BN-GPE", "Right", "Right") + "\"Halves\" = \"Pusės\";\n",
      "App/zh-Hant.lproj/Main.strings": item("DG2-BN-GPE", "Right", "右")
        + item("OY7-WF-poV", "Minimize", "縮到最小") + "\"Halves\" = \"Halves\";\n\"Cancel\" = \"取消\";\n",
    ])
    #expect(
      try fixture.findings(of: "english-fallback").map(\.message) == [
        "lt shows the en text 'Right' for DG2-BN-GPE.title",
        "zh-Hant shows the en text 'Halves'",
      ])
    #expect(
      try fixture.findings(of: "missing-translation").map(\.message) == [
        "lt has no translation for 'Cancel'; VoiceOver reads the en text",
        "lt has no translation for 'Minimize' (OY7-WF-poV.title); VoiceOver reads the en text",
      ])
  }

  @Test func aBritishTranslationIsNoSourceBesideTheBundlesEnglishFolder() throws {
    // Keka: `en.lproj` holds the code's tables, the storyboard's English is in its comments, and
    // `en-GB.lproj/main.strings` translates it ("Customise"). German copies of the US text are English.
    let item = { (id: String, base: String, text: String) in
      "/* Class = \"NSMenuItem\"; title = \"\(base)\"; ObjectID = \"\(id)\"; */\n\"\(id).title\" = \"\(text)\";\n"
    }
    let fixture = try Fixture([
      "App/en.lproj/Localizable.strings": "\"Quit\" = \"Quit\";\n",
      "App/de.lproj/Localizable.strings": "\"Quit\" = \"Beenden\";\n",
      "App/de.lproj/main.strings": item("p3U-PZ-hC3", "Customize Toolbar…", "Customize Toolbar…"),
      "App/fr.lproj/main.strings": item(
        "p3U-PZ-hC3", "Customize Toolbar…", "Personnaliser la barre d’outils…"),
      "App/en-GB.lproj/main.strings": item("p3U-PZ-hC3", "Customize Toolbar…", "Customise Toolbar…"),
    ])
    #expect(
      try fixture.findings(of: "english-fallback").map(\.message) == [
        "de shows the en text 'Customize Toolbar…' for p3U-PZ-hC3.title"
      ])
  }

  @Test func aTableOfCodeKeysOnlyABritishFolderHoldsKeepsItAsTheSource() throws {
    // `InfoPlist` only in `en-GB.lproj` and `de.lproj`, beside an `en.lproj` of other tables: the
    // British text is all the English there is, and German copies of it are still English.
    let fixture = try Fixture([
      "App/en.lproj/Localizable.strings": "\"Quit\" = \"Quit\";\n",
      "App/de.lproj/Localizable.strings": "\"Quit\" = \"Beenden\";\n",
      "App/en-GB.lproj/InfoPlist.strings":
        "\"NSCameraUsageDescription\" = \"Take photos of your colour swatches\";\n",
      "App/de.lproj/InfoPlist.strings":
        "\"NSCameraUsageDescription\" = \"Take photos of your colour swatches\";\n",
    ])
    #expect(
      try fixture.findings(of: "english-fallback").map(\.message) == [
        "de shows the en-GB text 'Take photos of your colour swatches' for NSCameraUsageDescription"
      ])
  }

  @Test func aKeyUnderAnOlderObjectIDIsNotAskedOfTheOthers() throws {
    // SelfControl's timer window: de and sv hold the button under ids of older storyboards, the
    // others under `101`; de and sv lack `101` (a gap), the others lack nothing.
    let button = { (id: String, text: String) in
      "/* Class = \"NSButtonCell\"; title = \"Stuck? Stop block manually\"; ObjectID = \"\(id)\"; */\n"
        + "\"\(id).title\" = \"\(text)\";\n"
    }
    let cancel = { (text: String) in
      "/* Class = \"NSButtonCell\"; title = \"Cancel\"; ObjectID = \"70\"; */\n\"70.title\" = \"\(text)\";\n"
    }
    let fixture = try Fixture([
      "App/Base.lproj/TimerWindow.xib": "<document/>",
      "App/de.lproj/TimerWindow.strings": cancel("Abbrechen") + button("WWa-f1-gdW", "Hängen geblieben?"),
      "App/fr.lproj/TimerWindow.strings": cancel("Annuler") + button("101", "Planté ?"),
      "App/nl.lproj/TimerWindow.strings": cancel("Annuleren") + button("101", "Vastgelopen?"),
      "App/sv.lproj/TimerWindow.strings": cancel("Avbryt") + button("MFD-yL-C9T", "Fastnat?"),
    ])
    #expect(
      try fixture.findings(of: "missing-translation").map { "\($0.locale!):\($0.key ?? "")" } == [
        "de:101.title", "sv:101.title",
      ])
  }
}
