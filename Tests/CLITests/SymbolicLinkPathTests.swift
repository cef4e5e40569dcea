import Foundation
import TestSupport
import Testing

/// A project named through a symbolic link is the same project: its label map applies, its
/// baseline matches, and paths read as from the folder the shell is in.
@Suite("Paths through links")
struct SymbolicLinkPathTests {
  /// `project/` with a configuration, a label map and a German copy of English; `link` -> `project`.
  static func project() throws -> TempFolder {
    let folder = try TempFolder()
    try folder.write("project/.labelcheck.json", #"{"version": 1, "paths": ["App"]}"#)
    try folder.write(
      "project/labels.json", #"{"version": 1, "identifiers": {"login.save.button": {"key": "save"}}}"#)
    try folder.write("project/App/en.lproj/Localizable.strings", "\"save\" = \"Save\";\n")
    try folder.write("project/App/de.lproj/Localizable.strings", "\"save\" = \"Save\";\n")
    try FileManager.default.createSymbolicLink(
      atPath: folder.url.appendingPathComponent("link").path, withDestinationPath: "project")
    return folder
  }

  @Test func aProjectFolderNamedThroughALinkKeepsItsLabelMapAndBaseline() throws {
    let folder = try Self.project()
    let project = folder.url.appendingPathComponent("project")
    let recorded = try CLIRunner.run(["baseline", "--output", "base.json"], in: project)
    #expect(recorded.status == 0, "\(recorded)")
    let linked = folder.url.appendingPathComponent("link/App").path
    let result = try CLIRunner.run(["matrix", linked, "--baseline", "base.json"], in: project)
    #expect(result.status == 0, "\(result)")
    #expect(result.stderr == "labelcheck: 1 finding hidden by the baseline; 0 baseline entries are fixed\n")
  }

  @Test func aBundleFolderThatIsALinkKeepsItsFingerprintsWhereverItLeads() throws {
    // `App/Loc` links to a shared folder whose place differs between a laptop and CI.
    let folder = try TempFolder()
    try folder.write("project/.labelcheck.json", #"{"version": 1}"#)
    for shared in ["shared1", "shared2"] {
      try folder.write("\(shared)/Loc/en.lproj/Localizable.strings", "\"save\" = \"Save\";\n")
      try folder.write("\(shared)/Loc/de.lproj/Localizable.strings", "\"save\" = \"Save\";\n")
    }
    try folder.write("project/App/.keep", "")
    let link = folder.url.appendingPathComponent("project/App/Loc").path
    var fingerprints: [String] = []
    for shared in ["shared1", "shared2"] {
      try? FileManager.default.removeItem(atPath: link)
      try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "../../\(shared)/Loc")
      let result = try CLIRunner.run(["--format", "json"], in: folder.url.appendingPathComponent("project"))
      fingerprints += try JSON.object(result.stdout).objects("findings").compactMap {
        $0.string("fingerprint")
      }
    }
    #expect(fingerprints.count == 2 && Set(fingerprints).count == 1, "\(fingerprints)")
  }

  @Test func pathsUnderTheShellsNameOfTheFolderReadFromIt() throws {
    let folder = try Self.project()
    let logical = folder.url.appendingPathComponent("link").path
    let result = try CLIRunner.run(
      ["matrix", logical + "/App", "--format", "xcode"], in: folder.url.appendingPathComponent("project"),
      environment: ["PWD": logical])
    #expect(result.status == 1, "\(result)")
    #expect(result.stdout.hasPrefix("App/de.lproj/Localizable.strings:1:"), "\(result)")
  }

  @Test func anAbsolutePathThroughALinkReadsFromTheWorkingFolderWithoutTheShellsName() throws {
    // As macOS's `/tmp/x/App` for a run in `/private/tmp/x`, started by a program (no `PWD`).
    let folder = try Self.project()
    let linked = folder.url.appendingPathComponent("link/App").path
    let result = try CLIRunner.run(
      ["matrix", linked, "--format", "xcode"], in: folder.url.appendingPathComponent("project"))
    #expect(result.status == 1, "\(result)")
    #expect(result.stdout.hasPrefix("App/de.lproj/Localizable.strings:1:"), "\(result)")
  }

  @Test func anAbsolutePathThroughALinkOutsideTheWorkingFolderStaysAsGiven() throws {
    let folder = try Self.project()
    try folder.write("elsewhere/.keep", "")
    let linked = folder.url.appendingPathComponent("link/App").path
    let result = try CLIRunner.run(
      ["matrix", linked, "--format", "xcode"], in: folder.url.appendingPathComponent("elsewhere"))
    #expect(result.status == 1, "\(result)")
    #expect(result.stdout.hasPrefix("../link/App/de.lproj/Localizable.strings:1:"), "\(result)")
  }
}
