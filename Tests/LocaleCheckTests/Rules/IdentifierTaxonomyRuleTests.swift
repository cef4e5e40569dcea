import Testing

@testable import LocaleCheck

@Suite("identifier-taxonomy")
struct IdentifierTaxonomyRuleTests {
  @Test func descriptor() {
    #expect(IdentifierTaxonomyRule.descriptor.id == "identifier-taxonomy")
    #expect(IdentifierTaxonomyRule.descriptor.defaultSeverity == .note)
  }

  static let labels = """
    { "version": 1,
      "identifiers": {
        "login.submit.button": { "key": "a" },
        "checkout.promoCode.field": { "key": "a" },
        "SubmitButton": { "key": "a" },
        "login_submit": { "key": "a" },
        "a.b.c.d.e": { "key": "a" } } }
    """

  @Test func triggersOncePerIdentifierAtItsDeclaration() throws {
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings(["a": ["en": "Sign in", "de": "Anmelden"]])
    ])
    let findings = try fixture.findings(of: "identifier-taxonomy", labels: Self.labels)
    #expect(findings.map(\.identifier) == ["SubmitButton", "login_submit", "a.b.c.d.e"])
    let first = try #require(findings.first)
    #expect(first.locale == nil)
    #expect(first.severity == .note)
    #expect(first.key == "a")
    #expect(
      findings.map(\.message) == [
        "identifier 'SubmitButton' does not follow screen.section.element: it is one segment, not 2 to 4; it "
          + "starts with a capital letter (as in '<screen>.submit.button')",
        "identifier 'login_submit' does not follow screen.section.element: it joins its words with '_', not '.' "
          + "(as in 'login.submit')",
        "identifier 'a.b.c.d.e' does not follow screen.section.element: it has 5 segments, not 2 to 4",
      ])
    #expect(first.position == Fixture.locate("\"SubmitButton\"", in: Self.labels, file: "labels.json"))
  }

  /// Audit 182: the common conventions get a spelling that follows the pattern; an index, a
  /// digit first or another character gets none (the problems say what to change).
  @Test(arguments: [
    ("MainMenu.NewTab", "mainMenu.newTab"), ("TabToolbar.menuButton", "tabToolbar.menuButton"),
    ("URLBar.cancel", "urlBar.cancel"), ("addFeedButton", "<screen>.addFeed.button"),
    ("urlBar-cancel", "urlBar.cancel"), ("Top Tabs View", "top.tabs.view"), ("Back", nil), ("cell_0", nil),
    ("login.submit.button", nil), ("a.b.c.d.e", nil), ("settings.2fa", nil), ("café.button", nil),
    // Review 139: acronyms.
    ("URLs.list", "urls.list"), ("HTTP2Settings.view", "http2Settings.view"),
    ("userIDField", "<screen>.userID.field"),
    ("loginOKButton", "<screen>.loginOK.button"), ("Login2FAButton", "<screen>.login2FA.button"),
    ("OKButton", "<screen>.ok.button"), ("URLField", "<screen>.url.field"),
    ("showFAQs", "<screen>.show.faqs"),
    ("URLs", nil), ("URLsButton", "<screen>.urls.button"),
  ])
  func suggestsASpellingThatFollowsThePattern(identifier: String, suggestion: String?) {
    #expect(IdentifierShape.taxonomySuggestion(for: identifier) == suggestion)
  }

  @Test func judgesLabelMapIdentifiersWhoseKeyIsMissing() throws {
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings(["a": ["en": "Sign in", "de": "Anmelden"]])
    ])
    let labels = """
      { "version": 1, "identifiers": {
          "LoginButton": { "key": "Log in", "hint": "Log in hint" }, "login.help.button": { "key": "Help" } } }
      """
    let findings = try fixture.findings(of: "identifier-taxonomy", labels: labels)
    // Once for the identifier, not again for its hint's missing key.
    #expect(findings.map(\.identifier) == ["LoginButton"])
    #expect(findings.first?.position == Fixture.locate("\"LoginButton\"", in: labels, file: "labels.json"))
  }

  @Test func namesWhatBreaksThePattern() {
    // Audit 97: Grocy's and MeetingBar's keys as identifiers.
    #expect(
      IdentifierShape.taxonomyProblems(of: "str.stock.info.1overdue") == [
        "segment '1overdue' starts with a digit"
      ])
    #expect(
      IdentifierShape.taxonomyProblems(of: "str.login.ownServer.manual.APIKey") == [
        "it has 5 segments, not 2 to 4", "segment 'APIKey' starts with a capital letter",
      ])
    #expect(IdentifierShape.taxonomyProblems(of: "login..submit") == ["it has an empty segment"])
    #expect(
      IdentifierShape.taxonomyProblems(of: "login.sign_in") == [
        "segment 'sign_in' has '_', which camelCase does not use"
      ])
    #expect(
      IdentifierShape.taxonomyProblems(of: "Login-Button") == [
        "it joins its words with '-', not '.'", "it starts with a capital letter",
      ])
    // Five words joined by '-' would make five segments: the message says how they fit (audit 135).
    #expect(
      IdentifierShape.taxonomyProblems(of: "settings-categories-and-phrases-cell") == [
        "it joins its words with '-', not '.' (its 5 words fit in 3 segments: "
          + "'settings.categoriesAndPhrases.cell')"
      ])
    #expect(IdentifierShape.taxonomyProblems(of: "settings.account.signOutButton").isEmpty)
    // Every wrong part is named, so that mending one does not reveal the next (review 86).
    #expect(IdentifierShape.taxonomyProblems(of: "") == ["it is empty"])
    #expect(
      IdentifierShape.taxonomyProblems(of: "_login") == [
        "it is one segment, not 2 to 4", "it starts with '_'",
      ])
    #expect(
      IdentifierShape.taxonomyProblems(of: "Login_form.submit") == [
        "segment 'Login_form' starts with a capital letter",
        "segment 'Login_form' has '_', which camelCase does not use",
      ])
    #expect(
      IdentifierShape.taxonomyProblems(of: "a.b-c_d!") == [
        "segment 'b-c_d!' has '-', '_' and '!', which camelCase does not use"
      ])
    #expect(
      IdentifierShape.taxonomyProblems(of: "sign_in!") == [
        "it joins its words with '_', not '.'", "it has '!', which camelCase does not use",
      ])
  }

  @Test func silentWhenCatalogKeysAreTheirOwnSubjects() throws {
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings(["Submit_Button": ["en": "Sign in", "de": "Anmelden"]])
    ])
    #expect(try fixture.findings(of: "identifier-taxonomy").isEmpty)
  }
}

extension IdentifierTaxonomyRuleTests {
  @Test func judgesCapturedIdentifiersThatBindToNoKey() throws {
    let fixture = try Fixture(["Localizable.xcstrings": CatalogText.xcstrings(["Help": ["en": "Help"]])])
    let text = """
      {"locale":"en","screen":"login","elements":[
      {"identifier":"Login_Help","label":"Not in the catalog","path":"0/1"},
      {"identifier":"Login_Help","label":"Not in the catalog","path":"0/2"},
      {"identifier":"login.help.link","label":"Nowhere either","path":"0/3"}]}
      """
    let capture = try UICaptureParser.parse(
      Array(text.utf8), file: "captures/en/login.json", locale: LocaleID("en"), screen: "login", isJSON: true)
    let report = LocaleChecker().check(fixture.catalog(), captures: [capture])
    let findings = report.findings.filter { $0.rule == "identifier-taxonomy" }
    #expect(findings.map(\.identifier) == ["Login_Help"])
    #expect(findings.first?.position?.line == 2)
  }
}
