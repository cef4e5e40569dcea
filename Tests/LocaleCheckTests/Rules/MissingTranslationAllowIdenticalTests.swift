import CatalogParser
import TestSupport
import Testing

@testable import LocaleCheck

/// A word the configuration lets a translation copy ("IEEE") reads the same where a locale lacks
/// it: the source text a VoiceOver user hears is the one the team allowed (audit 268).
@Suite("missing-translation: words allowed to stay identical")
struct MissingTranslationAllowIdenticalTests {
  private let catalog = CatalogText.xcstrings(
    [
      "IEEE": ["en": "IEEE", "fr": "IEEE"], "Transistor": ["en": "Transistor"],
      "Settings": ["en": "Settings", "fr": "Réglages"],
    ])

  @Test func anAllowedWordIsNoGapAndAnyOtherIs() throws {
    var configuration = Configuration()
    configuration.allowIdentical = ["ieee", "Transistor"]
    let fixture = try Fixture(["Localizable.xcstrings": catalog, "de.lproj/Other.strings": ""])
    let findings = try fixture.report(configuration: configuration).findings.filter {
      $0.rule == "missing-translation"
    }
    #expect(findings.map { "\($0.locale?.identifier ?? "") \($0.key ?? "")" } == ["de Settings"])
    // Without the entries, each is a gap where the locale lacks it.
    let unconfigured = try fixture.findings(of: "missing-translation")
    #expect(unconfigured.compactMap(\.key).sorted() == ["IEEE", "Settings", "Transistor", "Transistor"])
  }

  @Test func anEntryOnlyAGapUsesIsInUse() throws {
    let folder = try TempFolder(files: [
      ".labelcheck.json": #"{"version": 1, "allowIdentical": ["IEEE"]}"#,
      "Localizable.xcstrings": catalog.replacingOccurrences(
        of: #""fr":{"stringUnit":{"state":"translated","value":"IEEE"}}"#, with: ""),
    ])
    let project = try Project.load(ProjectOptions(workingDirectory: folder.url.path))
    let report = project.check()
    #expect(!report.findings.contains { $0.key == "IEEE" })
    #expect(project.unusedAllowIdenticalWarnings(in: report).isEmpty)
  }

  @Test func anEntryForOneFormOfAPluralLetsNothingPass() throws {
    // Review 188: listing "%lld IEEE" leaves the gap of "%lld IEEE" / "%lld IEEEs"; the entry is unused.
    let plural =
      #"{"sourceLanguage":"en","strings":{"n":{"localizations":{"en":{"variations":{"plural":{"#
      + #""one":{"stringUnit":{"state":"translated","value":"%lld IEEE"}},"#
      + #""other":{"stringUnit":{"state":"translated","value":"%lld IEEEs"}}}}}}}},"version":"1.0"}"#
    let folder = try TempFolder(files: [
      ".labelcheck.json": #"{"version": 1, "allowIdentical": ["%lld IEEE"]}"#,
      "Localizable.xcstrings": plural, "de.lproj/Other.strings": "",
    ])
    let project = try Project.load(ProjectOptions(workingDirectory: folder.url.path))
    let report = project.check()
    #expect(report.findings.filter { $0.rule == "missing-translation" }.map(\.key) == ["n"])
    #expect(project.unusedAllowIdenticalWarnings(in: report).count == 1)
  }
}
