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
      "App/en.lproj/Localizable.strings": "\"Menu\" = \"Menu\";\n\"Brand\" = \"Mastodon\";\n",
      "App/de.lproj/Localizable.strings": "\"Menu\" = \"Menü\";\n\"Brand\" = \"mastodon \";\n",
    ])
    let project = try Project.load(ProjectOptions(workingDirectory: folder.url.path))
    return project.unusedAllowIdenticalWarnings(in: project.check()).map(\.description)
  }

  @Test func anEntryNoTranslationReadsIsTold() throws {
    #expect(
      try Self.warnings(allow: #"["Mastodon", "Mastodn"]"#) == [
        ".labelcheck.json:1:47: warning: allowIdentical lists 'Mastodn', which no translation of this run reads; "
          + "remove it, or mend it if the text changed"
      ])
  }

  @Test func entriesInUseOrARunOfChosenLocalesAreNotTold() throws {
    #expect(try Self.warnings(allow: #"["MASTODON"]"#).isEmpty)
    #expect(try Self.warnings(allow: #"["Gone"]"#, locales: #"["de"]"#).isEmpty)
  }
}
