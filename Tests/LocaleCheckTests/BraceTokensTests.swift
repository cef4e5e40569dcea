import Testing

@testable import LocaleCheck

/// An app's own tokens in braces (`{DATE}`), which it replaces itself: a translation keeps each.
@Suite("Brace tokens")
struct BraceTokensTests {
  @Test(arguments: [
    ("Letzter Anruf: {DATE}", ["{DATE}"]), ("{0} of {1}", ["{0}", "{1}"]),
    ("Hi {user_name}!", ["{user_name}"]),
    ("Open ${target}", []), ("Use ${1,000}", []), ("{ spaced }", []),
    ("{count, plural, one {# item} other {# items}}", ["{count}"]),
    ("{1a}", []), ("{}", []), ("no braces", []), ("{DATE", []),
    // ICU branches, capitalized words and TeX arguments are text (review 92).
    ("{gender, select, male {He} other {They}} liked {COUNT}", ["{gender}", "{COUNT}"]),
    ("{count, plural, one {file} other {files}}", ["{count}"]), ("{0,number} Dateien", ["{0}"]),
    ("Tap {Edit}", []), ("\\textbf{bold}", []),
    ("{ count , plural, one {file} other {files}}", ["{count}"]), ("Seite{0}", ["{0}"]),
    ("{count, plural, one {# Datei} other {# Dateien} in {folder}", ["{count}", "{folder}"]),
    ("{{name}}", ["{name}"]),
    ("{USER_NAME} and {userName}", ["{USER_NAME}", "{userName}"]),
  ])
  func tokensAreFound(text: String, expected: [String]) {
    #expect(BraceTokens.tokens(in: text) == expected)
  }

  @Test func aLostTokenIsNamedWithTheOnesATranslationMadeUp() {
    // DP-3T's English (audit 103): "(DATE)" shows as written, never the date.
    #expect(
      BraceTokens.problem(source: "Letzter Anruf: {DATE}", translation: "Last call: (DATE)")
        == "token {DATE} of the source is missing here: where the app replaces it with a value, this translation "
        + "never shows the value")
    #expect(
      BraceTokens.problem(source: "{COUNT} Kontakte am {DATE}", translation: "{ANZAHL} contacts")
        == "tokens {COUNT}, {DATE} of the source are missing here: where the app replaces them with values, "
        + "this translation never shows them; the app shows {ANZAHL} as written: the source has no such token"
    )
    #expect(BraceTokens.problem(source: "{0} von {1}", translation: "{1} の {0}") == nil)
    #expect(BraceTokens.problem(source: "{COUNT} Tag", translation: "one day", mayLeaveOut: true) == nil)
    #expect(BraceTokens.problem(source: "Save", translation: "{Speichern}") == nil)
  }

  @Test func formatMismatchReportsALostToken() throws {
    let fixture = try Fixture([
      "de.lproj/Localizable.strings": CatalogText.strings([
        ("last_call", "Letzter Anruf: {DATE}"), ("ok", "OK"),
      ]),
      "en.lproj/Localizable.strings": CatalogText.strings([("last_call", "Last call: (DATE)"), ("ok", "OK")]),
      "fr.lproj/Localizable.strings": CatalogText.strings([("last_call", "Dernier appel : {DATE}")]),
    ])
    let findings = try fixture.report(sourceLocale: "de").findings.filter { $0.rule == "format-mismatch" }
    #expect(
      findings.map(\.message) == [
        "en value of last_call: token {DATE} of the source is missing here: where the app replaces it with a "
          + "value, this translation never shows the value"
      ])
  }
}
