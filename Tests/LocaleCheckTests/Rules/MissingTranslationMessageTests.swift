import Testing

@testable import LocaleCheck

/// How `missing-translation` quotes the text VoiceOver reads instead.
@Suite("missing-translation: messages")
struct MissingTranslationMessageTests {
  @Test func theSourceTextIsQuotedTrimmedAsACopyIs() throws {
    // A menu item indented with a tab (Easydict's "\tRight to Left").
    let fixture = try Fixture([
      "en.lproj/Main.strings": CatalogText.strings([("9k9.title", "\tRight to Left"), ("b.title", "Quit")]),
      "fr.lproj/Main.strings": CatalogText.strings([("b.title", "Quitter")]),
    ])
    let messages = try fixture.findings(of: "missing-translation").map(\.message)
    #expect(
      messages == ["fr has no translation for 'Right to Left' (9k9.title); VoiceOver reads the en text"])
  }

  /// Audit 111: Angular's XLIFF 2.0 drafts hold a text the message must not seem to overlook; a
  /// copy of the source in such a state is the plain gap.
  @Test func aTextInAnUntranslatedStateIsNamed() throws {
    let fixture = try Fixture([
      "messages.de.xlf": """
      <xliff version="2.0" xmlns="urn:oasis:names:tc:xliff:document:2.0" srcLang="en" trgLang="de">
      <file id="ngi18n" original="ng.template">
      <unit id="p1"><segment state="initial"><source>page-1 works!</source>
      <target>Seite 1 funktioniert!</target></segment></unit>
      <unit id="p2"><segment state="initial"><source>Docs</source><target>Docs</target></segment></unit>
      </file></xliff>
      """,
      "Localizable.xcstrings": CatalogText.xcstrings(
        ["Save": ["en": "Save", "fr": "Enregistrer"]], states: ["Save/fr": "new"]),
    ])
    // Each table has only one of the two locales: the other's gaps are not this test's.
    let messages = try fixture.findings(of: "missing-translation")
      .filter { ($0.table == "messages") == ($0.locale == LocaleID("de")) }.map(\.message)
    #expect(
      messages.sorted() == [
        "de has no translation for 'Docs' (p2); VoiceOver reads the en text",
        "de has no translation for 'page-1 works!' (p1): its 'Seite 1 funktioniert!' is marked initial, as not "
          + "translated yet; VoiceOver reads the en text",
        "fr has no translation for 'Save': its 'Enregistrer' is marked new, as not translated yet; VoiceOver "
          + "reads the en text",
      ])
  }

  /// Review 98: a copy that differs only in spaces, case or punctuation is the plain gap; a long
  /// draft is cut, so the message's point follows it.
  @Test func aNearCopyIsNotNamedAndALongDraftIsCut() throws {
    let long = String(repeating: "Lang ", count: 40)
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings(
        [
          "Save file": ["en": "Save file", "de": "save\u{00A0}file."],
          "Short": ["en": "Short", "de": long],
        ],
        states: ["Save file/de": "new", "Short/de": "new"])
    ])
    let messages = try fixture.findings(of: "missing-translation").map(\.message)
    #expect(messages.contains("de has no translation for 'Save file'; VoiceOver reads the en text"))
    let cut = String(long.prefix(79)) + "…"
    #expect(
      messages.contains(
        "de has no translation for 'Short': its '\(cut)' is marked new, as not translated yet; VoiceOver reads the en text"
      ))
  }

  /// Audit 202: an empty value that a translator's tool shows as done says it is empty, not that
  /// no translation exists; a draft with no text is the plain gap.
  @Test func anEmptyValueSaysItIsEmpty() throws {
    let fixture = try Fixture([
      "de.xliff": CatalogText.xliff(
        original: "Localizable.strings", target: "de",
        units: [
          FixtureXLIFFUnit("Quit", source: "Quit", target: "", state: "final"),
          // Without a state, or with Xcode's `translated`, which a stateless target reads as.
          FixtureXLIFFUnit("Edit", source: "Edit", target: ""),
          FixtureXLIFFUnit("Open", source: "Open", target: "", state: "new"),
        ])
    ])
    let messages = try fixture.findings(of: "missing-translation").map(\.message).sorted()
    #expect(
      messages == [
        "de has no translation for 'Edit': its text is empty; VoiceOver reads the en text",
        "de has no translation for 'Open': its text is empty; VoiceOver reads the en text",
        "de has no translation for 'Quit': its text is empty, though marked final; VoiceOver reads the en text",
      ])
  }

  /// Review 149: a plural whose every form is empty says so too.
  @Test func aPluralOfEmptyFormsSaysItsFormsAreEmpty() throws {
    let form = { (text: String) in #"{"stringUnit":{"state":"translated","value":"\#(text)"}}"# }
    let fixture = try Fixture([
      "Localizable.xcstrings": """
      {"sourceLanguage":"en","version":"1.0","strings":{"%lld files":{"localizations":{
      "en":{"variations":{"plural":{"one":\(form("%lld file")),"other":\(form("%lld files"))}}},
      "de":{"variations":{"plural":{"one":\(form("")),"other":\(form(""))}}}}}}}
      """
    ])
    #expect(
      try fixture.findings(of: "missing-translation").map(\.message) == [
        "de has no translation for '%lld files': its forms are empty; VoiceOver reads the en text"
      ])
  }

  /// Audit 173: `hi-Latn` reads `en-IN`'s English, its CLDR parent: the gap is `hi-Latn`'s own,
  /// whether the run checks `en-IN` or not, and the text read is `en-IN`'s.
  @Test func aParentInTheSourceLanguageHasNoGapOfTheLocale() throws {
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings(["color.label": ["en": "Color", "en-IN": "Colour"]])
    ])
    var fingerprints: Set<String> = []
    for locales in [["hi-Latn"], ["hi-Latn", "en-IN"]] {
      var configuration = Configuration()
      configuration.locales = locales.map(LocaleID.init)
      let report = try fixture.report(configuration: configuration)
      #expect(report.findings.map(\.rule) == ["missing-translation"], "\(locales)")
      #expect(
        report.findings.first?.message
          == "hi-Latn has no translation for 'Color' (color.label); VoiceOver reads the en-IN text (the "
          + "Localizable table has nothing for locale hi-Latn)")
      #expect(report.matrix.first?.cells[LocaleID("hi-Latn")]?.status == "missing-translation")
      fingerprints.formUnion(report.findings.map(\.fingerprint))
    }
    #expect(fingerprints.count == 1, "one gap, whichever locales the run checks")
  }
}
