import Testing

@testable import LocaleCheck

/// A variable whose translation declares another type than the source's (`NSStringFormatValueTypeKey`
/// `@` for `d`, a String Catalog's `formatSpecifier`) is reported where that type is written, the
/// line to fix, not at the `%#@name@` that only names the variable.
@Suite("format-mismatch: where a variable's type is declared")
struct FormatMismatchVariableTypePositionTests {
  private static func stringsdict(valueType: String, one: String, other: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0">
    <dict>
      <key>files.count</key>
      <dict>
        <key>NSStringLocalizedFormatKey</key>
        <string>%#@files@</string>
        <key>files</key>
        <dict>
          <key>NSStringFormatSpecTypeKey</key>
          <string>NSStringPluralRuleType</string>
          <key>NSStringFormatValueTypeKey</key>
          <string>\(valueType)</string>
          <key>one</key>
          <string>\(one)</string>
          <key>other</key>
          <string>\(other)</string>
        </dict>
      </dict>
    </dict>
    </plist>
    """
  }

  private static func located(_ findings: [Finding]) -> [String] {
    findings.map { "\($0.position.map { "\($0.file):\($0.line):\($0.column)" } ?? "-") \($0.message)" }
  }

  @Test func aStringsdictVariableOfAnotherTypeIsReportedAtItsValueType() throws {
    let findings = try Fixture([
      "App/en.lproj/Localizable.stringsdict": Self.stringsdict(
        valueType: "d", one: "%d file", other: "%d files"),
      "App/de.lproj/Localizable.stringsdict": Self.stringsdict(
        valueType: "@", one: "%@ Datei", other: "%@ Dateien"),
    ]).findings(of: "format-mismatch")
    #expect(
      Self.located(findings) == [
        "App/de.lproj/Localizable.stringsdict:13:15 de value of files.count: argument 1 (%#@files@) is an "
          + "integer in the source but an object here",
        "App/de.lproj/Localizable.stringsdict:15:15 de value of files.count (substitutions.files.plural.one): "
          + "argument 1 is %d in the source but %@ here",
        "App/de.lproj/Localizable.stringsdict:17:15 de value of files.count (substitutions.files.plural.other): "
          + "argument 1 is %d in the source but %@ here",
      ])
  }

  @Test func aStringsdictVariableOfTheSourcesTypeIsNotReported() throws {
    let findings = try Fixture([
      "App/en.lproj/Localizable.stringsdict": Self.stringsdict(
        valueType: "d", one: "%d file", other: "%d files"),
      "App/de.lproj/Localizable.stringsdict": Self.stringsdict(
        valueType: "ld", one: "%ld Datei", other: "%ld Dateien"),
    ]).findings(of: "format-mismatch")
    #expect(findings.isEmpty)
  }

  @Test func aStringCatalogVariableOfAnotherTypeIsReportedAtItsFormatSpecifier() throws {
    func localization(_ locale: String, specifier: String, _ one: String, _ other: String) -> String {
      """
          "\(locale)" : {
            "stringUnit" : { "state" : "translated", "value" : "%#@files@" },
            "substitutions" : { "files" : {
              "argNum" : 1,
              "formatSpecifier" :  "\(specifier)",
              "variations" : { "plural" : {
                "one" : { "stringUnit" : { "state" : "translated", "value" : "\(one)" } },
                "other" : { "stringUnit" : { "state" : "translated", "value" : "\(other)" } }
              } }
            } }
          }
      """
    }
    let catalog = """
      { "sourceLanguage" : "en", "version" : "1.0", "strings" : { "files.count" : { "localizations" : {
      \(localization("en", specifier: "lld", "%arg file", "%arg files")),
      \(localization("de", specifier: "@", "%arg Datei", "%arg Dateien"))
      } } } }
      """
    let findings = try Fixture(["App/Localizable.xcstrings": catalog]).findings(of: "format-mismatch")
    #expect(
      Self.located(findings) == [
        "App/Localizable.xcstrings:17:30 de value of files.count: argument 1 (%#@files@) is an integer in the "
          + "source but an object here"
      ])
  }
}
