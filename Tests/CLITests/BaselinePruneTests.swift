import Foundation
import TestSupport
import Testing

/// `labelcheck baseline --prune`: the baseline without the entries fixed since, so that a defect
/// fixed and later brought back fails the gate again, with no new finding accepted (audit 193).
@Suite("baseline --prune")
struct BaselinePruneTests {
  static func project() throws -> TempFolder {
    let folder = try TempFolder()
    try folder.write(
      "en.lproj/Localizable.strings", "\"a\" = \"Save\";\n\"b\" = \"Open\";\n\"c\" = \"Close\";\n")
    try folder.write(
      "de.lproj/Localizable.strings", "\"a\" = \"Save\";\n\"b\" = \"Open\";\n\"c\" = \"Schließen\";\n")
    try folder.write(".labelcheck.json", #"{"version": 1}"#)
    #expect(try CLIRunner.run(["baseline", "--output", "b.json"], in: folder.url).status == 0)
    return folder
  }

  @Test func fixedEntriesAreDroppedAndNewFindingsAreNotAdded() throws {
    let folder = try Self.project()
    // `b` is translated now, and `c` is English again: one fixed, one new.
    try folder.write(
      "de.lproj/Localizable.strings", "\"a\" = \"Save\";\n\"b\" = \"Öffnen\";\n\"c\" = \"Close\";\n")
    let result = try CLIRunner.run(["baseline", "--prune", "--output", "b.json"], in: folder.url)
    #expect(result.status == 0, "\(result)")
    #expect(
      result.stderr
        == "labelcheck: pruned b.json: 1 fixed entry removed, 1 kept; 1 new finding not added (run without "
        + "--prune to accept them)\n")
    let gate = try CLIRunner.run(["matrix", "--baseline", "b.json", "--format", "json"], in: folder.url)
    #expect(gate.status == 1, "the new English copy still fails: \(gate)")
    #expect(try Self.findingKeys(gate.stdout) == ["c"])
    // Brought back, the fixed defect fails the gate again.
    try folder.write(
      "de.lproj/Localizable.strings", "\"a\" = \"Save\";\n\"b\" = \"Open\";\n\"c\" = \"Schließen\";\n")
    let back = try CLIRunner.run(["matrix", "--baseline", "b.json", "--format", "json"], in: folder.url)
    #expect(try Self.findingKeys(back.stdout) == ["b"])
  }

  /// The keys of a JSON report's findings.
  static func findingKeys(_ json: String) throws -> [String] {
    let report = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    let findings = report?["findings"] as? [[String: Any]] ?? []
    return findings.compactMap { $0["key"] as? String }
  }

  @Test func entriesTheRunDidNotLookAtAreKept() throws {
    let folder = try Self.project()
    try folder.write(
      "de.lproj/Localizable.strings", "\"a\" = \"Sichern\";\n\"b\" = \"Öffnen\";\n\"c\" = \"Schließen\";\n")
    let result = try CLIRunner.run(
      ["baseline", "--prune", "--output", "b.json", "--rule", "missing-translation"], in: folder.url)
    #expect(result.stderr == "labelcheck: pruned b.json: 0 fixed entries removed, 2 kept\n", "\(result)")
  }

  @Test func pruneNeedsTheFileItRewrites() throws {
    let folder = try Self.project()
    let dash = try CLIRunner.run(["baseline", "--prune", "--output", "-"], in: folder.url)
    #expect(dash.status == 2)
    #expect(dash.stderr.contains("--prune rewrites the baseline file it reads: name it with --output FILE"))
    let missing = try CLIRunner.run(["baseline", "--prune", "--output", "none.json"], in: folder.url)
    #expect(missing.status == 2)
    #expect(missing.stderr.contains("none.json:1:1: error: baseline file not found"), "\(missing)")
  }
}
