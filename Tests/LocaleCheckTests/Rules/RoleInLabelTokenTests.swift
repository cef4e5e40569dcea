import Testing

@testable import LocaleCheck

/// A real identifier's label that is a machine token ("sign_in_button") is `label-is-identifier`'s
/// to tell: its role word is part of the token, and one defect makes one finding.
@Suite("role-in-label: machine tokens")
struct RoleInLabelTokenTests {
  static let catalog = CatalogText.xcstrings([
    "sign_in_button": ["en": "sign_in_button", "de": "sign_in_button"],
    "Save button": ["en": "Save button", "de": "Sichern-Taste"],
  ])
  static let labels = """
    { "version": 1, "identifiers": {
      "login.signIn.button": { "key": "sign_in_button" }, "editor.save.button": { "key": "Save button" } } }
    """

  @Test func aTokenLabelIsToldOnceAsAToken() throws {
    let report = try Fixture(["Localizable.xcstrings": Self.catalog]).report(labels: Self.labels)
    let rules = report.findings.filter { $0.identifier == "login.signIn.button" }.map(\.rule)
    #expect(rules.contains("label-is-identifier"))
    #expect(!rules.contains("role-in-label"))
    // Words that name the role are still told (en "button", de "Taste").
    #expect(
      Set(report.findings.filter { $0.rule == "role-in-label" }.map(\.identifier)) == ["editor.save.button"])
  }

  @Test func withLabelIsIdentifierOffTheRoleWordIsTold() throws {
    var configuration = Configuration()
    configuration.rules["label-is-identifier"] = RuleSetting(enabled: false)
    let report = try Fixture(["Localizable.xcstrings": Self.catalog]).report(
      configuration: configuration, labels: Self.labels)
    #expect(
      report.findings.filter { $0.rule == "role-in-label" && $0.identifier == "login.signIn.button" }.count
        >= 1)
  }

  @Test func aFormThatNamesTheRoleBesideATokenIsStillTold() throws {
    // The iPhone form is a token (label-is-identifier's); the other form says "Save button".
    let catalog = """
      {"sourceLanguage":"en","version":"1.0","strings":{"save":{"localizations":{"en":{"variations":{"device":{
      "iphone":{"stringUnit":{"state":"translated","value":"save_button"}},
      "other":{"stringUnit":{"state":"translated","value":"Save button"}}}}}}}}}
      """
    let labels = #"{ "version": 1, "identifiers": { "editor.save.button": { "key": "save" } } }"#
    let report = try Fixture(["Localizable.xcstrings": catalog]).report(labels: labels)
    #expect(report.findings.filter { $0.rule == "role-in-label" }.map(\.actual) == ["Save button"])
  }
}
