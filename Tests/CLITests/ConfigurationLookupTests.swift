import Foundation
import TestSupport
import Testing

/// Which `.labelcheck.json` a run reads, and a word about one it does not (audit 174).
@Suite("configuration lookup")
struct ConfigurationLookupTests {
  static func project() throws -> TempFolder {
    let folder = try TempFolder()
    try folder.write("ios/App/en.lproj/Localizable.strings", "\"a\" = \"Save\";\n")
    try folder.write("ios/App/de.lproj/Localizable.strings", "\"a\" = \"Save\";\n")
    try folder.write(
      "ios/.labelcheck.json", #"{"version": 1, "ignore": [{"rule": "english-fallback"}]}"#)
    return folder
  }

  @Test func aCheckedFoldersOwnConfigurationThatIsNotReadIsNamed() throws {
    let folder = try Self.project()
    let result = try CLIRunner.run(["matrix", "ios", "--quiet"], in: folder.url)
    #expect(result.status == 1, "\(result)")
    let warning =
      "labelcheck: warning: ios/.labelcheck.json is not read (a configuration is found from the working "
      + "folder upwards): run in ios, or pass --config ios/.labelcheck.json\n"
    #expect(!result.stderr.contains(warning), "--quiet: \(result)")
    let loud = try CLIRunner.run(["matrix", "ios/App"], in: folder.url)
    #expect(loud.stderr.contains(warning), "\(loud)")
    let chosen = try CLIRunner.run(["matrix", "ios", "--config", "ios/.labelcheck.json"], in: folder.url)
    #expect(chosen.status == 0, "\(chosen)")
    #expect(!chosen.stderr.contains("is not read"), "\(chosen)")
    let inside = try CLIRunner.run(["matrix"], in: folder.url.appendingPathComponent("ios"))
    #expect(inside.status == 0 && inside.stderr.isEmpty, "\(inside)")
  }

  /// Audit 178: a root configuration whose walk meets an app's own gets a note; under
  /// `--format github` the warning is a workflow command.
  @Test func aWalkedAppsOwnConfigurationIsNoted() throws {
    let folder = try Self.project()
    try folder.write(".labelcheck.json", #"{"version": 1}"#)
    let result = try CLIRunner.run(["matrix"], in: folder.url)
    #expect(
      result.stderr.contains(
        "labelcheck: note: ios/.labelcheck.json is not read (a configuration is found from the working "
          + "folder upwards): run in ios, or pass --config ios/.labelcheck.json\n"), "\(result)")
    let github = try CLIRunner.run(["matrix", "ios", "--format", "github"], in: folder.url)
    #expect(
      github.stderr.contains("::warning title=labelcheck::ios/.labelcheck.json is not read"), "\(github)")
  }

  @Test func aConfigurationAboveTheRepositoryIsNotTheProjects() throws {
    // A laptop's stray file above the checkout would hide findings that CI reports.
    let folder = try Self.project()
    try FileManager.default.removeItem(at: folder.url.appendingPathComponent("ios/.labelcheck.json"))
    try folder.write(".labelcheck.json", #"{"version": 1, "ignore": [{"rule": "english-fallback"}]}"#)
    let ios = folder.url.appendingPathComponent("ios")
    #expect(try CLIRunner.run(["matrix"], in: ios).status == 0)
    try folder.write("ios/.git/HEAD", "ref: refs/heads/main\n")
    let result = try CLIRunner.run(["matrix"], in: ios)
    #expect(result.status == 1, "\(result)")
    #expect(result.stdout.contains("[english-fallback]"), "\(result)")
  }
}
