import Foundation
import TestSupport
import Testing

@testable import LocaleCheck

/// `ignore` entries that name a table or a bundle, by name or pattern (audit 231: an English-only
/// Settings bundle accepted without excluding its folder from every rule).
@Suite struct IgnoreTableBundleTests {
  static func hidden(ignore: String) throws -> [String] {
    let folder = try TempFolder(files: [
      ".labelcheck.json": #"{"version": 1, "ignore": \#(ignore)}"#,
      "App/en.lproj/Localizable.strings": "\"Menu\" = \"Menu\";\n",
      "App/de.lproj/Localizable.strings": "\"Other\" = \"Andere\";\n",
      "App/en.lproj/Other.strings": "\"Close\" = \"Close\";\n",
      "App/de.lproj/Other.strings": "\"Open\" = \"Öffnen\";\n",
      "App/Settings.bundle/en.lproj/Root.strings": "\"Sounds\" = \"Sounds\";\n",
      "App/Settings.bundle/de.lproj/Root.strings": "\"Other\" = \"Andere\";\n",
    ])
    let project = try Project.load(ProjectOptions(workingDirectory: folder.url.path))
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
  }

  @Test func theFieldsAreNamedInWarningsAndCompared() {
    let entry = IgnoreEntry(rule: "missing-translation", table: "Root", bundle: "*Settings.bundle")
    #expect(entry.fieldList == "rule missing-translation, table Root, bundle *Settings.bundle")
    #expect(entry != IgnoreEntry(rule: "missing-translation", table: "Root"))
  }
}
