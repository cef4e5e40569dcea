import Foundation
import TestSupport
import Testing

@testable import LocaleCheck

/// `ignore` entries that name a table or a bundle, by name or pattern (audit 231: an English-only
/// Settings bundle accepted without excluding its folder from every rule).
@Suite struct IgnoreTableBundleTests {
  /// The keys of the project's `missing-translation` findings that `ignore` leaves; `fromParent`:
  /// the run starts in the folder above the project, naming it and its configuration.
  static func hidden(ignore: String, fromParent: Bool = false) throws -> [String] {
    let folder = try TempFolder(files: [
      "p/.labelcheck.json": #"{"version": 1, "ignore": \#(ignore)}"#,
      "p/App/en.lproj/Localizable.strings": "\"Menu\" = \"Menu\";\n",
      "p/App/de.lproj/Localizable.strings": "\"Other\" = \"Andere\";\n",
      "p/App/en.lproj/Other.strings": "\"Close\" = \"Close\";\n",
      "p/App/de.lproj/Other.strings": "\"Open\" = \"Öffnen\";\n",
      "p/App/Settings.bundle/en.lproj/Root.strings": "\"Sounds\" = \"Sounds\";\n",
      "p/App/Settings.bundle/de.lproj/Root.strings": "\"Other\" = \"Andere\";\n",
      "p/.git/HEAD": "ref: refs/heads/main\n",
    ])
    var options = ProjectOptions(
      workingDirectory: folder.url.appendingPathComponent(fromParent ? "" : "p").path)
    if fromParent {
      options.paths = ["p"]
      options.configurationFile = "p/.labelcheck.json"
    }
    let project = try Project.load(options)
    return project.check().findings.filter { $0.rule == "missing-translation" }.compactMap(\.key).sorted()
  }

  @Test func aBundleOrTableEntryHidesOnlyItsFindings() throws {
    #expect(try Self.hidden(ignore: "[]") == ["Close", "Menu", "Sounds"])
    #expect(try Self.hidden(ignore: #"[{"bundle": "*Settings.bundle"}]"#) == ["Close", "Menu"])
    #expect(try Self.hidden(ignore: #"[{"bundle": "App"}]"#) == ["Sounds"])
    #expect(
      try Self.hidden(ignore: #"[{"rule": "missing-translation", "table": "Other"}]"#) == ["Menu", "Sounds"])
    #expect(
      try Self.hidden(ignore: #"[{"table": "Other", "bundle": "Kit"}]"#) == ["Close", "Menu", "Sounds"])
    #expect(try Self.hidden(ignore: #"[{"bundle": "./App/"}]"#) == ["Sounds"])
  }

  /// Review 166: a bundle is named as the project names it, wherever the run starts.
  @Test func aBundleIsNamedAsTheProjectNamesIt() throws {
    #expect(
      try Self.hidden(ignore: #"[{"bundle": "App/Settings.bundle"}]"#, fromParent: true) == ["Close", "Menu"])
    #expect(try Self.hidden(ignore: #"[{"bundle": "App"}]"#, fromParent: true) == ["Sounds"])
  }

  @Test func theFieldsAreNamedInWarningsAndCompared() {
    let entry = IgnoreEntry(rule: "missing-translation", table: "Root", bundle: "*Settings.bundle")
    #expect(entry.fieldList == "rule missing-translation, table 'Root', bundle '*Settings.bundle'")
    #expect(entry.namesWhat == "the table or bundle")
    #expect(entry != IgnoreEntry(rule: "missing-translation", table: "Root"))
  }
}
