import Foundation
import TestSupport
import Testing

/// A label map with slips in some entries: every slip is told, the other entries are checked and
/// every report is written, and the run exits 2 (audit 196).
@Suite struct LabelMapEntryErrorCLITests {
  @Test func theRestOfTheMapIsCheckedAndEverySlipIsTold() throws {
    let folder = try TempFolder()
    try folder.write("Localizable.xcstrings", Fixtures.fallback)
    try folder.write(
      "labels.json",
      """
      { "version": 1,
        "identifiers": {
          "checkout.promo.field": { "key": "Promo code" },
          "login.submit.button": { "key": "Sign in", "hnit": "login.submit.hint" },
          "login.help.link": { "key": 5 } } }
      """)
    let result = try CLIRunner.run(
      ["--labels", "labels.json", "--report", "sarif:out.sarif", "--report", "markdown:out.md"],
      in: folder.url)
    #expect(result.status == 2, "\(result)")
    #expect(
      result.stderr.hasPrefix(
        "labels.json:4:48: error: unknown field 'hnit' for 'login.submit.button' (expected key, table, value, "
          + "hint, visibleText, screen or bundle)\nlabels.json:5:33: error: 'key' must be a string, not a number\n"
      ),
      "\(result)")
    #expect(result.stdout.contains("[english-fallback]"), "the entries read are checked: \(result)")
    #expect(result.stdout.contains("; 2 label-map entries could not be read"), "\(result)")
    let sarif = try String(contentsOf: folder.url.appendingPathComponent("out.sarif"), encoding: .utf8)
    #expect(sarif.contains("\"unreadable-entry\""))
    #expect(sarif.contains("\"executionSuccessful\": false"), "\(sarif)")
    let markdown = try String(contentsOf: folder.url.appendingPathComponent("out.md"), encoding: .utf8)
    #expect(markdown.contains("**2 label-map entries could not be read** and are left out of the run:"))
  }

  @Test func aMapWhoseEveryEntryIsBadChecksNothing() throws {
    let folder = try TempFolder()
    try folder.write("Localizable.xcstrings", Fixtures.fallback)
    try folder.write("labels.json", #"{"version": 1, "identifiers": {"a.b": {"key": 1}, "c.d": {}}}"#)
    let result = try CLIRunner.run(["--labels", "labels.json"], in: folder.url)
    #expect(result.status == 2, "\(result)")
    #expect(
      result.stdout.hasSuffix(
        "Nothing was checked: no entry of the label map could be read\n"),
      "\(result)")
  }

  @Test func aBaselineIsNotWrittenFromAMapReadInPart() throws {
    let folder = try TempFolder()
    try folder.write("Localizable.xcstrings", Fixtures.fallback)
    try folder.write("labels.json", #"{"version": 1, "identifiers": {"a.b": {"key": "Sign in", "x": "y"}}}"#)
    let result = try CLIRunner.run(
      ["baseline", "--labels", "labels.json", "--output", "base.json"], in: folder.url)
    #expect(result.status == 2, "\(result)")
    #expect(result.stderr.contains("labels.json:1:58: error: unknown field 'x' for 'a.b'"), "\(result)")
    #expect(
      result.stderr.hasSuffix(
        "labelcheck: error: baseline not written to base.json: fix the unreadable label-map entries above first\n"
      ),
      "\(result)")
    #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("base.json").path))
  }
}
