import Foundation
import TestSupport
import Testing

@testable import LocaleCheck

/// An `ignore` entry written twice is told at the copy.
@Suite struct DuplicateIgnoreWarningTests {
  static func warnings(ignore: String) throws -> [String] {
    let folder = try TempFolder(files: [
      ".labelcheck.json": "{\"version\": 1,\n\"ignore\": \(ignore)}",
      "App/en.lproj/Localizable.strings": "\"Menu\" = \"Menu\";\n",
      "App/de.lproj/Localizable.strings": "\"Menu\" = \"Menu\";\n",
    ])
    let project = try Project.load(ProjectOptions(workingDirectory: folder.url.path))
    return project.duplicateIgnoreWarnings().map(\.description)
  }

  @Test func aCopyIsToldAtItsOwnLine() throws {
    let warnings = try Self.warnings(
      ignore: """
        [{"rule": "english-fallback", "key": "Menu"},
         {"key": "Menu"},
         {"key": "Menu", "rule": "english-fallback"}]
        """)
    #expect(
      warnings == [
        ".labelcheck.json:4:2: warning: this ignore entry (rule english-fallback, key 'Menu') repeats the one "
          + "at line 2; remove one"
      ])
  }

  @Test func aCopyOnTheSameLineIsToldByColumnAndAnUnusedOneOnce() throws {
    let folder = try TempFolder(files: [
      ".labelcheck.json": #"{"version": 1, "ignore": [{"key": "Gone"}, {"key": "Gone"}]}"#,
      "App/en.lproj/Localizable.strings": "\"Menu\" = \"Menu\";\n",
      "App/de.lproj/Localizable.strings": "\"Menu\" = \"Menü\";\n",
    ])
    let project = try Project.load(ProjectOptions(workingDirectory: folder.url.path))
    #expect(
      project.warnings(after: project.check()).map(\.description) == [
        ".labelcheck.json:1:27: warning: this ignore entry (key 'Gone') hides no finding of this run; remove it, "
          + "or mend the key or identifier if it was renamed",
        ".labelcheck.json:1:44: warning: this ignore entry (key 'Gone') repeats the one at column 27; remove one",
      ])
  }

  @Test func entriesThatDifferInAFieldAreNotCopies() throws {
    #expect(
      try Self.warnings(
        ignore: #"[{"key": "Menu"}, {"key": "Menu", "locale": "de"}, {"identifier": "Menu"}]"#
      )
      .isEmpty)
  }
}
