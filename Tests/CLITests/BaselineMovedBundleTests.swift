import Foundation
import TestSupport
import Testing

/// A bundle moved into another folder, with the configuration's `paths` changed to follow it
/// (audit 163): the warning names where it went, though the old place is outside the run's paths.
@Suite("baseline bundles moved")
struct BaselineMovedBundleTests {
  @Test func aBundleMovedWhereThePathsFollowItIsNamed() throws {
    let folder = try TempFolder()
    try folder.write("Shared/en.lproj/Localizable.strings", "\"a\" = \"Save\";\n")
    try folder.write("Shared/de.lproj/Localizable.strings", "\"a\" = \"Save\";\n")
    try folder.write(".labelcheck.json", #"{"version": 1, "paths": ["Shared"]}"#)
    #expect(try CLIRunner.run(["baseline", "--output", "b.json"], in: folder.url).status == 0)
    try FileManager.default.createDirectory(
      at: folder.url.appendingPathComponent("App"), withIntermediateDirectories: true)
    try FileManager.default.moveItem(
      at: folder.url.appendingPathComponent("Shared"), to: folder.url.appendingPathComponent("App/Shared"))
    try folder.write(".labelcheck.json", #"{"version": 1, "paths": ["App/Shared"]}"#)
    let result = try CLIRunner.run(["matrix", "--baseline", "b.json"], in: folder.url)
    #expect(result.status == 1, "\(result)")
    #expect(
      result.stderr.hasPrefix(
        "labelcheck: warning: b.json: 1 entry names the bundle 'Shared', which the project no longer has "
          + "(now 'App/Shared'?): it hides nothing"), "\(result)")
  }
}
