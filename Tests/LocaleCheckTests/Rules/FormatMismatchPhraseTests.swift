import Testing

@testable import LocaleCheck

/// The phrases of a translated App Shortcuts set keep the parameters of the source's phrases.
@Suite("format-mismatch: App Shortcuts phrases")
struct FormatMismatchPhraseTests {
  @Test func aPhraseWithoutTheApplicationNameOrWithAnUnknownParameterIsReported() throws {
    let set = { (phrases: [String]) in
      "{\"stringSet\": {\"state\": \"translated\", \"values\": [\(phrases.map(CatalogText.quoted).joined(separator: ", "))]}}"
    }
    let catalog = """
      {"sourceLanguage": "en", "version": "1.0", "strings": {"Start ${workout} in ${applicationName}": {"localizations": {
        "en": \(set(["Start ${workout} in ${applicationName}", "Begin a workout with ${applicationName}"])),
        "de": \(set(["${workout} in ${applicationName} starten", "Training starten", "Mit ${applicationName} ${sport} starten"])),
        "fr": \(set(["Démarrer ${workout} dans ${applicationName}", "Commencer avec ${applicationName}"]))}}}}
      """
    let fixture = try Fixture(["AppShortcuts.xcstrings": catalog])
    let findings = try fixture.findings(of: "format-mismatch")
    #expect(
      findings.map(\.message) == [
        "de value of Start ${workout} in ${applicationName} (stringSet[1]): parameter ${applicationName}, which "
          + "every phrase of the source has, is missing here",
        "de value of Start ${workout} in ${applicationName} (stringSet[2]): parameter ${sport} is not in the "
          + "source (the source has ${applicationName}, ${workout}), so it is shown as written",
      ])
    #expect(findings.map(\.actual) == ["Training starten", "Mit ${applicationName} ${sport} starten"])
    #expect(
      findings.map(\.position) == [
        fixture.position(of: "\"Training starten", in: "AppShortcuts.xcstrings"),
        fixture.position(of: "\"Mit ${applicationName}", in: "AppShortcuts.xcstrings"),
      ])
  }

  @Test func phraseProblems() {
    let source = ["Start ${workout} in ${applicationName}", "Open ${applicationName}"]
    #expect(IntentParameters.phraseProblem(sourcePhrases: source, phrase: "${applicationName} öffnen") == nil)
    // A parameter only some source phrases have may be left out.
    #expect(
      IntentParameters.phraseProblem(sourcePhrases: source, phrase: "${workout} ${applicationName}") == nil)
    #expect(
      IntentParameters.phraseProblem(sourcePhrases: source, phrase: "Öffnen")?.contains("applicationName")
        == true)
    #expect(IntentParameters.phraseProblem(sourcePhrases: [], phrase: "x") == nil)
  }

  @Test func aPhraseThatNamesTheAppTwiceIsReported() {
    // App Intents offers no phrase with `${applicationName}` twice (audit 125).
    let twice =
      "parameter ${applicationName} is written 2 times, the source's once: the system offers no "
      + "phrase that names the app more than once"
    let source = "Add water in ${applicationName}"
    #expect(
      IntentParameters.phraseProblem(sourcePhrases: [source], phrase: "${applicationName} ${applicationName}")
        == twice)
    #expect(
      IntentParameters.problem(
        source: source, translation: "Wasser in ${applicationName} mit ${applicationName}")
        == twice)
    #expect(IntentParameters.problem(source: source, translation: "Wasser in ${applicationName}") == nil)
    // A source that names the app twice itself is the developer's choice.
    #expect(
      IntentParameters.problem(
        source: "${applicationName}, ${applicationName}",
        translation: "${applicationName}, ${applicationName}")
        == nil)
  }

  @Test func aPhraseMayNameTheAppAndOneParameterOnce() {
    // "You include your app name, and optionally one additional parameter" (audit 137).
    let source = ["Set ${mode} in ${applicationName}", "Charge ${car} in ${applicationName}"]
    #expect(
      IntentParameters.phraseProblem(
        sourcePhrases: source, phrase: "Setze ${mode} für ${car} in ${applicationName}")
        == "the phrase names 2 parameters, ${mode} and ${car}, where each source phrase names at most 1 besides "
        + "the app: Siri offers no such phrase")
    #expect(
      IntentParameters.phraseProblem(
        sourcePhrases: source, phrase: "Régler ${mode} ${mode} dans ${applicationName}")
        == "parameter ${mode} is written 2 times, the source's once: Siri offers no phrase that names a "
        + "parameter twice")
    #expect(
      IntentParameters.phraseProblem(sourcePhrases: source, phrase: "Lade ${car} in ${applicationName}")
        == nil)
    // A line of `AppShortcuts.strings` is one phrase.
    let emulate = "Emulate ${card} with ${applicationName}"
    #expect(
      IntentParameters.problem(
        source: emulate, translation: "${applicationName}で${card}と${card}", isPhrase: true)?
        .hasPrefix("parameter ${card} is written 2 times") == true)
    // Not a text of another table (review 112).
    #expect(
      IntentParameters.problem(source: emulate, translation: "${applicationName}で${card}と${card}") == nil)
    // A source phrase with two parameters is the developer's; a parameter summary is no phrase.
    #expect(
      IntentParameters.phraseProblem(
        sourcePhrases: ["${a} and ${b} in ${applicationName}"], phrase: "${b} ${a} ${applicationName}")
        == nil)
    #expect(IntentParameters.problem(source: "Turn ${toggle} on", translation: "${toggle} ${toggle}") == nil)
  }

  @Test func aParameterLostForAPlaceholderIsNamedWithIt() throws {
    // "%@ senden" for "Send ${signal}": one finding names both (audit 137).
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings([
        "Send ${signal}": ["en": "Send ${signal}", "de": "%@ senden"]
      ])
    ])
    #expect(
      try fixture.findings(of: "format-mismatch").map(\.message) == [
        "de value of Send ${signal}: argument 1 (%@) is not in the source; parameter ${signal} of the source is "
          + "missing here"
      ])
  }

  @Test func anEmptyLineOfAppShortcutsStringsIsAPhraseNoOneCanSay() throws {
    let fixture = try Fixture([
      "App/en.lproj/AppShortcuts.strings": CatalogText.strings([
        ("Open ${applicationName}", "Open ${applicationName}")
      ]),
      "App/fr.lproj/AppShortcuts.strings": CatalogText.strings([("Open ${applicationName}", "")]),
    ])
    #expect(
      try fixture.findings(of: "missing-translation").map(\.message) == [
        "fr's translation of 'Open ${applicationName}' is empty: a user of fr cannot say this phrase to Siri"
      ])
  }

  @Test func anEmptyPhraseIsToldAsEmpty() throws {
    // Audit 125: not "parameter ${applicationName} ... is missing here".
    let catalog = """
      {"sourceLanguage": "en", "version": "1.0", "strings": {"Open ${applicationName}": {"localizations": {
        "en": {"stringSet": {"state": "translated", "values": ["Open ${applicationName}"]}},
        "pt-BR": {"stringSet": {"state": "translated", "values": ["Abrir ${applicationName}", " "]}}}}}}
      """
    let fixture = try Fixture(["AppShortcuts.xcstrings": catalog])
    #expect(
      try fixture.findings(of: "format-mismatch").map(\.message) == [
        "pt-BR value of Open ${applicationName} (stringSet[1]): the phrase is empty, so no one can say it"
      ])
  }
}
