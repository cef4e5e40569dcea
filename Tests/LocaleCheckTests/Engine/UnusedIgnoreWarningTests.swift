import Foundation
import TestSupport
import Testing

@testable import LocaleCheck

/// An `ignore` entry that hides no finding is told, where the run looked where it points.
@Suite struct UnusedIgnoreWarningTests {
  static func warnings(
    ignore: String, rules: String = "{}", paths: [String] = [], locales: String = "[]", below: Bool = false
  ) throws -> [String] {
    let folder = try TempFolder(files: [
      ".labelcheck.json":
        #"{"version": 1, "rules": \#(rules), "ignore": \#(ignore), "locales": \#(locales)}"#,
      "App/en.lproj/Localizable.strings": "\"Menu\" = \"Menu\";\n\"Save\" = \"Save\";\n",
      "App/de.lproj/Localizable.strings": "\"Menu\" = \"Menu\";\n\"Save\" = \"Sichern\";\n",
    ])
    var options = ProjectOptions(workingDirectory: folder.url.appendingPathComponent(below ? "App" : "").path)
    options.paths = paths
    let project = try Project.load(options)
    return project.unusedIgnoreWarnings(in: project.check()).map(\.description)
  }

  @Test func anEntryThatHidesNothingIsTold() throws {
    let warnings = try Self.warnings(
      ignore: #"[{"rule": "english-fallback", "key": "Menu"}, {"rule": "english-fallback", "key": "Menue"}]"#)
    #expect(
      warnings == [
        ".labelcheck.json:1:85: warning: this ignore entry (rule english-fallback, key 'Menue') hides no finding "
          + "of this run; remove it, or mend the key or identifier if it was renamed"
      ])
  }

  /// Audit 222: a generated list that outlived its rows is told in part, a line break escaped.
  @Test func manyUnusedEntriesAreToldInPartOnOneLineEach() throws {
    let entries = (0..<25).map { #"{"key": "Gone\n\#($0)"}"# }.joined(separator: ", ")
    let warnings = try Self.warnings(ignore: "[\(entries)]")
    #expect(warnings.count == 21)
    #expect(warnings.first?.contains(#"key 'Gone\u{A}0'"#) == true)
    #expect(warnings.allSatisfy { !$0.contains("\n") })
    #expect(warnings.last == "warning: 5 more ignore entries hide no finding of this run")
  }

  @Test func entriesTheRunDoesNotLookAtAreNotTold() throws {
    // A rule switched off, a locale not checked, a run over part of the project.
    #expect(
      try Self.warnings(
        ignore: #"[{"rule": "length-expansion", "key": "Save"}]"#,
        rules: #"{"length-expansion": {"enabled": false}}"#
      ).isEmpty)
    #expect(try Self.warnings(ignore: #"[{"locale": "en", "key": "Save"}]"#, locales: #"["de"]"#).isEmpty)
    // A locale no file has is told: the entry can hide nothing (audit 252).
    #expect(
      try Self.warnings(ignore: #"[{"locale": "fr", "key": "Save"}]"#) == [
        ".labelcheck.json:1:40: warning: this ignore entry (locale fr, key 'Save') names locale 'fr', which no file "
          + "has, so it hides nothing; mend or remove it"
      ])
    #expect(try Self.warnings(ignore: #"[{"key": "Gone"}]"#, paths: ["App"]).isEmpty)
    // An entry of any rule where one is off, of any locale where they are chosen; a run from a
    // folder below the configuration's, which names no paths.
    #expect(
      try Self.warnings(ignore: #"[{"key": "Gone"}]"#, rules: #"{"length-expansion": {"enabled": false}}"#)
        .isEmpty)
    #expect(try Self.warnings(ignore: #"[{"key": "Gone"}]"#, locales: #"["de"]"#).isEmpty)
    #expect(try Self.warnings(ignore: #"[{"key": "Gone"}]"#, below: true).isEmpty)
    #expect(try Self.warnings(ignore: #"[{"key": "Gone", "locale": "de"}]"#, locales: #"["de"]"#).count == 1)
  }
}
