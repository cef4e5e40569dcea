import CatalogParser
import Testing

@testable import LocaleCheck

@Suite("runtime-mismatch")
struct RuntimeMismatchRuleTests {
  @Test func descriptor() {
    #expect(RuntimeMismatchRule.descriptor.id == "runtime-mismatch")
    #expect(RuntimeMismatchRule.descriptor.defaultSeverity == .error)
  }

  @Test func silentWithoutCaptures() throws {
    let labels = """
      { "version": 1, "identifiers": { "login.submit": { "key": "Sign in" } } }
      """
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings(["Sign in": ["en": "Sign in", "de": "Anmelden"]])
    ])
    #expect(try fixture.findings(of: "runtime-mismatch").isEmpty)
    #expect(try fixture.findings(of: "runtime-mismatch", labels: labels).isEmpty)
  }

  @Test func labelsThatDifferOnlyInTheirLineBreaksReadApartInTheMessage() throws {
    // One-line reports show a line break as a space: both labels would read "Regar cada semana en verano".
    let catalog = #"""
      {"sourceLanguage": "en", "version": "1.0", "strings": {"Water weekly": {"localizations": {
        "en": {"stringUnit": {"state": "translated", "value": "Water every week\nin summer"}},
        "es": {"stringUnit": {"state": "translated", "value": "Regar cada\nsemana en verano"}}}}}}
      """#
    let captures = try [("en", #"Water every week\nin summer"#), ("es", #"Regar cada semana\nen verano"#)].map
    {
      locale, label in
      // JSON text: `\n` is the escape of a line break.
      let text = #"{"elements":[{"identifier":"plant.note.label","label":""# + label + #"","path":"0/1"}]}"#
      return try UICaptureParser.parse(
        Array(text.utf8), file: "captures/\(locale)/plant.json", locale: LocaleID(locale), screen: "plant",
        isJSON: true)
    }
    let report = try CaptureBindingTests.report(["Localizable.xcstrings": catalog], captures)
    let mismatches = report.findings.filter { $0.rule == "runtime-mismatch" }
    #expect(
      mismatches.map(\.message) == [
        "es capture of plant shows 'Regar cada semana\\nen verano' for plant.note.label, but the catalog "
          + "resolves 'Regar cada\\nsemana en verano'"
      ])
    // The report's fields keep the labels as they are.
    #expect(mismatches.first?.actual == "Regar cada semana\nen verano")
    #expect(RuntimeMismatchRule.comparable("Sign in", "Anmelden") == ("Sign in", "Anmelden"))
  }

  @Test func aPluralOfAStringsdictIsComparedFormByForm() throws {
    // Mastodon's plurals: the format key is only the variable, which matched any label.
    func stringsdict(_ one: String, _ other: String) -> String {
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict><key>chars.left</key><dict>
      <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
      <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
      <key>NSStringFormatValueTypeKey</key><string>ld</string>
      <key>one</key><string>\(one)</string><key>other</key><string>\(other)</string></dict></dict>
      </dict></plist>
      """
    }
    let files = [
      "en.lproj/Localizable.stringsdict": stringsdict("1 character left", "%ld characters left"),
      "de.lproj/Localizable.stringsdict": stringsdict("1 Zeichen übrig", "%ld Zeichen übrig"),
    ]
    func mismatches(_ label: String) throws -> [Finding] {
      let capture = try CaptureBindingTests.capture(
        "de", "compose", [("compose.left.label", label, "StaticText", "0/1")])
      let labels = try LabelMap.parse(
        Array(#"{"version": 1, "identifiers": {"compose.left.label": {"key": "chars.left"}}}"#.utf8),
        file: "labels.json")
      return LocaleChecker().check(try Fixture(files).catalog(), labelMap: labels, captures: [capture])
        .findings
        .filter { $0.rule == "runtime-mismatch" }
    }
    #expect(try mismatches("500 characters left").map(\.expected) == ["%ld Zeichen übrig"])
    #expect(try mismatches("xyz").count == 1)
    #expect(try mismatches("500 Zeichen übrig").isEmpty)
    #expect(try mismatches("1 Zeichen übrig").isEmpty)
  }

  @Test func everyCombinationOfTheVariablesFormsIsAText() {
    let forms = { (one: String, other: String) in
      Substitution(
        formatSpecifier: "lld",
        variations: Variations(plural: [
          "one": LocalizedValue(value: one), "other": LocalizedValue(value: other),
        ]))
    }
    let readings = LabelText.variableReadings(
      of: "%#@files@ in %2$#@folders@ (100%%)",
      ["files": forms("%arg file", "%arg files"), "folders": forms("1 folder", "%arg folders")])
    #expect(
      readings == [
        "%lld file in 1 folder (100%%)", "%lld file in %lld folders (100%%)",
        "%lld files in 1 folder (100%%)",
        "%lld files in %lld folders (100%%)",
      ])
    // A variable without forms stays as written.
    #expect(LabelText.variableReadings(of: "Noch %#@n@", [:]) == ["Noch %#@n@"])
    // An empty form shows nothing there ("Eingang" for no messages); a specifier with its `%`.
    let inbox = Substitution(
      formatSpecifier: "%d",
      variations: Variations(plural: [
        "zero": LocalizedValue(value: ""), "other": LocalizedValue(value: " (%arg)"),
      ]))
    #expect(LabelText.variableReadings(of: "Eingang%#@n@", ["n": inbox]) == ["Eingang (%d)", "Eingang"])
  }
}
