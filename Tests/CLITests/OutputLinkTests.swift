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

  /// `>> ci.log` with `--report json:/dev/stdout`: the report is appended to the log the shell
  /// opened, beside the text report, and the log keeps what it held (audit 210).
  @Test func aStandardStreamNamedByPathIsWrittenToNotReplaced() throws {
    let folder = try TempFolder()
    try folder.write("Localizable.xcstrings", Fixtures.fallback)
    try folder.write("ci.log", "earlier step\n")
    let log = folder.url.appendingPathComponent("ci.log").path
    var before = stat()
    #expect(stat(log, &before) == 0)
    let descriptor = open(log, O_WRONLY | O_APPEND)
    try #require(descriptor >= 0)
    let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    let result = try CLIRunner.run(["-q", "--report", "json:/dev/stdout"], writingTo: handle, in: folder.url)
    #expect(result.status == 1, "\(result)")
    let text = folder.read("ci.log") ?? ""
    #expect(text.hasPrefix("earlier step\n"), "\(text)")
    #expect(text.contains("[english-fallback]") && text.contains("\"schemaVersion\""), "\(text)")
    var after = stat()
    #expect(stat(log, &after) == 0 && after.st_ino == before.st_ino)
  }

  /// `3>> ci.log` with `-o /dev/fd/3`: the descriptor the shell opened gets the report; one the
  /// caller did not open is no stream of the run's own (review 152).
  @Test func aDescriptorTheCallerOpenedIsWrittenTo() throws {
    let folder = try TempFolder()
    try folder.write("Localizable.xcstrings", Fixtures.fallback)
    try folder.write("ci.log", "earlier step\n")
    let result = try CLIRunner.runInShell(
      "exec 3>>ci.log; exec \"$LABELCHECK\" -q -f json -o /dev/fd/3", in: folder.url)
    #expect(result.status == 1, "\(result)")
    let text = folder.read("ci.log") ?? ""
    #expect(text.hasPrefix("earlier step\n{") && text.contains("\"schemaVersion\""), "\(text)")
    #expect(folder.entries(".") == ["Localizable.xcstrings", "ci.log"])
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
