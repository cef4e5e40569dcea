import CatalogParser
import Testing

@testable import LocaleCheck

/// Binding captured identifiers to catalog keys by their labels (SPEC section 7), as the app
/// shows them: through the locale's fallback chain, from tables whose text is in code, and with
/// SwiftUI's Markdown rendered.
@Suite("Capture binding")
struct CaptureBindingTests {
  /// A JSON capture of `screen` in `locale` with `(identifier, label, type, path)` elements.
  static func capture(
    _ locale: String, _ screen: String, _ elements: [(id: String, label: String, type: String, path: String)]
  ) throws -> UICapture {
    let items = elements.map { element in
      "{\"identifier\":\(CatalogText.quoted(element.id)),\"label\":\(CatalogText.quoted(element.label)),"
        + "\"type\":\"\(element.type)\",\"path\":\"\(element.path)\"}"
    }
    let text = "{\"elements\":[\n\(items.joined(separator: ",\n"))]}"
    return try UICaptureParser.parse(
      Array(text.utf8), file: "captures/\(locale)/\(screen).json", locale: LocaleID(locale), screen: screen,
      isJSON: true)
  }

  static func report(_ files: [String: String], _ captures: [UICapture]) throws -> Report {
    LocaleChecker().check(try Fixture(files).catalog(), captures: captures)
  }

  static let catalog = CatalogText.xcstrings([
    "Sign in": ["en": "Sign in", "es": "Iniciar sesión"], "Cancel": ["en": "Cancel", "es": "Cancelar"],
    "Close": ["en": "Close", "es": "Cerrar"], "Done": ["en": "Done", "es": "Listo"],
  ])

  @Test func anIdentifierWithAnotherLabelOnAnotherScreenBindsToNoKey() throws {
    let report = try Self.report(
      ["Localizable.xcstrings": Self.catalog],
      [
        try Self.capture("en", "privacy", [("sheet.dismiss.button", "Close", "Button", "0/1")]),
        try Self.capture("en", "settings", [("sheet.dismiss.button", "Done", "Button", "0/1")]),
      ])
    #expect(report.findings.filter { $0.rule == "runtime-mismatch" }.isEmpty)
    let unbound = report.findings.filter { $0.rule == "unbound-identifier" }
    #expect(unbound.count == 1)
    #expect(
      unbound.first?.message
        == "sheet.dismiss.button on privacy is bound to no key: it shows 'Close' here and 'Done' on "
        + "settings, so it stands for no single key; give each element its own identifier")
  }

  @Test func aLabelThatWritesItsApostrophesOrSpacesAnotherWayBindsAndIsTold() throws {
    // Audit 264: without a label map, "Don't save" and "Log  out" are the keys' labels, not
    // hard-coded strings, and the characters that differ are named.
    let catalog = CatalogText.xcstrings([
      "Don’t save": ["en": "Don’t save", "de": "Nicht sichern"],
      "Log out": ["en": "Log out", "de": "Abmelden"],
    ])
    let report = try Self.report(
      ["Localizable.xcstrings": catalog],
      [
        try Self.capture(
          "en", "editor",
          [
            ("editor.discard.button", "Don't save", "Button", "0/1"),
            ("editor.logOut.button", "Log  out", "Button", "0/2"),
          ]
        ),
        try Self.capture(
          "de", "editor",
          [
            ("editor.discard.button", "Nicht sichern", "Button", "0/1"),
            ("editor.logOut.button", "Abmelden", "Button", "0/2"),
          ]
        ),
      ])
    #expect(report.findings.filter { $0.rule == "unbound-identifier" }.isEmpty)
    let mismatches = report.findings.filter { $0.rule == "runtime-mismatch" }.map(\.message)
    #expect(mismatches.count == 2)
    #expect(
      mismatches.contains { $0.contains("they differ only in ' (U+0027) where the catalog has ’ (U+2019)") },
      "\(mismatches)")
    #expect(mismatches.contains { $0.contains("they differ only in spacing") }, "\(mismatches)")
    #expect(report.matrix.map(\.identifier) == ["editor.discard.button", "editor.logOut.button"])
  }

  @Test func foldingBindsNoLineBreakAndNamesNoOtherKey() throws {
    // Review 182: "Sign\nin" is a label broken over two lines, not "Sign in"; a label two keys
    // read as alike binds to neither, and no message calls it one key's text.
    let catalog = CatalogText.xcstrings([
      "Sign in": ["en": "Sign in", "de": "Anmelden"],
      "Don’t allow": ["en": "Don’t allow", "de": "Nicht erlauben"],
      "Don't allow": ["en": "Don't allow", "de": "Verbieten"],
    ])
    let report = try Self.report(
      ["Localizable.xcstrings": catalog],
      [
        try Self.capture(
          "en", "alert",
          [("alert.signIn", "Sign\\nin", "Button", "0/1"), ("alert.deny", "Don‘t allow", "Button", "0/2")])
      ])
    #expect(report.findings.filter { $0.rule == "runtime-mismatch" }.isEmpty)
    #expect(
      report.findings.filter { $0.rule == "unbound-identifier" }.map(\.identifier) == [
        "alert.signIn", "alert.deny",
      ])
  }

  @Test func aStaleTwinOfTheLabelDoesNotMakeItAmbiguous() throws {
    // Renamed in code: Xcode keeps `LOGIN_BUTTON` (stale) beside the new `Sign in`, both "Sign in".
    let catalog = CatalogText.xcstrings(
      [
        "Sign in": ["en": "Sign in", "de": "Anmelden"],
        "LOGIN_BUTTON": ["en": "Sign in", "de": "Einloggen"],
      ], extra: ["LOGIN_BUTTON": "\"extractionState\":\"stale\""])
    let report = try Self.report(
      ["Localizable.xcstrings": catalog],
      [
        try Self.capture("en", "login", [("login.submit.button", "Sign in", "Button", "0/1")]),
        try Self.capture("de", "login", [("login.submit.button", "Anmeldung", "Button", "0/1")]),
      ])
    #expect(report.findings.filter { $0.rule == "unbound-identifier" }.isEmpty)
    #expect(report.matrix.map(\.key) == ["Sign in"])
    #expect(report.findings.map(\.rule).contains("runtime-mismatch"))
  }

  @Test func aRegionalCaptureBindsThroughItsParentAndAHardCodedSourceTextToItsKey() throws {
    // No source-language capture: es-MX reads es's values, and an English label no es value
    // has is the source text of one key, shown untranslated.
    let report = try Self.report(
      ["Localizable.xcstrings": Self.catalog],
      [
        try Self.capture(
          "es-MX", "login",
          [
            ("login.submit.button", "Iniciar sesión", "Button", "0/1"),
            ("login.cancel.button", "Cancel", "Button", "0/2"),
          ]
        )
      ])
    #expect(report.findings.filter { $0.rule == "unbound-identifier" }.isEmpty)
    let mismatches = report.findings.filter { $0.rule == "runtime-mismatch" }
    #expect(mismatches.map(\.identifier) == ["login.cancel.button"])
    #expect(mismatches.first?.expected == "Cancelar")
  }

  @Test func aCaptureOfALocaleTheCatalogsLackBindsToTheSourceText() throws {
    let report = try Self.report(
      ["Localizable.xcstrings": Self.catalog],
      [try Self.capture("it", "login", [("login.submit.button", "Sign in", "Button", "0/1")])])
    let missing = report.findings.filter { $0.rule == "missing-translation" }
    #expect(missing.map(\.identifier) == ["login.submit.button"])
    #expect(missing.map(\.locale) == [LocaleID("it")])
  }

  @Test func aTableWhoseSourceTextIsInCodeBindsByItsKeys() throws {
    let report = try Self.report(
      ["App/de.lproj/Localizable.strings": "\"Cancel\" = \"Abbrechen\";\n\"Sign in\" = \"Anmelden\";\n"],
      [
        try Self.capture("en", "login", [("login.cancel.button", "Cancel", "Button", "0/1")]),
        try Self.capture("de", "login", [("login.cancel.button", "Cancel", "Button", "0/1")]),
      ])
    #expect(report.matrix.map(\.key) == ["Cancel"])
    let mismatches = report.findings.filter { $0.rule == "runtime-mismatch" }
    #expect(mismatches.map(\.locale) == [LocaleID("de")])
    #expect(mismatches.first?.expected == "Abbrechen")
  }

  @Test func markdownBindsAndMatchesAsSwiftUIRendersIt() throws {
    let catalog = CatalogText.xcstrings([
      "I agree to the **Terms**": [
        "en": "I agree to the **Terms**", "de": "Ich stimme den **Bedingungen** zu",
      ],
      "Read our [Privacy Policy](https://example.com)": [
        "en": "Read our [Privacy Policy](https://example.com)",
        "de": "Lies unsere [Datenschutzerklärung](https://example.com)",
      ],
    ])
    let report = try Self.report(
      ["Localizable.xcstrings": catalog],
      [
        try Self.capture(
          "en", "signup",
          [
            ("signup.terms.toggle", "I agree to the Terms", "Switch", "0/1"),
            ("signup.privacy.link", "Read our Privacy Policy", "Link", "0/2"),
          ]),
        try Self.capture(
          "de", "signup",
          [
            ("signup.terms.toggle", "Ich stimme den Bedingungen zu", "Switch", "0/1"),
            ("signup.privacy.link", "Read our Privacy Policy", "Link", "0/2"),
          ]),
      ])
    #expect(report.findings.filter { $0.rule == "unbound-identifier" }.isEmpty)
    let mismatches = report.findings.filter { $0.rule == "runtime-mismatch" }
    #expect(mismatches.map(\.identifier) == ["signup.privacy.link"])
    #expect(MarkdownText.holdsInflection("^[%lld file](inflect: true)"))
    #expect(mismatches.map(\.locale) == [LocaleID("de")])
  }

  @Test func anElementOnlyOneLocaleShowsShiftsItsSiblingsWithoutDrift() throws {
    // es shows a payment button first: en's text and button move one place down there.
    let report = try Self.report(
      ["Localizable.xcstrings": Self.catalog],
      [
        try Self.capture(
          "en", "login",
          [
            ("login.title.text", "Sign in", "StaticText", "0/0"),
            ("login.cancel.button", "Cancel", "Button", "0/1"),
          ]),
        try Self.capture(
          "es", "login",
          [
            ("login.bizum.button", "Pagar con Bizum", "Button", "0/0"),
            ("login.title.text", "Iniciar sesión", "StaticText", "0/1"),
            ("login.cancel.button", "Cancelar", "Button", "0/2"),
          ]),
      ])
    #expect(report.findings.filter { $0.rule == "identifier-drift" }.isEmpty)
  }

  @Test func aCapturedLabelThatIsItsIdentifierIsReportedAtTheCapture() throws {
    // SwiftUI shows a key missing from the catalog as it is: VoiceOver reads "login dot help …".
    let report = try Self.report(
      ["Localizable.xcstrings": Self.catalog],
      [
        try Self.capture(
          "en", "login",
          [
            ("login.help.button", "login.help.button", "Button", "0/1"),
            ("login.faq.button", "BTN_FAQ", "Button", "0/2"),
            // An image button without a label speaks its asset's name (audit 328).
            ("about.social.twitter", "ic_twitter", "Button", "0/3"),
          ])
      ])
    let findings = report.findings.filter { $0.rule == "label-is-identifier" }
    #expect(
      findings.map(\.message) == [
        "en capture of login labels login.help.button 'login.help.button', the identifier itself",
        "en capture of login labels login.faq.button 'BTN_FAQ', a machine token, not words",
        "en capture of login labels about.social.twitter 'ic_twitter', an image's asset name, which VoiceOver "
          + "reads for want of a label",
      ])
    // Grouped with the screen's other findings (a JUnit test case per screen; audit 266).
    #expect(findings.map(\.screen) == ["login", "login", "login"])
    // Each locale's capture is judged too.
    let french = try Self.report(
      ["Localizable.xcstrings": Self.catalog],
      [
        try Self.capture("en", "login", [("login.help.button", "Help", "Button", "0/1")]),
        try Self.capture("fr", "login", [("login.help.button", "login.help.button", "Button", "0/1")]),
      ])
    #expect(french.findings.filter { $0.rule == "label-is-identifier" }.map(\.locale) == [LocaleID("fr")])
    #expect(findings.first?.position?.file == "captures/en/login.json")
  }

  @Test func anotherLocalesCaptureTellsTwoKeysOfOneLabelApart() throws {
    // "Post" is the app's button and a Settings bundle's title; only the app's says
    // "Veröffentlichen" in German. Both "Cancel"s say "Abbrechen", and French, which no capture
    // shows, tells them apart: that one stays ambiguous.
    let files = [
      "App/en.lproj/Localizable.strings": CatalogText.strings([("Cancel", "Cancel"), ("Post", "Post")]),
      "App/de.lproj/Localizable.strings": CatalogText.strings([
        ("Cancel", "Abbrechen"), ("Post", "Veröffentlichen"),
      ]),
      "App/Settings.bundle/en.lproj/Root.strings": CatalogText.strings([("Post", "Post")]),
      "App/Settings.bundle/de.lproj/Root.strings": CatalogText.strings([("Post", "Beitrag")]),
      "Share/en.lproj/Localizable.strings": CatalogText.strings([("Cancel", "Cancel")]),
      "Share/de.lproj/Localizable.strings": CatalogText.strings([("Cancel", "Abbrechen")]),
      "App/fr.lproj/Localizable.strings": CatalogText.strings([("Cancel", "Annuler")]),
      "Share/fr.lproj/Localizable.strings": CatalogText.strings([("Cancel", "Fermer")]),
    ]
    let report = try Self.report(
      files,
      [
        try Self.capture(
          "en", "compose",
          [
            ("compose.cancel.button", "Cancel", "Button", "0/1"),
            ("compose.post.button", "Post", "Button", "0/2"),
          ]),
        try Self.capture(
          "de", "compose",
          [
            ("compose.cancel.button", "Abbrechen", "Button", "0/1"),
            ("compose.post.button", "Veröffentlichen", "Button", "0/2"),
          ]),
      ])
    #expect(
      report.matrix.map { "\($0.identifier)|\($0.bundle)|\($0.table)" } == [
        "compose.post.button|App|Localizable"
      ])
    #expect(
      report.findings.filter { $0.rule == "unbound-identifier" }.map(\.identifier) == [
        "compose.cancel.button"
      ])
    // The message names both keys, for the developer to map the identifier to one.
    #expect(
      report.findings.first { $0.rule == "unbound-identifier" }?.message
        == "compose.cancel.button on compose is bound to no key: 2 catalog keys have the label "
        + "'Cancel': App/Localizable 'Cancel', Share/Localizable 'Cancel'; "
        + "map the identifier to one in the label map")
  }

  @Test func aKeyTwoBundlesShareWithOneTextEverywhereBindsToTheFirst() throws {
    // An app's and its Share extension's "Cancel": whichever the element shows, German hears
    // English; left unbound, the finding would vanish once the extension was added.
    let strings = CatalogText.strings([("Cancel", "Cancel")])
    let report = try Self.report(
      [
        "App/en.lproj/Localizable.strings": strings, "App/de.lproj/Localizable.strings": strings,
        "Share/en.lproj/Localizable.strings": strings, "Share/de.lproj/Localizable.strings": strings,
      ],
      [
        try Self.capture("en", "login", [("login.cancel.button", "Cancel", "Button", "0/1")]),
        try Self.capture("de", "login", [("login.cancel.button", "Cancel", "Button", "0/1")]),
      ])
    #expect(report.matrix.map { "\($0.identifier)|\($0.bundle)" } == ["login.cancel.button|App"])
    #expect(
      report.findings.map { "\($0.rule)|\($0.position?.file ?? "")" } == [
        "english-fallback|App/de.lproj/Localizable.strings"
      ])
  }

  @Test func keysOfOneTableThatReadAlikeEverywhereBindToTheFirst() throws {
    // Vocable writes "Listening Mode" under two keys: whichever the cell shows, German hears
    // English (audit 135). Keys that read otherwise somewhere (Spanish) stay unbound.
    let english = CatalogText.strings([
      ("listening.title", "Listening Mode"), ("listening.cell", "Listening Mode"), ("discard", "Discard"),
      ("discard.alert", "Discard"),
    ])
    let spanish = CatalogText.strings([
      ("listening.title", "Modo de escucha"), ("listening.cell", "Modo de escucha"), ("discard", "Descartar"),
      ("discard.alert", "Desechar"),
    ])
    let elements = [
      ("settings.listening.cell", "Listening Mode", "Cell", "0/1"),
      ("settings.discard.button", "Discard", "Button", "0/2"),
    ]
    let report = try Self.report(
      [
        "App/en.lproj/Localizable.strings": english, "App/es.lproj/Localizable.strings": spanish,
        "App/de.lproj/Localizable.strings": CatalogText.strings([("other", "Andere")]),
      ],
      [try Self.capture("en", "settings", elements)])
    #expect(report.matrix.map { "\($0.identifier)|\($0.key)" } == ["settings.listening.cell|listening.title"])
    #expect(
      report.findings.map { "\($0.rule)|\($0.locale?.identifier ?? "")|\($0.identifier ?? "")" } == [
        "identifier-drift|de|other", "missing-translation|de|settings.listening.cell",
        "unbound-identifier|en|settings.discard.button",
      ])
  }

  @Test func keysAlikeInTextButNotInStateOrTableStayUnbound() throws {
    // Which key is first in the file must not decide whether a review state is told, nor an
    // exempt key hide another's English copy, nor an app name's table stand for a label's (review 111).
    let leaf = CatalogText.stringUnit
    let delete = """
      {"sourceLanguage":"en","version":"1.0","strings":{
      "a.delete":{"localizations":{"en":\(leaf("Delete", "translated")),"de":\(leaf("Löschen", "translated"))}},
      "b.delete":{"localizations":{"en":\(leaf("Delete", "translated")),"de":\(leaf("Löschen", "needs_review"))}},
      "a.name":{"shouldTranslate":false,"localizations":{"en":\(leaf("Notes", "translated"))}},
      "b.name":{"localizations":{"en":\(leaf("Notes", "translated"))}}}}
      """
    let report = try Self.report(
      ["Localizable.xcstrings": delete],
      [
        try Self.capture(
          "en", "list",
          [
            ("list.delete.button", "Delete", "Button", "0/1"),
            ("list.name.label", "Notes", "StaticText", "0/2"),
          ])
      ])
    #expect(report.matrix.isEmpty)
    #expect(
      report.findings.map { "\($0.rule)|\($0.identifier ?? "")" } == [
        "unbound-identifier|list.delete.button", "unbound-identifier|list.name.label",
      ])
  }

  @Test func aUsersContentIsNoMachineToken() throws {
    // A file browser's and a timeline's cells show what the user named: no key stands behind them.
    let report = try Self.report(
      ["Localizable.xcstrings": Self.catalog],
      [
        try Self.capture(
          "en", "files",
          [
            ("files.item.cell", "IMG_0042.HEIC", "Cell", "0/1"),
            ("files.owner.label", "john_doe", "StaticText", "0/2"),
            ("files.size.label", "x86_64", "StaticText", "0/3"),
            ("files.title.label", "FILES_TITLE", "StaticText", "0/4"),
          ])
      ])
    let findings = report.findings.filter { $0.rule == "label-is-identifier" }
    #expect(findings.map(\.identifier) == ["files.title.label"])
  }
}
