import Testing

@testable import CatalogParser
@testable import LocaleCheck

/// A source-language capture binds a label a key shows otherwise than as its text: upper-cased
/// by a section header, or one of its plural or device forms (audit 187).
@Suite("Capture binding: a key's shown forms")
struct CaptureBindingShownFormTests {
  private static let catalog = #"""
    {"sourceLanguage": "en", "version": "1.0", "strings": {
    "Settings": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Settings"}},
      "de": {"stringUnit": {"state": "translated", "value": "Einstellungen"}}}},
    "Photos": {"localizations": {
      "en": {"variations": {"plural": {"one": {"stringUnit": {"state": "translated", "value": "One photo"}},
        "other": {"stringUnit": {"state": "translated", "value": "Photos"}}}}},
      "de": {"variations": {"plural": {"one": {"stringUnit": {"state": "translated", "value": "Ein Foto"}},
        "other": {"stringUnit": {"state": "translated", "value": "Fotos"}}}}}}},
    "Tap to continue": {"localizations": {
      "en": {"variations": {"device": {"ipad": {"stringUnit": {"state": "translated", "value": "Tap here to continue"}},
        "other": {"stringUnit": {"state": "translated", "value": "Tap to continue"}}}}},
      "de": {"stringUnit": {"state": "translated", "value": "Zum Fortfahren tippen"}}}}}}
    """#

  private static func report(_ english: [(String, String)], german: [(String, String)]) throws -> Report {
    func elements(_ pairs: [(String, String)]) -> [(id: String, label: String, type: String, path: String)] {
      pairs.enumerated().map { index, pair in (pair.0, pair.1, "StaticText", "0/\(index)") }
    }
    return try CaptureBindingTests.report(
      ["Localizable.xcstrings": catalog],
      [
        try CaptureBindingTests.capture("en", "s", elements(english)),
        try CaptureBindingTests.capture("de", "s", elements(german)),
      ])
  }

  @Test func anUpperCasedHeaderBindsToItsKey() throws {
    let report = try Self.report([("s.header", "SETTINGS")], german: [("s.header", "Settings")])
    #expect(report.findings.filter { $0.rule == "unbound-identifier" }.isEmpty)
    #expect(
      report.findings.filter { $0.rule == "runtime-mismatch" }.map(\.message) == [
        "de capture of s shows the source-language text 'Settings' for s.header, but the catalog resolves "
          + "'Einstellungen'"
      ])
  }

  @Test func aPluralOrDeviceFormWithoutPlaceholdersBindsToItsKey() throws {
    let report = try Self.report(
      [("s.photos", "One photo"), ("s.tap", "Tap here to continue")],
      german: [("s.photos", "Ein Foto"), ("s.tap", "Tap here to continue")])
    #expect(report.findings.filter { $0.rule == "unbound-identifier" }.isEmpty)
    #expect(report.matrix.map(\.key) == ["Photos", "Tap to continue"])
    // The German screen shows the English iPad text.
    #expect(
      report.findings.filter { $0.rule == "runtime-mismatch" }.map(\.message) == [
        "de capture of s shows 'Tap here to continue' for s.tap, but the catalog resolves 'Zum Fortfahren tippen'"
      ])
  }

  @Test func aKeysOwnTextBindsBeforeAnotherKeysForm() throws {
    let ownKey =
      #""One photo": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "One photo"}}}},"#
    let merged = Self.catalog.replacingOccurrences(of: #""strings": {"#, with: #""strings": {"# + ownKey)
    let report = try CaptureBindingTests.report(
      ["Localizable.xcstrings": merged],
      [try CaptureBindingTests.capture("en", "s", [("s.photos", "One photo", "StaticText", "0/0")])])
    #expect(report.matrix.map(\.key) == ["One photo"])
  }
}
