import Foundation
import TestSupport
import Testing

/// A bundle folder renamed since the baseline was written: its entries hide nothing, and the run
/// says why every old finding there is new (audit 142).
@Suite("baseline bundles")
struct BaselineBundleWarningTests {
  static func project() throws -> TempFolder {
    let folder = try TempFolder()
    try folder.write(
      "App/Supporting Files/en.lproj/Localizable.strings", "\"a\" = \"Save\";\n\"b\" = \"Open\";\n")
    try folder.write("App/Supporting Files/de.lproj/Localizable.strings", "\"a\" = \"Save\";\n")
    try folder.write("Widget/en.lproj/Localizable.strings", "\"w\" = \"Now\";\n")
    try folder.write("Widget/de.lproj/Localizable.strings", "\"w\" = \"Now\";\n")
    try folder.write(".labelcheck.json", #"{"version": 1}"#)
    return folder
  }

  /// The project with its baseline in `b.json`, written before `Supporting Files` became `Resources`.
  static func renamedSinceTheBaseline() throws -> TempFolder {
    let folder = try project()
    #expect(try CLIRunner.run(["baseline", "--output", "b.json"], in: folder.url).status == 0)
    try FileManager.default.moveItem(
      at: folder.url.appendingPathComponent("App/Supporting Files"),
      to: folder.url.appendingPathComponent("App/Resources"))
    return folder
  }

  @Test func aRenamedBundleFolderIsNamedWithItsEntries() throws {
    let folder = try Self.renamedSinceTheBaseline()
    let result = try CLIRunner.run(["matrix", "--baseline", "b.json"], in: folder.url)
    #expect(result.status == 1, "\(result)")
    #expect(
      result.stderr.hasSuffix(
        "labelcheck: warning: b.json: 2 entries name the bundle 'App/Supporting Files', which the project no "
          + "longer has (now 'App/Resources'?): they hide nothing, and the same findings under a new name count as "
          + "new; run 'labelcheck baseline' again to record them there\n"
          + "labelcheck: 1 finding hidden by the baseline; 0 baseline entries are fixed\n"), "\(result)")
  }

  @Test func aGitHubReportsRunAnnotatesTheWarning() throws {
    // Audit 155: the pull request shows why the old findings are new. GitHub reads workflow
    // commands on standard error too.
    let folder = try Self.renamedSinceTheBaseline()
    let result = try CLIRunner.run(["matrix", "--baseline", "b.json", "--format", "github"], in: folder.url)
    #expect(result.status == 1, "\(result)")
    #expect(
      result.stderr.hasPrefix(
        "::warning title=labelcheck::b.json: 2 entries name the bundle 'App/Supporting Files', which the "
          + "project no longer has (now 'App/Resources'?)"), "\(result)")
    #expect(result.stdout.hasPrefix("::error file="), "\(result)")
  }

  @Test func aBundleTheRunsPathsLeaveOutIsNotNamed() throws {
    let folder = try Self.project()
    // Review 116: a bundle only an export's `original` names, from an export the run does not read.
    try folder.write(
      "export/fr.xliff",
      """
      <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
      <file original="Shared/en.lproj/Other.strings" source-language="en" target-language="fr"
        datatype="plaintext"><body><trans-unit id="k"><source>Open</source></trans-unit></body></file></xliff>
      """)
    #expect(try CLIRunner.run(["baseline", "--output", "b.json"], in: folder.url).status == 0)
    let result = try CLIRunner.run(["matrix", "App", "--baseline", "b.json"], in: folder.url)
    #expect(result.status == 0, "\(result)")
    #expect(!result.stderr.contains("warning"), "\(result)")
  }

  /// Audit 174: a baseline written from the folder above the configuration's names its bundles
  /// from the configuration's folder, as its fingerprints do: the same file from either folder,
  /// and no warning that its entries hide nothing.
  @Test func aBaselineIsTheSameFileFromAnyFolder() throws {
    let folder = try TempFolder()
    let project = try Self.project()
    try FileManager.default.moveItem(at: project.url, to: folder.url.appendingPathComponent("ios"))
    let ios = folder.url.appendingPathComponent("ios")
    #expect(try CLIRunner.run(["baseline", "--output", "inside.json"], in: ios).status == 0)
    let above = try CLIRunner.run(
      ["baseline", "ios", "--config", "ios/.labelcheck.json", "--output", "ios/above.json"], in: folder.url)
    #expect(above.status == 0, "\(above)")
    let inside = try #require(folder.read("ios/inside.json"))
    #expect(inside.contains(#""bundle": "App/Supporting Files""#), "\(inside)")
    #expect(folder.read("ios/above.json") == inside)
    let result = try CLIRunner.run(["matrix", "--baseline", "above.json"], in: ios)
    #expect(result.status == 0, "\(result)")
    #expect(
      result.stderr == "labelcheck: 3 findings hidden by the baseline; 0 baseline entries are fixed\n",
      "\(result)")
  }
}
