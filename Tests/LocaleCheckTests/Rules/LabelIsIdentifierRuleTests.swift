import Testing

@testable import LocaleCheck

@Suite("label-is-identifier")
struct LabelIsIdentifierRuleTests {
  @Test func descriptor() {
    #expect(LabelIsIdentifierRule.descriptor.id == "label-is-identifier")
    #expect(LabelIsIdentifierRule.descriptor.defaultSeverity == .error)
  }

  static let labels = """
    { "version": 1,
      "identifiers": {
        "login.submit.button": { "key": "submit" },
        "login.help.button": { "key": "help" },
        "login.cancel.button": { "key": "cancel" },
        "login.wifi.label": { "key": "wifi" } } }
    """

  @Test func triggersForTheIdentifierOrAMachineTokenAsLabel() throws {
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings([
        "submit": ["en": "login.submit.button", "de": "Anmelden"],
        "help": ["en": "Help", "de": "BTN_HELP"],
        "cancel": ["en": "Cancel", "de": "Abbrechen"],
        "wifi": ["en": "Wi-Fi", "de": "WLAN"],
      ])
    ])
    let findings = try fixture.findings(of: "label-is-identifier", labels: Self.labels)
    #expect(
      findings.map { "\($0.locale!):\($0.identifier!)" } == [
        "de:login.help.button", "en:login.submit.button",
      ])
    let help = try #require(findings.first)
    #expect(help.key == "help")
    #expect(help.actual == "BTN_HELP")
    #expect(help.message == "de label of login.help.button is 'BTN_HELP', a machine token, not words")
    #expect(help.position == fixture.position(of: "\"BTN_HELP\"", in: "Localizable.xcstrings"))
    #expect(
      findings.last?.message
        == "en label of login.submit.button is 'login.submit.button', the identifier itself")
  }

  @Test func aStringCatalogKeyWithoutSourceTextShowsItsToken() throws {
    // Audit 268: no `en` value, so the app shows "FILE_ERROR_BUTTON"; not a role word or a length
    // to compare with, and a key that is words ("Run simulation") is its own text.
    let catalog = #"""
      {"sourceLanguage":"en","version":"1.0","strings":{
      "FILE_ERROR_BUTTON":{"localizations":{"fr":{"stringUnit":{"state":"translated","value":"D'accord"}}}},
      "FILE_ERROR_MESSAGE":{"localizations":{"fr":{"stringUnit":{"state":"translated",
        "value":"Le fichier n'a pas pu être ouvert. Vérifiez son format."}}}},
      "ITEM_COUNT_%lld":{"localizations":{"fr":{"stringUnit":{"state":"translated","value":"%lld éléments dans la liste"}}}},
      "GREETING_%@":{"localizations":{"fr":{"stringUnit":{"state":"translated","value":"Bonjour %@"}}}},
      "%lld_ITEMS":{"localizations":{"fr":{"stringUnit":{"state":"translated","value":"%lld éléments"}}}},
      "www.%@.com":{"localizations":{"fr":{"stringUnit":{"state":"translated","value":"www.%@.fr"}}}},
      "%@_%@":{"localizations":{"fr":{"stringUnit":{"state":"translated","value":"%@ %@"}}}},
      "Hello %@":{"localizations":{"fr":{"stringUnit":{"state":"translated","value":"Bonjour %@"}}}},
      "Run simulation":{"localizations":{"fr":{"stringUnit":{"state":"translated","value":"Lancer"}}}}}}
      """#
    let report = try Fixture(["Localizable.xcstrings": catalog]).report()
    #expect(
      report.findings.map { "\($0.rule) \($0.locale!) \($0.key!)" } == [
        "label-is-identifier en FILE_ERROR_BUTTON", "label-is-identifier en FILE_ERROR_MESSAGE",
        // Reviews 183, 184: placeholders aside, a token all the same; not a domain, "%@_%@" or words.
        "label-is-identifier en ITEM_COUNT_%lld", "label-is-identifier en GREETING_%@",
        "label-is-identifier en %lld_ITEMS",
      ])
    #expect(
      report.findings.first?.message
        == "en label of FILE_ERROR_BUTTON is 'FILE_ERROR_BUTTON', its key: the table has no en text for it, so "
        + "the app shows the key")
  }

  @Test func aSourceTextWrittenAsItsTokenKeyShowsTheToken() throws {
    // Audit 298: Simplenote's hint, as genstrings writes a key without a value; not a key of
    // words, nor a translation's.
    let fixture = try Fixture([
      "en.lproj/Localizable.strings": CatalogText.strings([
        ("tag-delete-accessibility-hint", "tag-delete-accessibility-hint"), ("Trash-noun", "Trash-noun"),
        ("Save", "Save"), ("Speech-to-text", "Speech-to-text"), ("phpMyAdmin", "phpMyAdmin"),
        ("pay-per-view", "pay-per-view"),
      ]),
      "de.lproj/Localizable.strings": CatalogText.strings([("Save", "Sichern"), ("Trash-noun", "Papierkorb")]
      ),
    ])
    #expect(
      try fixture.findings(of: "label-is-identifier").map(\.message) == [
        "en label of tag-delete-accessibility-hint is 'tag-delete-accessibility-hint', its key, written as its en "
          + "text: the app shows the token; write the words the user should hear"
      ])
  }

  @Test func aTokenCopiedFromTheSourceIsThisRulesNotEnglishFallbacks() throws {
    // Audit 146: "chevron.right" is no English text a translator left; it is told once per
    // locale, as a token.
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings([
        "submit": ["en": "Sign in", "de": "Anmelden"],
        "help": ["en": "chevron.right", "de": "chevron.right"],
        "cancel": ["en": "Cancel", "de": "Abbrechen"],
        "wifi": ["en": "Wi-Fi", "de": "WLAN"],
      ])
    ])
    let report = try fixture.report(labels: Self.labels)
    #expect(
      report.findings.map { "\($0.rule) \($0.locale!)" } == [
        "label-is-identifier de", "label-is-identifier en",
      ])
  }

  @Test func directionMarksAroundATokenAreNotSpoken() throws {
    // Right-to-left translations wrap a Latin run in marks: VoiceOver reads the token all the same.
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings([
        "submit": [
          "en": "Sign in", "ar": "\u{200F}login.submit.button", "he": "\u{202B}login.submit.button\u{202C}",
        ],
        "help": ["en": "Help", "ar": "مساعدة", "he": "\u{200F}עזרה"],
      ])
    ])
    let findings = try fixture.findings(of: "label-is-identifier", labels: Self.labels)
    #expect(
      findings.map(\.message) == [
        "ar label of login.submit.button is 'login.submit.button', the identifier itself",
        "he label of login.submit.button is 'login.submit.button', the identifier itself",
      ])
  }

  @Test func silentWhenCatalogKeysAreTheirOwnSubjects() throws {
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings([
        "submit": ["en": "login.submit.button", "de": "sign_in_button"], "help": ["en": "BTN_HELP"],
      ])
    ])
    #expect(try fixture.findings(of: "label-is-identifier").isEmpty)
  }

  @Test func triggersForStringsAndXLIFFTables() throws {
    let labels = """
      { "version": 1, "identifiers": {
          "settings.title": { "key": "title", "table": "Main" },
          "settings.done": { "key": "done", "table": "Main" } } }
      """
    let fixture = try Fixture([
      "App/en.lproj/Main.strings": CatalogText.strings([("title", "Settings"), ("done", "Done")]),
      "App/de.lproj/Main.strings": CatalogText.strings([("title", "settings.title"), ("done", "Fertig")]),
      "fr.xliff": CatalogText.xliff(
        original: "App/en.lproj/Main.strings", target: "fr",
        units: [("title", "Settings", "Réglages"), ("done", "Done", "doneButton")]),
    ])
    let findings = try fixture.findings(of: "label-is-identifier", labels: labels)
    #expect(findings.map { "\($0.locale!):\($0.identifier!)" } == ["de:settings.title", "fr:settings.done"])
    #expect(
      findings.first?.position == fixture.position(of: "\"settings.title\"", in: "App/de.lproj/Main.strings"))
    #expect(findings.last?.position == fixture.position(of: "doneButton", in: "fr.xliff"))
  }

  @Test func theAppsNameIsNoToken() throws {
    // Audit 97: MeetingBar's status-bar icon option "MeetingBar", PascalCase ending in a UI word.
    let labels = """
      { "version": 1, "identifiers": {
          "status.icon.app": { "key": "status.icon.app" }, "status.icon.bar": { "key": "status.icon.bar" } } }
      """
    let files = [
      "App/en.lproj/Localizable.strings": CatalogText.strings([
        ("status.icon.app", "MeetingBar"), ("status.icon.bar", "StatusBar"),
      ]),
      "App/en.lproj/InfoPlist.strings": CatalogText.strings([("CFBundleName", "MeetingBar")]),
    ]
    let findings = try Fixture(files).findings(of: "label-is-identifier", labels: labels)
    #expect(findings.map(\.identifier) == ["status.icon.bar"])
    // An extension shows its app's name too (review 86).
    var widget = files
    widget["Widget/en.lproj/Localizable.strings"] = CatalogText.strings([("status.icon.app", "MeetingBar")])
    widget["Widget/en.lproj/InfoPlist.strings"] = CatalogText.strings([("CFBundleName", "MeetingBarWidget")])
    widget["App/en.lproj/Localizable.strings"] = CatalogText.strings([("status.icon.bar", "StatusBar")])
    #expect(
      try Fixture(widget).findings(of: "label-is-identifier", labels: labels).map(\.identifier) == [
        "status.icon.bar"
      ])
    // Without the app's name, it reads as a token.
    var unnamed = files
    unnamed["App/en.lproj/InfoPlist.strings"] = nil
    #expect(
      try Fixture(unnamed).findings(of: "label-is-identifier", labels: labels).map(\.identifier) == [
        "status.icon.app", "status.icon.bar",
      ])
  }

  @Test func aTokenIsReportedWhereItIsWritten() throws {
    // de and fr fall back to the English token, es-MX inherits es's: each is one finding, there.
    let labels = #"{ "version": 1, "identifiers": { "login.submit.button": { "key": "submit" } } }"#
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings([
        "submit": [
          "en": "login_button_title", "es": "btn_entrar", "es-MX": "btn_entrar", "de": "", "fr": "",
        ],
        "other": ["en": "x", "de": "x", "fr": "x", "es": "x", "es-MX": "x"],
      ])
    ])
    let findings = try fixture.findings(of: "label-is-identifier", labels: labels)
    #expect(findings.map { "\($0.locale!)" } == ["en", "es", "es-MX"])
    var german = Configuration()
    german.locales = [LocaleID("de")]
    // Without the source language in the run, the locale that falls back to it is where it is heard.
    #expect(
      try fixture.findings(of: "label-is-identifier", configuration: german, labels: labels).map(\.locale)
        == [LocaleID("de")])
  }

  @Test func pluralAndDeviceFormsAreLabelsToo() throws {
    let leaf = CatalogText.stringUnit
    let catalog = """
      {"sourceLanguage":"en","version":"1.0","strings":{
      "items":{"localizations":{"en":{"variations":{"plural":{"one":\(leaf("btn_item_one", "translated")),
      "other":\(leaf("%lld items", "translated"))}}}}},
      "next":{"localizations":{"en":{"variations":{"device":{"mac":\(leaf("continue_button_mac", "translated")),
      "other":\(leaf("Continue", "translated"))}}}}}}}
      """
    let labels =
      #"{ "version": 1, "identifiers": { "cart.items.label": { "key": "items" }, "onboarding.next.button": { "key": "next" } } }"#
    let findings = try Fixture(["Localizable.xcstrings": catalog]).findings(
      of: "label-is-identifier", labels: labels)
    #expect(
      findings.map(\.message).sorted() == [
        "en label of cart.items.label (plural.one) is 'btn_item_one', a machine token, not words",
        "en label of onboarding.next.button (device.mac) is 'continue_button_mac', a machine token, not words",
      ])
  }
}
