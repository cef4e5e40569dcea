import Testing

@testable import LocaleCheck

/// Each `.stringsdict` names its own variables: Crowdin writes `%#@days@` for an English `%#@Days@`.
@Suite("english-fallback: renamed variables")
struct EnglishFallbackRenamedVariableTests {
  private static func days(_ variable: String, _ forms: [(category: String, text: String)]) -> String {
    CatalogText.stringsdict([
      FixturePluralRule("%d days", format: "%#@\(variable)@", variable: variable, forms: forms)
    ])
  }

  @Test func aCopiedFormIsFoundUnderTheTranslationsName() throws {
    let fixture = try Fixture([
      "App/en.lproj/Localizable.stringsdict": Self.days("Days", [("one", "%d day"), ("other", "%d days")]),
      "App/zh-Hant.lproj/Localizable.stringsdict": Self.days("days", [("other", "%d days")]),
      "App/de.lproj/Localizable.stringsdict": Self.days("tage", [("one", "%d Tag"), ("other", "%d Tage")]),
    ])
    let findings = try fixture.findings(of: "english-fallback")
    #expect(findings.map(\.locale) == [LocaleID("zh-Hant")])
    #expect(
      findings.first?.message
        == "zh-Hant shows the en text '%d days' for %d days (substitutions.days.plural.other)")
  }

  @Test func theSourcesOnlyVariableStandsForAnyName() throws {
    let fixture = try Fixture([
      "App/en.lproj/Localizable.stringsdict": Self.days("n", [("one", "%d day"), ("other", "%d days")]),
      "App/fr.lproj/Localizable.stringsdict": Self.days("count", [("one", "%d day"), ("other", "%d jours")]),
    ])
    let findings = try fixture.findings(of: "english-fallback")
    #expect(
      findings.map(\.message) == [
        "fr shows the en text '%d day' for %d days (substitutions.count.plural.one)"
      ])
  }

  /// A `.stringsdict` entry `k` whose format is `format`, with variables of `%d` forms.
  private static func entry(_ format: String, _ variables: [(name: String, one: String, other: String)])
    -> String
  {
    let dicts = variables.map { variable in
      "<key>\(variable.name)</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>"
        + "<key>NSStringFormatValueTypeKey</key><string>d</string><key>one</key><string>\(variable.one)</string>"
        + "<key>other</key><string>\(variable.other)</string></dict>"
    }
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict><key>k</key><dict>"
      + "<key>NSStringLocalizedFormatKey</key><string>\(format)</string>\(dicts.joined())</dict></dict></plist>\n"
  }

  @Test func variablesRenamedInCaseAndReorderedAreMatchedByName() throws {
    // German puts the folders first without positions: each variable then formats the other's number.
    let fixture = try Fixture([
      "App/en.lproj/Localizable.stringsdict": Self.entry(
        "%#@Files@ in %#@Folders@",
        [("Files", "%d file", "%d files"), ("Folders", "%d folder", "%d folders")]),
      "App/de.lproj/Localizable.stringsdict": Self.entry(
        "In %#@folders@: %#@files@",
        [("files", "%d Datei", "%d Dateien"), ("folders", "%d Ordner", "%d Ordner")]),
    ])
    let messages = try fixture.findings(of: "format-mismatch").map(\.message)
    #expect(messages.count == 2)
    #expect(
      messages.first?.contains("%#@files@ formats argument 2 here but argument 1 in the source") == true)
  }

  @Test func aRenamedVariableIsMatchedByItsArgumentAmongSeveral() {
    let source: [String: Substitution] = [
      "files": Substitution(argNum: 1), "folders": Substitution(argNum: 2),
    ]
    #expect(
      LeafPath.sourceVariableName(of: "ordner", argument: 2, among: source, matchingArgument: true)
        == "folders")
    #expect(
      LeafPath.sourceVariableName(of: "Files", argument: 2, among: source, matchingArgument: true) == "files")
    #expect(
      LeafPath.sourceVariableName(of: "ordner", argument: 2, among: source, matchingArgument: false) == nil)
    #expect(
      LeafPath.sourceVariableName(of: "ordner", argument: nil, among: source, matchingArgument: true) == nil)
  }

  @Test func aVariableInADeviceCaseIsRenamedToo() {
    let source = LocalizedValue(
      variations: Variations(device: [
        "iphone": LocalizedValue(value: "%#@Days@", substitutions: ["Days": Substitution()])
      ]))
    #expect(
      LeafPath.renamingVariable(in: "device.iphone.substitutions.days.plural.one", toMatch: source)
        == "device.iphone.substitutions.Days.plural.one")
    #expect(LeafPath.renamingVariable(in: "plural.one", toMatch: source) == "plural.one")
  }

  @Test func aFormEmptyByDesignStaysSoUnderAnotherName() throws {
    let fixture = try Fixture([
      "App/en.lproj/Localizable.stringsdict": Self.entry("%@ called%#@calls@", [("calls", "", " %d times")]),
      "App/de.lproj/Localizable.stringsdict": Self.entry(
        "%@ hat angerufen%#@Calls@", [("Calls", "", " %d Mal")]),
    ])
    #expect(try fixture.findings(of: "plural-coverage").isEmpty)
  }
}
