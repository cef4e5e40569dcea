import CatalogParser
import Testing

@testable import LocaleCheck

/// Each localization of a String Catalog carries its own variables: a format that names one it
/// does not have cannot be expanded.
@Suite("format-mismatch: variables a localization does not define")
struct FormatMismatchUndefinedVariableTests {
  static let variable = """
    "substitutions":{"files":{"argNum":2,"formatSpecifier":"lld","variations":{"plural":{
    "one":{"stringUnit":{"state":"translated","value":"%arg file"}},
    "other":{"stringUnit":{"state":"translated","value":"%arg files"}}}}}}
    """

  static func catalog(_ localizations: String) -> String {
    """
    {"sourceLanguage":"en","version":"1.0","strings":{"%@ has %lld files":{"localizations":{
    "en":{"stringUnit":{"state":"translated","value":"%1$@ has %2$#@files@"},\(variable)},
    \(localizations)}}}}
    """
  }

  @Test func aPositionalReferenceOrAMissingBlockNamesNoVariable() throws {
    let fixture = try Fixture([
      "Localizable.xcstrings": Self.catalog(
        """
        "es":{"stringUnit":{"state":"translated","value":"%1$@ tiene %2$#@files@"}},
        "fr":{"stringUnit":{"state":"translated","value":"%1$@ a %2$#@fichiers@"},\(Self.variable)}
        """)
    ])
    #expect(
      try fixture.findings(of: "format-mismatch").map(\.message) == [
        "es value of %@ has %lld files: %#@files@ names no variable of its own (it has none), so it cannot be expanded",
        "fr value of %@ has %lld files: %#@fichiers@ names no variable of its own (it has files), so it cannot be "
          + "expanded",
      ])
  }

  @Test func theSourceLanguagesOwnValueIsCheckedToo() throws {
    let fixture = try Fixture([
      "Localizable.xcstrings": """
      {"sourceLanguage":"en","version":"1.0","strings":{"%lld files":{"localizations":{
      "en":{"stringUnit":{"state":"translated","value":"%#@fles@"},\(Self.variable)}}}}}
      """
    ])
    let findings = try fixture.findings(of: "format-mismatch")
    #expect(findings.map(\.locale) == [LocaleID("en")])
    #expect(findings.first?.message.contains("%#@fles@ names no variable of its own (it has files)") == true)
    #expect(findings.first?.position == fixture.position(of: "\"%#@fles@", in: "Localizable.xcstrings"))
  }

  @Test func aStringsdictWithoutASourceLanguageTableIsChecked() throws {
    let rule = { (format: String) in
      FixturePluralRule(
        "%d files", format: format, variable: "files", forms: [("one", "%d Datei"), ("other", "%d Dateien")])
    }
    let fixture = try Fixture([
      "App/de.lproj/Localizable.stringsdict": CatalogText.stringsdict([rule("%#@dateien@")]),
      "App/fr.lproj/Localizable.stringsdict": CatalogText.stringsdict([rule("%#@files@")]),
    ])
    #expect(
      try fixture.findings(of: "format-mismatch").map(\.message) == [
        "de value of %d files: %#@dateien@ names no variable of its own (it has files), so it cannot be expanded"
      ])
  }

  @Test func aCatalogKeyStandingInForTheSourceTextIsNotJudged() throws {
    // The source localization is not written: its text is the key, which names no variable.
    let fixture = try Fixture([
      "Localizable.xcstrings": """
      {"sourceLanguage":"en","version":"1.0","strings":{"%#@files@":{"localizations":{
      "de":{"stringUnit":{"state":"translated","value":"%#@files@"},\(Self.variable)}}}}}
      """
    ])
    #expect(
      !(try fixture.findings(of: "format-mismatch")).contains { $0.message.contains("names no variable") })
  }
}
