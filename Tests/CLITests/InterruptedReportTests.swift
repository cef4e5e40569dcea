import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A run interrupted while it writes a report (Ctrl-C, a CI step's timeout) leaves the old report
/// as it was and no temporary file beside it (audit 210).
@Suite("Interrupted report writes")
struct InterruptedReportTests {
  // The binary stops itself at the write only in a debug build, as `swift test` makes it.
  #if DEBUG
    @Test(arguments: [SIGTERM, SIGINT])
    func anInterruptedWriteLeavesNoTemporaryFile(signal: Int32) throws {
      let folder = try TempFolder()
      try folder.write("Localizable.xcstrings", Fixtures.fallback)
      try folder.write("reports/labels.json", "old report\n")
      let result = try CLIRunner.run(
        ["-q", "-f", "json", "-o", "reports/labels.json"], in: folder.url,
        environment: ["LABELCHECK_TEST_SIGNAL_WHILE_WRITING": String(signal)])
      #expect(result.status == signal, "\(result)")
      #expect(folder.entries("reports") == ["labels.json"])
      #expect(folder.read("reports/labels.json") == "old report\n")
    }

    /// A signal the caller ignores (`nohup`) stays ignored while the report is written (review 152).
    @Test func anIgnoredSignalStaysIgnored() throws {
      let folder = try TempFolder()
      try folder.write("Localizable.xcstrings", Fixtures.fallback)
      let result = try CLIRunner.runInShell(
        "trap '' HUP; exec \"$LABELCHECK\" -q -f json -o labels.json", in: folder.url,
        environment: ["LABELCHECK_TEST_SIGNAL_WHILE_WRITING": String(SIGHUP)])
      #expect(result.status == 1, "\(result)")
      #expect(folder.read("labels.json")?.contains("\"schemaVersion\"") == true)
      #expect(folder.entries(".") == ["Localizable.xcstrings", "labels.json"])
    }
  #endif

  @Test func anUninterruptedWriteReplacesTheReport() throws {
    let folder = try TempFolder()
    try folder.write("Localizable.xcstrings", Fixtures.fallback)
    try folder.write("reports/labels.json", "old report\n")
    let result = try CLIRunner.run(["-q", "-f", "json", "-o", "reports/labels.json"], in: folder.url)
    #expect(result.status == 1, "\(result)")
    #expect(folder.entries("reports") == ["labels.json"])
    #expect(folder.read("reports/labels.json")?.contains("\"schemaVersion\"") == true)
  }
}
