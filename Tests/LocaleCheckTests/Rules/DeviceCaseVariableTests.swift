import Testing

@testable import LocaleCheck

/// A format that varies by device, then by plural: Xcode writes the device case with variables
/// of its own (`device.iphone.substitutions.n.plural.other`). Rules read the case as they read
/// a format with variables at the top.
@Suite("Device cases with variables")
struct DeviceCaseVariableTests {
  /// A key whose `locale` value is `device.iphone` = `%#@n@ <suffix>` with a plural `n` of `one`
  /// and `other`, and `device.other` = `other`.
  static func localization(one: String, other: String, suffix: String, otherDevice: String) -> String {
    """
    { "variations" : { "device" : {
      "iphone" : {
        "stringUnit" : { "state" : "translated", "value" : "%#@n@\(suffix)" },
        "substitutions" : { "n" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
          "one" : { "stringUnit" : { "state" : "translated", "value" : "\(one)" } },
          "other" : { "stringUnit" : { "state" : "translated", "value" : "\(other)" } }
        } } } }
      },
      "other" : { "stringUnit" : { "state" : "translated", "value" : "\(otherDevice)" } }
    } } }
    """
  }

  static func catalog(english: String, german: String) -> String {
    """
    { "sourceLanguage" : "en", "version" : "1.0", "strings" : { "photos" : { "localizations" : {
      "en" : \(english), "de" : \(german) } } } }
    """
  }

  @Test func aWrongConversionInADeviceCasesVariableIsAMismatch() throws {
    let fixture = try Fixture([
      "Localizable.xcstrings": Self.catalog(
        english: Self.localization(
          one: "%arg photo", other: "%arg photos", suffix: "", otherDevice: "Photos"),
        german: Self.localization(one: "%arg Foto", other: "%@ Fotos", suffix: "", otherDevice: "Fotos"))
    ])
    let findings = try fixture.findings(of: "format-mismatch")
    #expect(
      findings.map(\.message) == [
        "de value of photos (device.iphone.substitutions.n.plural.other): argument 1 is %arg (an integer) in "
          + "the source but %@ (an object) here"
      ])
    #expect(findings.first?.position == fixture.position(of: "\"%@ Fotos\"", in: "Localizable.xcstrings"))
  }

  @Test func aCorrectDeviceCaseIsNoMismatch() throws {
    let fixture = try Fixture([
      "Localizable.xcstrings": Self.catalog(
        english: Self.localization(
          one: "%arg photo", other: "%arg photos", suffix: "", otherDevice: "Photos"),
        german: Self.localization(one: "Ein Foto", other: "%arg Fotos", suffix: "", otherDevice: "Fotos"))
    ])
    #expect(try fixture.findings(of: "format-mismatch").isEmpty)
  }

  @Test func labelRulesReadTheCaseWithItsVariablesWrittenOut() throws {
    let fixture = try Fixture([
      "Localizable.xcstrings": Self.catalog(
        english: Self.localization(
          one: "%arg photo", other: "%arg photos", suffix: " here", otherDevice: "Photos here"),
        german: Self.localization(
          one: "%arg Foto", other: "%arg Fotos löschen Schaltfläche", suffix: "", otherDevice: "Fotos"))
    ])
    let report = try fixture.report()
    let cell = try #require(report.matrix.first?.cells[LocaleID("de")])
    #expect(cell.label == "%lld Fotos löschen Schaltfläche")
    let role = try #require(report.findings.first { $0.rule == "role-in-label" })
    #expect(role.message.contains("'%lld Fotos löschen Schaltfläche' names the role 'Schaltfläche'"))
    // The value has no text of its own: the finding points at the case it shows.
    #expect(role.position == fixture.position(of: "\"%#@n@\"", in: "Localizable.xcstrings"))
    let length = try #require(report.findings.first { $0.rule == "length-expansion" })
    #expect(
      length.message.hasPrefix(
        "de label of photos (device.iphone) '%lld Fotos löschen Schaltfläche' has 31 characters, the source '%lld photos here' 16"
      ))
  }
}
