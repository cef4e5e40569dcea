import Testing

@testable import LocaleCheck

/// App Intents parameters (`${toggle}`): filled in by name, so a translation keeps every one.
@Suite("format-mismatch: App Intents parameters")
struct FormatMismatchIntentParameterTests {
  static let key = "${toggle} Emoji Search ${state}"

  @Test func aDroppedOrMisspeltParameterTriggers() throws {
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings([
        Self.key: [
          "en": Self.key, "fr": "${state} Recherche d’emoji", "de": "Emoji-Suche ${toggle} ${stat}",
          "ja": "絵文字検索を${state}に${toggle}",
        ]
      ])
    ])
    let findings = try fixture.findings(of: "format-mismatch")
    #expect(
      findings.map(\.message) == [
        "de value of \(Self.key): parameter ${state} of the source is missing here; parameter ${stat} is not in "
          + "the source (the source has ${state}, ${toggle}), so it is shown as written",
        "fr value of \(Self.key): parameter ${toggle} of the source is missing here",
      ])
    #expect(
      findings.last?.position == fixture.position(of: "\"${state} Recherche", in: "Localizable.xcstrings"))
  }

  @Test func anAddedParameterTriggers() throws {
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings([
        "Open ${target}": ["en": "Open ${target}", "de": "${target} in ${applicationName} öffnen"]
      ])
    ])
    #expect(
      try fixture.findings(of: "format-mismatch").map(\.message) == [
        "de value of Open ${target}: parameter ${applicationName} is not in the source (the source has "
          + "${target}), so it is shown as written"
      ])
  }

  @Test func aNameWrittenAsWordsIsNamedWithTheOthers() throws {
    // Trio's Dutch (audit 102): "${datum Toegevoegd}" is no name, so it is shown as written too.
    let problem = IntentParameters.problem(
      source: "Applying ${carbQuantity} g at ${dateAdded}",
      translation: "Toepassen van ${carbHoeveelheid} op ${datum Toegevoegd}")
    #expect(
      problem
        == "parameters ${carbQuantity} and ${dateAdded} of the source are missing here; parameter "
        + "${carbHoeveelheid} is not in the source (the source has ${carbQuantity}, ${dateAdded}), so it is "
        + "shown as written; ${datum Toegevoegd} is not a parameter name, so it is shown as written")
    #expect(
      IntentParameters.problem(source: "Open ${target}", translation: "${Target} und ${Ziel Ort} öffnen")
        == "parameter ${target} of the source is missing here; ${Target} and ${Ziel Ort} are not parameter "
        + "names, so they are shown as written")
    // So is one in a phrase of an App Shortcut (review 92).
    #expect(
      IntentParameters.phraseProblem(
        sourcePhrases: ["Open ${applicationName}"], phrase: "${applicationName} öffnen ${Mein Ordner}")
        == "${Mein Ordner} is not a parameter name, so it is shown as written")
    // Text the source writes as well, or a source without parameters, is not told.
    #expect(
      IntentParameters.problem(source: "Set ${HOME} to ${path}", translation: "${HOME} auf ${path}") == nil)
    #expect(IntentParameters.problem(source: "Echo $HOME", translation: "Echo ${Mein Ordner}") == nil)
  }

  @Test func everyParameterATranslatorTranslatedIsNamedAtOnce() throws {
    // Cryptomator's Swahili: both names translated; mending ${path} alone must not reveal ${vault}.
    let problem = IntentParameters.problem(
      source: "Get folder located at ${path} in ${vault}",
      translation: "Pata folda iliyo ${njia} katika ${kuba}")
    #expect(
      problem
        == "parameters ${path} and ${vault} of the source are missing here; parameters ${njia} and ${kuba} are "
        + "not in the source (the source has ${path}, ${vault}), so they are shown as written")
  }

  @Test func everyParameterAShortcutPhraseLacksIsNamedAtOnce() {
    let problem = IntentParameters.phraseProblem(
      sourcePhrases: ["Open ${folder} in ${applicationName}", "Show ${folder} with ${applicationName}"],
      phrase: "Öffne ${ordner} in ${anwendung}")
    #expect(
      problem
        == "parameters ${applicationName} and ${folder}, which every phrase of the source has, are missing here; "
        + "parameters ${ordner} and ${anwendung} are not in the source (the source has ${applicationName}, "
        + "${folder}), so they are shown as written")
  }

  @Test func reorderedParametersAndDollarTextPass() throws {
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings([
        "Open ${target} in ${app}": ["en": "Open ${target} in ${app}", "ja": "${app} で ${target} を開く"],
        "Costs $5": ["en": "Costs $5", "de": "Kostet 5 $"],
        "Braces": ["en": "Use ${ } or ${1,000}", "de": "Verwende { }"],
      ])
    ])
    #expect(try fixture.findings(of: "format-mismatch").isEmpty)
  }

  @Test(arguments: [
    ("${a} and ${b_2}", ["a", "b_2"]), ("$${x}", ["x"]), ("${}", []), ("${1st}", []), ("${a b}", []),
    ("${ä}", ["ä"]), ("${open", []), ("$", []), ("echo ${HOME}", []), ("${_x}", []),
    // Swift names in any alphabet (Trio's Spanish "${duración}", audit 68); not a capital's.
    ("${canción} in ${unità}", ["canción", "unità"]), ("${Ärger}", []), ("${名前}", []),
  ])
  func namesAreSwiftIdentifiers(text: String, names: [String]) {
    #expect(IntentParameters.names(in: text) == names)
  }
}
