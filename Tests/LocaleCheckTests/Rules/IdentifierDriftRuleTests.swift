import Testing

@testable import LocaleCheck

@Suite("identifier-drift")
struct IdentifierDriftRuleTests {
  @Test func descriptor() {
    #expect(IdentifierDriftRule.descriptor.id == "identifier-drift")
    #expect(IdentifierDriftRule.descriptor.defaultSeverity == .error)
  }

  @Test func triggersForAKeyMissingFromTheSourceTable() throws {
    let fixture = try Fixture([
      "App/en.lproj/Localizable.strings": CatalogText.strings([("Sign in", "Sign in")]),
      "App/de.lproj/Localizable.strings": CatalogText.strings([
        ("Sign in", "Anmelden"), ("Log in", "Einloggen"),
      ]),
      "App/fr.lproj/Localizable.strings": CatalogText.strings([("Sign in", "Se connecter")]),
    ])
    let findings = try fixture.findings(of: "identifier-drift")
    #expect(findings.count == 1)
    let finding = try #require(findings.first)
    #expect(finding.locale == LocaleID("de"))
    #expect(finding.key == "Log in")
    #expect(finding.identifier == "Log in")
    #expect(finding.bundle == "App")
    #expect(finding.table == "Localizable")
    #expect(
      finding.message
        == "'Log in' exists in de's Localizable table but not in the source (en) table: if the code no longer "
        + "uses the key, the translation is dead (was it renamed or removed?); if it does, the source table lacks it"
    )
    #expect(finding.position == fixture.position(of: "\"Log in\"", in: "App/de.lproj/Localizable.strings"))
  }

  /// "Café" with U+0301 is another key to the app than "Café" with U+00E9: the message says so,
  /// where both look alike (audit 105).
  @Test func aKeyThatDiffersOnlyInNormalizationSaysSo() throws {
    let fixture = try Fixture([
      "App/en.lproj/Localizable.strings": CatalogText.strings([("Caf\u{E9}", "Café"), ("Menü", "Menu")]),
      "App/de.lproj/Localizable.strings": CatalogText.strings([("Cafe\u{301}", "Café"), ("Menü", "Menü")]),
    ])
    let findings = try fixture.findings(of: "identifier-drift")
    #expect(
      findings.map(\.message) == [
        "'Cafe\u{301}' exists in de's Localizable table but not in the source (en) table: the source's key "
          + "'Caf\u{E9}' is the same text in other code points (Unicode normalization), and the app looks keys up "
          + "code point by code point, so the translation is never shown; copy the source's key"
      ])
  }

  @Test func aDeadKeyIsDriftAndNothingElse() throws {
    // Its translation is never shown: no other rule judges what no one hears. The empty key
    // (`"" = "";`) is looked up by no code and is no drift either.
    let fixture = try Fixture([
      "App/en.lproj/Localizable.strings": CatalogText.strings([("Sign in", "Sign in")]),
      "App/de.lproj/Localizable.strings": CatalogText.strings([
        ("Sign in", "Anmelden"), ("Context Menu", "Context Menu"), ("", ""),
      ]),
    ])
    #expect(
      try fixture.report().findings.map { "\($0.rule) \($0.key ?? "")" } == ["identifier-drift Context Menu"])
  }

  @Test func silentForInfoPlistKeysWhoseSourceIsInfoPlist() throws {
    let fixture = try Fixture([
      "App/en.lproj/InfoPlist.strings": CatalogText.strings([("CFBundleDisplayName", "Fuel")]),
      "App/de.lproj/InfoPlist.strings": CatalogText.strings([
        ("CFBundleDisplayName", "Kraftstoff"), ("NSCameraUsageDescription", "Für Belege"),
      ]),
    ])
    #expect(try fixture.findings(of: "identifier-drift").isEmpty)
  }

  @Test func triggersForAKeyMissingFromBaseLproj() throws {
    let fixture = try Fixture([
      "App/Base.lproj/Main.strings": CatalogText.strings([("title", "Settings")]),
      "App/de.lproj/Main.strings": CatalogText.strings([("title", "Einstellungen"), ("old", "Alt")]),
    ])
    #expect(try fixture.findings(of: "identifier-drift").map(\.key) == ["old"])
  }

  @Test func xliffUnitsCarryTheirSourceAndNeverDrift() throws {
    let fixture = try Fixture([
      "App/en.lproj/Localizable.strings": CatalogText.strings([("a", "Sign in")]),
      "de.xliff": CatalogText.xliff(
        original: "App/en.lproj/Localizable.strings", target: "de",
        units: [("a", "Sign in", "Anmelden"), ("b", "Email", "E-Mail")]),
    ])
    #expect(try fixture.findings(of: "identifier-drift").isEmpty)
  }

  @Test func silentWhenTheTableHasNoSourceLanguageFile() throws {
    let fixture = try Fixture([
      "App/de.lproj/InfoPlist.strings": CatalogText.strings([("CFBundleDisplayName", "Beispiel")]),
      "App/fr.lproj/InfoPlist.strings": CatalogText.strings([("CFBundleDisplayName", "Exemple")]),
      "App/en.lproj/Localizable.strings": CatalogText.strings([("a", "A")]),
    ])
    #expect(try fixture.findings(of: "identifier-drift").isEmpty)
  }

  @Test func silentWhenEveryKeyExistsAtTheSource() throws {
    let fixture = try Fixture([
      "App/en.lproj/Localizable.strings": CatalogText.strings([("a", "Sign in"), ("b", "Email")]),
      "App/de.lproj/Localizable.strings": CatalogText.strings([("a", "Anmelden")]),
      "Localizable.xcstrings": CatalogText.xcstrings(["Only de": ["de": "Nur Deutsch"]]),
    ])
    // A String Catalog key is its own source text, so it never drifts.
    #expect(try fixture.findings(of: "identifier-drift").isEmpty)
  }

  @Test func onlyMatrixLocalesAreReported() throws {
    let fixture = try Fixture([
      "App/en.lproj/Localizable.strings": CatalogText.strings([("a", "Sign in")]),
      "App/de.lproj/Localizable.strings": CatalogText.strings([("old", "Alt")]),
      "App/fr.lproj/Localizable.strings": CatalogText.strings([("old", "Vieux")]),
    ])
    var configuration = Configuration()
    configuration.locales = [LocaleID("fr")]
    let findings = try fixture.findings(of: "identifier-drift", configuration: configuration)
    #expect(findings.map(\.locale) == [LocaleID("fr")])
  }

  /// A key that names its text (`settings.title`) is looked up by no code once the source lacks
  /// it; one that is its text may still be (`NSLocalizedString("Close")`).
  @Test func aKeyThatNamesItsTextIsNeverShown() throws {
    let fixture = try Fixture([
      "App/en.lproj/Localizable.strings": CatalogText.strings([("settings.title", "Settings")]),
      "App/de.lproj/Localizable.strings": CatalogText.strings([
        ("settings.title", "Einstellungen"), ("settings.subtitle", "Alles"),
        ("hours_left %ld", "%ld Stunden"), ("relative-date-min-ago", "vor %1$d Minuten"),
        ("Sign-in", "Anmelden"), ("up-to-date", "aktuell"),
      ]),
    ])
    // Kebab-case keys of three or more words name their text too (audit 281, Wikipedia).
    #expect(
      try fixture.findings(of: "identifier-drift").map(\.message) == [
        "'settings.subtitle' exists in de's Localizable table but not in the source (en) table: the translation "
          + "is never shown (was the key renamed or removed?)",
        "'hours_left %ld' exists in de's Localizable table but not in the source (en) table: the translation "
          + "is never shown (was the key renamed or removed?)",
        "'relative-date-min-ago' exists in de's Localizable table but not in the source (en) table: the "
          + "translation is never shown (was the key renamed or removed?)",
        "'Sign-in' exists in de's Localizable table but not in the source (en) table: if the code no longer "
          + "uses the key, the translation is dead (was it renamed or removed?); if it does, the source table "
          + "lacks it",
        "'up-to-date' exists in de's Localizable table but not in the source (en) table: if the code no longer "
          + "uses the key, the translation is dead (was it renamed or removed?); if it does, the source table "
          + "lacks it",
      ])
  }

  /// A source file that could not be read may hold every key the translations have: none is
  /// blamed on the translator (audit 233).
  @Test func silentWhereTheSourceFileCouldNotBeRead() throws {
    let fixture = try Fixture([
      "App/en.lproj/Localizable.strings": "\"save.button\" = \"Save\"\n\"broken\" = \n",
      "App/en.lproj/Localizable.stringsdict": CatalogText.stringsdict([
        FixturePluralRule(
          "files", format: "%#@n@", variable: "n", forms: [("one", "%d file"), ("other", "%d files")])
      ]),
      "App/fr.lproj/Localizable.strings": CatalogText.strings([("save.button", "Enregistrer")]),
      "App/fr.lproj/Other.strings": CatalogText.strings([("gone", "Parti")]),
      "App/en.lproj/Other.strings": CatalogText.strings([("here", "Here")]),
    ])
    let report = try fixture.report()
    #expect(report.inputErrors.count == 1)
    #expect(report.findings.filter { $0.rule == "identifier-drift" }.map(\.key) == ["gone"])
  }
}
