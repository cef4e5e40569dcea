import Testing

@testable import LocaleCheck

/// Two controls whose forms for one device read alike are told, where the form is written; a
/// varied label's finding has a position (audit 217).
@Suite("duplicate-label: device forms")
struct DuplicateLabelDeviceFormTests {
  private static let leaf = CatalogText.stringUnit

  private static func devices(_ forms: [(String, String)]) -> String {
    let cases = forms.map { "\"\($0.0)\":\(leaf($0.1, "translated"))" }.joined(separator: ",")
    return "{\"variations\":{\"device\":{\(cases)}}}"
  }

  private static let labels = """
    { "version": 1, "identifiers": {
      "mail.reply": { "key": "reply" }, "mail.compose": { "key": "compose" },
      "mail.flag": { "key": "flag" } } }
    """

  private static func catalog(reply: String, compose: String, flag: String) -> String {
    """
    {"sourceLanguage":"en","version":"1.0","strings":{
    "reply":{"localizations":{"en":\(leaf("Reply", "translated")),"de":\(reply)}},
    "compose":{"localizations":{"en":\(leaf("Compose", "translated")),"de":\(compose)}},
    "flag":{"localizations":{"en":\(leaf("Flag", "translated")),"de":\(flag)}}}}
    """
  }

  @Test func aMacFormLikeAnotherControlsLabelIsTold() throws {
    let catalog = Self.catalog(
      reply: Self.devices([("iphone", "Antworten"), ("mac", "Verfassen")]),
      compose: Self.leaf("Verfassen", "translated"),
      flag: Self.devices([("mac", "Markieren"), ("other", "Markierung")]))
    let fixture = try Fixture(["Localizable.xcstrings": catalog])
    let findings = try fixture.findings(of: "duplicate-label", labels: Self.labels)
    #expect(
      findings.map(\.message) == [
        "de: mail.reply and mail.compose on mail both read 'Verfassen' on mac (source: 'Reply' and 'Compose')"
      ])
    #expect(findings.first?.position == fixture.position(of: "\"Verfassen\"", in: "Localizable.xcstrings"))
  }

  @Test func formsOfDifferentDevicesAreNotCompared() throws {
    // An iPhone shows 'Verfassen' for one and a Mac for the other: never on one screen at once.
    let catalog = Self.catalog(
      reply: Self.devices([("iphone", "Verfassen"), ("mac", "Antworten")]),
      compose: Self.devices([("iphone", "Schreiben"), ("mac", "Verfassen")]),
      flag: Self.leaf("Markieren", "translated"))
    #expect(
      try Fixture(["Localizable.xcstrings": catalog]).findings(of: "duplicate-label", labels: Self.labels)
        .isEmpty)
  }

  @Test func aPluralLabelsFindingIsWhereItsOtherFormIs() throws {
    let plural = { (one: String, other: String) in
      "{\"variations\":{\"plural\":{\"one\":\(Self.leaf(one, "translated")),\"other\":\(Self.leaf(other, "translated"))}}}"
    }
    let catalog = Self.catalog(
      reply: plural("%lld Antwort", "%lld Fotos"), compose: Self.leaf("%lld Fotos", "translated"),
      flag: Self.leaf("Markieren", "translated"))
    let fixture = try Fixture(["Localizable.xcstrings": catalog])
    let finding = try #require(try fixture.findings(of: "duplicate-label", labels: Self.labels).first)
    #expect(finding.position != nil)
    #expect(finding.message.hasSuffix("both read '%lld Fotos' (source: 'Reply' and 'Compose')"))
  }

  /// Review 157: a Mac form still to translate shows the English text, not its draft.
  @Test func aFormStillToTranslateIsNotCompared() throws {
    let draft =
      "{\"variations\":{\"device\":{\"iphone\":\(Self.leaf("Antworten", "translated")),"
      + "\"mac\":\(Self.leaf("Verfassen", "new"))}}}"
    let catalog = Self.catalog(
      reply: draft, compose: Self.leaf("Verfassen", "translated"), flag: Self.leaf("Markieren", "translated"))
    #expect(
      try Fixture(["Localizable.xcstrings": catalog]).findings(of: "duplicate-label", labels: Self.labels)
        .isEmpty)
  }

  /// Review 157: two `other` forms are named so, though another key's iPad form is compared first;
  /// review 158: so is a plain label alike with another control's `other` form.
  @Test(arguments: [
    Self.devices([("iphone", "Schreiben"), ("other", "Verfassen")]), Self.leaf("Verfassen", "translated"),
  ])
  func anOtherFormNamesItsDevicesSo(compose: String) throws {
    let catalog = Self.catalog(
      reply: Self.devices([("iphone", "Antworten"), ("other", "Verfassen")]), compose: compose,
      flag: Self.devices([("ipad", "Markieren"), ("other", "Markierung")]))
    let messages = try Fixture(["Localizable.xcstrings": catalog]).findings(
      of: "duplicate-label", labels: Self.labels
    )
    .map(\.message)
    #expect(
      messages == [
        "de: mail.reply and mail.compose on mail both read 'Verfassen' on other devices (source: 'Reply' and "
          + "'Compose')"
      ])
  }
}
