import Testing

@testable import LocaleCheck

@Suite("duplicate-label")
struct DuplicateLabelRuleTests {
  @Test func descriptor() {
    #expect(DuplicateLabelRule.descriptor.id == "duplicate-label")
    #expect(DuplicateLabelRule.descriptor.defaultSeverity == .warning)
  }

  static let catalog = CatalogText.xcstrings([
    "Sign in": ["en": "Sign in", "de": "Anmelden", "fr": "Se connecter"],
    "Log in": ["en": "Log in", "de": " anmelden", "fr": "Connexion"],
    "Sign up": ["en": "Sign up", "de": "Anmelden", "fr": "S'inscrire"],
    "OK": ["en": "OK", "de": "OK", "fr": "OK"],
    "Okay": ["en": "OK", "de": "OK", "fr": "OK"],
  ])

  @Test func triggersForTwoControlsOfAScreenThatSoundTheSame() throws {
    let labels = """
      { "version": 1, "identifiers": {
          "login.signIn": { "key": "Sign in" },
          "login.logIn": { "key": "Log in" },
          "signup.submit": { "key": "Sign up" } } }
      """
    let fixture = try Fixture(["Localizable.xcstrings": Self.catalog])
    let findings = try fixture.findings(of: "duplicate-label", labels: labels)
    #expect(findings.count == 1)
    let finding = try #require(findings.first)
    #expect(finding.locale == LocaleID("de"))
    #expect(finding.identifier == "login.logIn")
    #expect(finding.key == "Log in")
    #expect(finding.actual == "anmelden")
    #expect(
      finding.message
        == "de: login.logIn and login.signIn on login both read 'anmelden' (source: 'Log in' and 'Sign in')")
    #expect(finding.position == fixture.position(of: "\" anmelden\"", in: "Localizable.xcstrings"))
  }

  @Test func theLabelMapScreenWinsOverTheIdentifier() throws {
    let labels = """
      { "version": 1, "identifiers": {
          "login.signIn": { "key": "Sign in", "screen": "auth" },
          "signup.submit": { "key": "Sign up", "screen": "auth" } } }
      """
    let fixture = try Fixture(["Localizable.xcstrings": Self.catalog])
    let findings = try fixture.findings(of: "duplicate-label", labels: labels)
    #expect(findings.map(\.identifier) == ["signup.submit"])
  }

  @Test func silentForEqualSourceLabelsAndOtherScreens() throws {
    let labels = """
      { "version": 1, "identifiers": {
          "alert.ok": { "key": "OK" },
          "alert.okay": { "key": "Okay" },
          "login.signIn": { "key": "Sign in" },
          "signup.submit": { "key": "Sign up" } } }
      """
    let fixture = try Fixture(["Localizable.xcstrings": Self.catalog])
    #expect(try fixture.findings(of: "duplicate-label", labels: labels).isEmpty)
  }

  @Test func silentWhenCatalogKeysAreTheirOwnSubjects() throws {
    let fixture = try Fixture(["Localizable.xcstrings": Self.catalog])
    #expect(try fixture.findings(of: "duplicate-label").isEmpty)
  }

  @Test func triggersForStringsTables() throws {
    let labels = """
      { "version": 1, "identifiers": {
          "player.play": { "key": "play", "table": "Player" },
          "player.resume": { "key": "resume", "table": "Player" } } }
      """
    let fixture = try Fixture([
      "App/en.lproj/Player.strings": CatalogText.strings([("play", "Play"), ("resume", "Resume")]),
      "App/es.lproj/Player.strings": CatalogText.strings([("play", "Reproducir"), ("resume", "Reproducir")]),
    ])
    let finding = try #require(try fixture.findings(of: "duplicate-label", labels: labels).first)
    #expect(finding.locale == LocaleID("es"))
    #expect(finding.identifier == "player.resume")
    #expect(
      finding.position
        == fixture.position(of: "\"Reproducir\"", in: "App/es.lproj/Player.strings", occurrence: 2))
  }

  @Test func silentForSourceLabelsThatDifferOnlyInCase() throws {
    let catalog = CatalogText.xcstrings([
      "osc.music": ["en": "Enter music mode", "de": "Musikmodus"],
      "menu.music": ["en": "Enter Music Mode", "de": "Musikmodus"],
    ])
    let labels = """
      { "version": 1, "identifiers": {
          "player.osc": { "key": "osc.music" }, "player.menu": { "key": "menu.music" } } }
      """
    let fixture = try Fixture(["Localizable.xcstrings": catalog])
    #expect(try fixture.findings(of: "duplicate-label", labels: labels).isEmpty)
  }
}
