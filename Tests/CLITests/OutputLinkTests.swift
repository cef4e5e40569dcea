import Foundation
import TestSupport
import Testing

/// A report written through links goes where the shell's `>` would write it; one that cannot be
/// written keeps no other from being written.
@Suite("Report files through links")
struct OutputLinkTests {
  private func link(_ name: String, to destination: String, in folder: TempFolder) throws {
    try FileManager.default.createSymbolicLink(
      atPath: folder.url.appendingPathComponent(name).path, withDestinationPath: destination)
  }

  @Test func aChainOfLinksToAFileNotWrittenYetIsFollowedToItsEnd() throws {
    let folder = try TempFolder()
    try folder.write("Localizable.xcstrings", Fixtures.fallback)
    try link("out1.txt", to: "out2.txt", in: folder)
    try link("out2.txt", to: "reports/out3.txt", in: folder)
    let result = try CLIRunner.run(["--format", "xcode", "-o", "out1.txt"], in: folder.url)
    #expect(result.status == 1, "\(result)")
    #expect(folder.read("reports/out3.txt")?.contains("[english-fallback]") == true)
    let second = try FileManager.default.destinationOfSymbolicLink(
      atPath: folder.url.appendingPathComponent("out2.txt").path)
    #expect(second == "reports/out3.txt")
  }

  @Test func linksThatLoopOrLeadToAFolderAreRefused() throws {
    let folder = try TempFolder()
    try folder.write("Localizable.xcstrings", Fixtures.fallback)
    try link("a.txt", to: "b.txt", in: folder)
    try link("b.txt", to: "a.txt", in: folder)
    try link("dir.txt", to: "missing/", in: folder)
    let loop = try CLIRunner.run(["-o", "a.txt"], in: folder.url)
    #expect(loop.status == 2 && loop.stderr == "labelcheck: error: cannot write 'a.txt': its links loop\n")
    let toFolder = try CLIRunner.run(["-o", "dir.txt"], in: folder.url)
    #expect(
      toFolder.stderr
        == "labelcheck: error: cannot write 'dir.txt': its link leads to a folder ('missing/')\n")
  }

  @Test func twoReportsToOneFileThroughALinkAreRefused() throws {
    let folder = try TempFolder()
    try folder.write("Localizable.xcstrings", Fixtures.fallback)
    try link("a.json", to: "b.json", in: folder)
    let result = try CLIRunner.run(["-o", "a.json", "--report", "sarif:b.json"], in: folder.url)
    #expect(result.status == 2)
    #expect(result.stderr.contains("'b.json' receives two reports (also as 'a.json')"), "\(result)")
  }

  @Test func aReportThatCannotBeWrittenLeavesTheOthersWritten() throws {
    // Found only when writing: the reports before and after it are written all the same.
    let folder = try TempFolder()
    try folder.write("Localizable.xcstrings", Fixtures.fallback)
    try folder.write("blocker", "")
    let result = try CLIRunner.run(
      [
        "-o", "reports/out.json", "--format", "json", "--report", "sarif:blocker/x.sarif", "--report",
        "junit:reports/a.xml", "--report", "markdown:blocker/y.md",
      ], in: folder.url)
    #expect(result.status == 2)
    #expect(folder.read("reports/out.json") != nil && folder.read("reports/a.xml") != nil)
    #expect(
      result.stderr
        == "labelcheck: error: cannot write 'blocker/x.sarif': 'blocker' is a file, not a folder\n"
        + "labelcheck: error: cannot write 'blocker/y.md': 'blocker' is a file, not a folder\n")
  }
}
