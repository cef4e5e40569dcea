import Foundation
import TestSupport
import Testing

@testable import LocaleCheck

/// A captures folder named through a link that leads nowhere (a shared folder missing from the
/// checkout) says so, as a catalog's link does (review 189).
@Suite("Captures: a link that leads nowhere")
struct CapturesLinkTests {
  @Test func aNamedLinkThatLeadsNowhereSaysSo() throws {
    let folder = try TempFolder(files: ["App/en.lproj/Localizable.strings": "\"k\" = \"Save\";\n"])
    try FileManager.default.createSymbolicLink(
      atPath: folder.url.appendingPathComponent("shots").path, withDestinationPath: "gone")
    var options = ProjectOptions(workingDirectory: folder.url.path)
    options.captures = "shots"
    #expect(
      throws: ProjectError(
        "shots:1:1: error: the link leads nowhere (No such file or directory), so its captures are not read")
    ) {
      try Project.load(options)
    }
    options.captures = "missing"
    #expect(throws: ProjectError("missing:1:1: error: captures folder not found")) {
      try Project.load(options)
    }
  }
}
