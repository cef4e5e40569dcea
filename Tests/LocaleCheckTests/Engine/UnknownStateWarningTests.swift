import TestSupport
import Testing

@testable import CatalogParser
@testable import LocaleCheck

/// A state the file's format does not define is read as translated, and the run says so.
@Suite("Unknown value states")
struct UnknownStateWarningTests {
  @Test func anUnknownXLIFFStateIsWarnedAboutWithTheStatesXLIFFHas() throws {
    let folder = try TempFolder(files: [
      "de.xliff": """
      <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
      <file original="App/en.lproj/Localizable.strings" source-language="en" target-language="de"
        datatype="plaintext"><body>
      <trans-unit id="a"><source>Save</source><target state="bogus">Speichern</target></trans-unit>
      <trans-unit id="b"><source>Open</source><target state="New">Open</target></trans-unit>
      </body></file></xliff>
      """
    ])
    let project = try Project.load(in: folder)
    let warnings = project.unknownStateWarnings()
    #expect(
      warnings.map(\.description) == [
        "de.xliff:4:63: warning: 'bogus' is no XLIFF state: its value is read as translated; the format's "
          + "states are new, needs-translation, needs-l10n, needs-adaptation, translated, needs-review-translation, "
          + "needs-review-l10n, needs-review-adaptation, final, signed-off, initial, reviewed (XLIFF 1.2 also "
          + "takes x-… states of your own)",
        "de.xliff:5:61: warning: 'New' is no XLIFF state: its value is read as translated; write 'new'",
      ])
    #expect(project.warnings(after: project.check()).contains(warnings[1]))
    // A run of other locales is not told about German values (review 116); one of `de-AT` is.
    var french = project
    french.configuration.locales = [LocaleID("fr")]
    #expect(french.unknownStateWarnings().isEmpty)
    var austrian = project
    austrian.configuration.locales = [LocaleID("de-AT")]
    #expect(austrian.unknownStateWarnings().count == 2)
  }

  @Test func aMisspeltCatalogStateCountsItsValues() throws {
    let folder = try TempFolder(files: [
      "Localizable.xcstrings": """
      {"sourceLanguage": "en", "version": "1.0", "strings": {
        "a": {"localizations": {"de": {"stringUnit": {"state": "Needs_Review", "value": "Speichern"}}}},
        "b": {"localizations": {"de": {"stringUnit": {"state": "Needs_Review", "value": "Öffnen"}}}}
      }}
      """
    ])
    let warnings = try Project.load(in: folder).unknownStateWarnings()
    #expect(
      warnings.map(\.description) == [
        "Localizable.xcstrings:2:83: warning: 'Needs_Review' is no String Catalog state: its 2 values are read "
          + "as translated; write 'needs_review'"
      ])
  }

  @Test func aStateReadAsNeedingReviewIsSaidToBe() throws {
    // Review 116: `stale-translation` takes `needs-review` and `fuzzy` for review states.
    let folder = try TempFolder(files: [
      "Localizable.xcstrings": """
      {"sourceLanguage": "en", "version": "1.0", "strings": {
        "a": {"localizations": {"de": {"stringUnit": {"state": "needs-review", "value": "Speichern"}}}}
      }}
      """
    ])
    let project = try Project.load(in: folder)
    #expect(
      project.unknownStateWarnings().map(\.message) == [
        "'needs-review' is no String Catalog state: its value is read as needing review; write 'needs_review'"
      ])
    #expect(project.check().findings.map(\.rule) == ["stale-translation"])
  }

  @Test func statesTheFormatDefinesAreNotWarnedAbout() throws {
    let folder = try TempFolder(files: [
      "Localizable.xcstrings": """
      {"sourceLanguage": "en", "version": "1.0", "strings": {
        "a": {"localizations": {"de": {"stringUnit": {"state": "needs_review", "value": "Speichern"}}}}
      }}
      """
    ])
    #expect(try Project.load(in: folder).unknownStateWarnings().isEmpty)
  }
}
