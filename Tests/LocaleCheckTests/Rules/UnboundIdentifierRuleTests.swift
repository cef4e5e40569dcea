import Testing

@testable import LocaleCheck

@Suite("unbound-identifier")
struct UnboundIdentifierRuleTests {
  @Test func descriptor() {
    #expect(UnboundIdentifierRule.descriptor.id == "unbound-identifier")
    #expect(UnboundIdentifierRule.descriptor.defaultSeverity == .warning)
  }

  static let labels = """
    { "version": 1,
      "identifiers": {
        "login.submit": { "key": "Sign in" },
        "login.help": { "key": "Help me" },
        "settings.title": { "key": "Sign in", "table": "Settings" } } }
    """

  @Test func triggersForALabelMapEntryWithoutKeyOrTable() throws {
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings(["Sign in": ["en": "Sign in", "de": "Anmelden"]])
    ])
    let report = try fixture.report(labels: Self.labels)
    let findings = report.findings.filter { $0.rule == "unbound-identifier" }
    #expect(findings.map(\.identifier) == ["login.help", "settings.title"])
    let help = try #require(findings.first)
    #expect(help.locale == nil)
    #expect(help.key == "Help me")
    #expect(help.table == "Localizable")
    #expect(help.severity == .warning)
    #expect(
      help.message == "login.help is bound to 'Help me' in Localizable, but no Localizable table has that key"
    )
    #expect(help.position == Fixture.locate("\"login.help\"", in: Self.labels, file: "labels.json"))
    #expect(findings.last?.table == "Settings")
    // Unbound identifiers are not subjects of the matrix.
    #expect(report.matrix.map(\.identifier) == ["login.submit"])
  }

  @Test func silentWithoutALabelMap() throws {
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings(["Sign in": ["en": "Sign in", "de": "Anmelden"]])
    ])
    #expect(try fixture.findings(of: "unbound-identifier").isEmpty)
  }

  @Test func theMessageNamesTheLabelMapOnlyWhereTheRunReadOne() throws {
    // A team without a map is not sent to look for one (audit 326).
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings(["Sign in": ["en": "Sign in", "de": "Anmelden"]])
    ])
    let capture = try UICaptureParser.parse(
      Array(#"{"elements":[{"identifier":"menu.settings","label":"Settings…","type":"button"}]}"#.utf8),
      file: "captures/en/menu.json", locale: LocaleID("en"), screen: "menu", isJSON: true)
    let map = try LabelMap.parse(Array(Self.labels.utf8), file: "labels.json")
    let messages = [nil, map].map { labelMap in
      LocaleChecker().check(fixture.catalog(), labelMap: labelMap, captures: [capture]).findings
        .first { $0.identifier == "menu.settings" }?.message
    }
    #expect(
      messages == [
        "menu.settings on menu is bound to no key: no catalog key has the label 'Settings…'",
        "menu.settings on menu is not in the label map and no catalog key has the label 'Settings…'",
      ])
  }

  @Test func aMappedIdentifierWithoutItsKeyIsReportedOnceAtTheMap() throws {
    // The capture shows it, but the map names it: one finding, not a second "not in the label map".
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings(["Sign in": ["en": "Sign in", "de": "Anmelden"]])
    ])
    let map = try LabelMap.parse(Array(Self.labels.utf8), file: "labels.json")
    let capture = try UICaptureParser.parse(
      Array(#"{"elements":[{"identifier":"login.help","label":"Help me","type":"button"}]}"#.utf8),
      file: "captures/en/login.json", locale: LocaleID("en"), screen: "login", isJSON: true)
    let report = LocaleChecker().check(fixture.catalog(), labelMap: map, captures: [capture])
    let findings = report.findings.filter { $0.rule == "unbound-identifier" && $0.identifier == "login.help" }
    #expect(findings.map(\.position?.file) == ["labels.json"])
  }

  @Test func aRunWithoutTheSourceLocaleReportsItInACheckedLocalesCapture() throws {
    // `--locales de`: the English capture that first showed it is not checked, the German one is.
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings(["Sign in": ["en": "Sign in", "de": "Anmelden"]])
    ])
    let captures = try ["en": "Server rules", "de": "Serverregeln"].map { locale, label in
      try UICaptureParser.parse(
        Array(#"{"elements":[{"identifier":"login.rules.link","label":"\#(label)","type":"link"}]}"#.utf8),
        file: "captures/\(locale)/login.json", locale: LocaleID(locale), screen: "login", isJSON: true)
    }
    var configuration = Configuration()
    configuration.locales = [LocaleID("de")]
    let report = LocaleChecker(configuration: configuration).check(fixture.catalog(), captures: captures)
    let findings = report.findings.filter { $0.rule == "unbound-identifier" }
    #expect(findings.map(\.position?.file) == ["captures/de/login.json"])
    #expect(findings.map(\.locale) == [LocaleID("de")])
    // The German element shows "Serverregeln": the message says whose label it quotes.
    #expect(
      findings.map(\.message) == [
        "login.rules.link on login is bound to no key: no catalog key has the label 'Server rules' "
          + "(in the en capture)"
      ])
    // With the fingerprint of the run over every locale: a baseline recorded then still hides it.
    let everyLocale = LocaleChecker().check(fixture.catalog(), captures: captures).findings
      .filter { $0.rule == "unbound-identifier" }
    #expect(everyLocale.map(\.locale) == [LocaleID("en")])
    #expect(findings.map(\.fingerprint) == everyLocale.map(\.fingerprint))
  }
}
