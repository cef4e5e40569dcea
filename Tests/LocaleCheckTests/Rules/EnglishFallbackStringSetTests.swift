import Testing

@testable import LocaleCheck

/// Each phrase of an App Shortcuts set (`stringSet`) is compared with the source's phrases.
@Suite("english-fallback: App Shortcuts phrases")
struct EnglishFallbackStringSetTests {
  private static func catalog(_ localizations: [String: [String]], state: String = "translated") -> String {
    let entries = localizations.sorted { $0.key < $1.key }.map { locale, phrases in
      let values = phrases.map { CatalogText.quoted($0) }.joined(separator: ", ")
      return "\"\(locale)\": {\"stringSet\": {\"state\": \"\(state)\", \"values\": [\(values)]}}"
    }
    return """
      {"sourceLanguage": "en", "version": "1.0", "strings": {
        "Get sunrise time from ${applicationName}": {"localizations": {\(entries.joined(separator: ",\n"))}}}}
      """
  }

  @Test func aPhraseThatCopiesAnyOfTheSourcesIsReported() throws {
    let fixture = try Fixture([
      "AppShortcuts.xcstrings": Self.catalog([
        "en": ["Get sunrise time from ${applicationName}", "Get sunrise time in ${applicationName}"],
        "de": [
          "Sonnenaufgangszeit von ${applicationName} abrufen", "Sonnenaufgang abrufen",
          "Get sunrise time in ${applicationName}",
        ],
        "ja": ["${applicationName}で日の出の時刻を取得", "日の出の時刻を取得"],
      ])
    ])
    let findings = try fixture.findings(of: "english-fallback")
    #expect(
      findings.map(\.message) == [
        "de says the en phrase 'Get sunrise time in ${applicationName}' for "
          + "Get sunrise time from ${applicationName} (stringSet[2])"
      ])
    #expect(findings.first?.actual == "Get sunrise time in ${applicationName}")
    // At the phrase itself (de's, written before en's), not at the set's first phrase.
    #expect(
      findings.first?.position == fixture.position(of: "\"Get sunrise time in", in: "AppShortcuts.xcstrings"))
  }

  @Test func aPlainSourceIsASetOfOnePhrase() throws {
    // Hand-written catalogs: the source a `stringUnit`, or only the key.
    let set =
      #"{"stringSet": {"state": "translated", "values": ["Kaffee eintragen", "Log coffee in ${applicationName}"]}}"#
    let catalog = """
      {"sourceLanguage": "en", "version": "1.0", "strings": {
        "Log coffee in ${applicationName}": {"localizations": {"de": \(set),
          "en": {"stringUnit": {"state": "translated", "value": "Log coffee in ${applicationName}"}}}}}}
      """
    let fixture = try Fixture(["AppShortcuts.xcstrings": catalog])
    #expect(try fixture.findings(of: "english-fallback").map(\.message).count == 1)
    #expect(try fixture.findings(of: "format-mismatch").map(\.message).count == 1)
  }

  @Test func aPhraseKeepsItsFingerprintWhenTheSetIsReordered() throws {
    let source = ["Start ${applicationName}", "Open ${applicationName}"]
    let first = try Fixture([
      "AppShortcuts.xcstrings": Self.catalog(["en": source, "fr": ["Ouvrir ${applicationName}", source[1]]])
    ])
    let second = try Fixture([
      "AppShortcuts.xcstrings": Self.catalog(["en": source, "fr": [source[1], "Ouvrir ${applicationName}"]])
    ])
    let before = try first.findings(of: "english-fallback")
    let after = try second.findings(of: "english-fallback")
    #expect(before.count == 1 && after.count == 1)
    #expect(before.first?.fingerprint == after.first?.fingerprint)
  }

  @Test func aRepeatedPhraseHasAFingerprintOfItsOwn() throws {
    let source = ["Start ${applicationName}", "Open ${applicationName}"]
    let fixture = try Fixture([
      "AppShortcuts.xcstrings": Self.catalog([
        "en": source, "fr": [source[1], "Ouvrir ${applicationName}", source[1]],
      ])
    ])
    let findings = try fixture.findings(of: "english-fallback")
    #expect(findings.count == 2)
    #expect(Set(findings.map(\.fingerprint)).count == 2)
  }

  @Test func eachCopiedPhraseHasItsOwnFindingAndUntranslatedSetsHaveNone() throws {
    let phrases = ["Start ${applicationName}", "Open ${applicationName}"]
    let copied = try Fixture(["AppShortcuts.xcstrings": Self.catalog(["en": phrases, "fr": phrases])])
    #expect(Set(try copied.findings(of: "english-fallback").map(\.message)).count == 2)
    let untranslated = try Fixture([
      "AppShortcuts.xcstrings": Self.catalog(["en": phrases, "fr": phrases], state: "new")
    ])
    #expect(try untranslated.findings(of: "english-fallback").isEmpty)
  }

  @Test func aTextOfAnotherTableThatNamesTheAppIsNoPhrase() throws {
    // "About ${applicationName}" in `Localizable` is shown, not said (review 113).
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings([
        "About ${applicationName}": ["en": "About ${applicationName}", "de": "About ${applicationName}"]
      ]),
      "Other.xcstrings": CatalogText.xcstrings(["Done": ["en": "Done", "fr": "Terminé"]]),
    ])
    let report = try fixture.report()
    #expect(
      report.findings.filter { $0.key == "About ${applicationName}" }.map(\.message) == [
        "fr has no translation for 'About ${applicationName}'; VoiceOver reads the en text (the Localizable "
          + "table has nothing for locale fr)",
        "de shows the en text 'About ${applicationName}'",
      ])
  }
}
