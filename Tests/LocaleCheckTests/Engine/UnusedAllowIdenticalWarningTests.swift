import Foundation
import TestSupport
import Testing

@testable import LocaleCheck

/// An `allowIdentical` entry that no translation reads is told, as an unused `ignore` entry is
/// (audit 231).
@Suite struct UnusedAllowIdenticalWarningTests {
  static func warnings(allow: String, locales: String = "[]") throws -> [String] {
    let folder = try TempFolder(files: [
      ".labelcheck.json": #"{"version": 1, "allowIdentical": \#(allow), "locales": \#(locales)}"#,
      "App/en.lproj/Localizable.strings": "\"Menu\" = \"Menu\";\n\"Brand\" = \"Mastodon Social\";\n",
      "App/de.lproj/Localizable.strings": "\"Menu\" = \"Menü\";\n\"Brand\" = \"Mastodon Social\";\n",
    ])
    let project = try Project.load(ProjectOptions(workingDirectory: folder.url.path))
    return project.unusedAllowIdenticalWarnings(in: project.check()).map(\.description)
  }

  @Test func anEntryNoTranslationReadsIsTold() throws {
    #expect(
      try Self.warnings(allow: #"["Mastodon social ", "Mastodn"]"#) == [
        ".labelcheck.json:1:55: warning: allowIdentical lists 'Mastodn', which let no copy of this run pass; "
          + "remove it, or mend it if the text changed"
      ])
  }

  @Test func entriesInUseOrARunOfChosenLocalesAreNotTold() throws {
    #expect(try Self.warnings(allow: #"["MASTODON SOCIAL"]"#).isEmpty)
    #expect(try Self.warnings(allow: #"["Gone"]"#, locales: #"["de"]"#).isEmpty)
  }

  /// Review 165: the rule compares an entry with a copy's source text too (other quotation marks,
  /// Arabic punctuation): such an entry is in use.
  @Test func anEntryThatLetsACopyWithOtherPunctuationPassIsInUse() throws {
    let folder = try TempFolder(files: [
      ".labelcheck.json": #"{"version": 1, "allowIdentical": ["Done?", "Keep it"]}"#,
      "en.lproj/Localizable.strings": "\"a\" = \"Done?\";\n\"b\" = \"Keep it\";\n",
      "ar.lproj/Localizable.strings": "\"a\" = \"Done؟\";\n\"b\" = \"Keep it\";\n",
    ])
    let project = try Project.load(ProjectOptions(workingDirectory: folder.url.path))
    let report = project.check()
    #expect(report.findings.filter { $0.rule == "english-fallback" }.isEmpty)
    #expect(project.unusedAllowIdenticalWarnings(in: report).isEmpty)
  }
}
