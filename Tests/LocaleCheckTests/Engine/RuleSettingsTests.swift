import Testing

@testable import LocaleCheck

@Suite("Rule settings, ignores")
struct RuleSettingsTests {
  static let fixtureFiles = [
    "Localizable.xcstrings": CatalogText.xcstrings([
      "Save button": ["en": "Save button", "de": "Save button", "fr": "Enregistrer"],
      "Sign in": ["en": "Sign in", "de": "Anmelden"],
      "Email": ["en": "Email", "de": "Email", "fr": "E-mail"],
    ])
  ]

  static func rulesAndLocales(_ report: Report) -> Set<String> {
    Set(report.findings.map { "\($0.rule):\($0.locale?.identifier ?? "-"):\($0.key ?? "-")" })
  }

  @Test func defaultRun() throws {
    let report = try Fixture(Self.fixtureFiles).report()
    #expect(
      Self.rulesAndLocales(report) == [
        "role-in-label:en:Save button", "role-in-label:de:Save button", "english-fallback:de:Save button",
        "english-fallback:de:Email", "missing-translation:fr:Sign in",
      ])
  }

  @Test func severityOverridesApply() throws {
    var configuration = Configuration()
    configuration.rules["role-in-label"] = RuleSetting(severity: .error)
    configuration.rules["english-fallback"] = RuleSetting(severity: .note)
    let report = try Fixture(Self.fixtureFiles).report(configuration: configuration)
    #expect(report.findings.filter { $0.rule == "role-in-label" }.allSatisfy { $0.severity == .error })
    #expect(report.findings.filter { $0.rule == "english-fallback" }.allSatisfy { $0.severity == .note })
    #expect(report.summary.errors == 3)
    #expect(report.summary.warnings == 0)
    #expect(report.summary.notes == 2)
  }

  @Test func disabledRulesDoNotRun() throws {
    var configuration = Configuration()
    configuration.rules["role-in-label"] = RuleSetting(enabled: false)
    configuration.rules["english-fallback"] = RuleSetting(severity: .warning, enabled: true)
    let report = try Fixture(Self.fixtureFiles).report(configuration: configuration)
    #expect(!report.findings.contains { $0.rule == "role-in-label" })
    #expect(report.findings.filter { $0.rule == "english-fallback" }.count == 2)
    #expect(report.summary.suppressed == 0)
  }

  @Test func onlyRulesRunsJustThose() throws {
    var configuration = Configuration()
    configuration.onlyRules = ["missing-translation"]
    let report = try Fixture(Self.fixtureFiles).report(configuration: configuration)
    #expect(Self.rulesAndLocales(report) == ["missing-translation:fr:Sign in"])
  }

  @Test func unknownRuleIDsAreNamed() {
    var configuration = Configuration()
    #expect(configuration.unknownRuleIDs.isEmpty)
    configuration.onlyRules = ["english-fallbak", "missing-translation"]
    configuration.rules["role-in-lable"] = RuleSetting()
    configuration.rules["empty-label"] = RuleSetting()
    #expect(configuration.unknownRuleIDs == ["english-fallbak", "role-in-lable"])
  }

  /// Audit 224: a library caller's typo in `onlyRules` is told in the report, not a silent pass.
  @Test func aRunTellsTheConfigurationsProblemsInItsNotices() throws {
    var configuration = Configuration()
    configuration.onlyRules = ["english-fallbak"]
    configuration.rules["role-in-lable"] = RuleSetting()
    configuration.locales = [LocaleID("fr"), LocaleID("de|x")]
    let report = try Fixture(Self.fixtureFiles).report(configuration: configuration)
    #expect(report.findings.isEmpty)
    #expect(
      report.notices.map(\.description) == [
        "warning: unknown rule id 'english-fallbak' (did you mean 'english-fallback'?); no rule ran for it",
        "warning: unknown rule id 'role-in-lable' (did you mean 'role-in-label'?); its settings apply to no rule",
        "warning: 'de|x' is no locale (expected one such as de, pt-BR or zh-Hans); its column holds only missing "
          + "translations",
      ])
    #expect(try Fixture(Self.fixtureFiles).report(configuration: Configuration()).notices.isEmpty)
  }

  @Test func unusableLocalesAreNamed() {
    var configuration = Configuration()
    configuration.locales = [LocaleID("de"), LocaleID("pt_BR"), LocaleID("xx!!"), LocaleID("Base")]
    #expect(configuration.unusableLocales == [LocaleID("xx!!"), .base])
    configuration.locales = []
    configuration.sourceLocale = LocaleID("English")
    #expect(configuration.unusableLocales.isEmpty)
  }

  @Test func aNamedRuleRunsEvenWhenTheFileDisablesIt() throws {
    // `--rule role-in-label` on the command line wins over `"enabled": false` in the file.
    var configuration = Configuration()
    configuration.rules["role-in-label"] = RuleSetting(severity: .error, enabled: false)
    configuration.onlyRules = ["role-in-label"]
    let report = try Fixture(Self.fixtureFiles).report(configuration: configuration)
    #expect(Self.rulesAndLocales(report) == ["role-in-label:en:Save button", "role-in-label:de:Save button"])
    #expect(report.findings.allSatisfy { $0.severity == .error })
  }

  @Test(arguments: [
    (IgnoreEntry(rule: "english-fallback"), 2),
    (IgnoreEntry(locale: LocaleID("de")), 3),
    (IgnoreEntry(key: "Save button"), 3),
    (IgnoreEntry(identifier: "Email"), 1),
    (IgnoreEntry(rule: "english-fallback", locale: LocaleID("de"), key: "Email"), 1),
    (IgnoreEntry(rule: "english-fallback", locale: LocaleID("fr")), 0),
    (IgnoreEntry(), 5),
  ])
  func ignoresHideMatchingFindingsAndCountThem(entry: IgnoreEntry, hidden: Int) throws {
    var configuration = Configuration()
    configuration.ignore = [entry]
    let report = try Fixture(Self.fixtureFiles).report(configuration: configuration)
    #expect(report.findings.count == 5 - hidden)
    #expect(report.summary.suppressed == hidden)
    #expect(!report.findings.contains { entry.matches($0) })
  }

  @Test func ignoredFindingsLeaveTheirCellsOK() throws {
    var configuration = Configuration()
    configuration.ignore = [IgnoreEntry(rule: "missing-translation")]
    let report = try Fixture(Self.fixtureFiles).report(configuration: configuration)
    let signIn = try #require(report.matrix.first { $0.key == "Sign in" })
    #expect(signIn.cells[LocaleID("fr")]?.status == "ok")
  }
}
