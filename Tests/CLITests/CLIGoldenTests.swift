import Foundation
import TestSupport
import Testing

/// Every reporter's output over the sample catalogs, run through the real binary from the package root.
///
/// Re-record with `LABELCHECK_RECORD_GOLDEN=1 swift test --filter CLIGoldenTests` and review the diff.
@Suite("CLI golden outputs")
struct CLIGoldenTests {
  /// A format, the extra arguments and terminal width of its run, and its golden file.
  struct Output: CustomTestStringConvertible, Sendable {
    var arguments: [String]
    var columns: String = "100"
    var golden: String

    var testDescription: String { golden }
  }

  static let outputs = [
    Output(arguments: ["--format", "text"], golden: "text.txt"),
    Output(arguments: ["--format", "text", "--all"], columns: "80", golden: "text-all-80.txt"),
    Output(arguments: ["--format", "xcode"], golden: "xcode.txt"),
    Output(arguments: ["--format", "json"], golden: "report.json"),
    Output(arguments: ["--format", "junit"], golden: "junit.xml"),
    Output(arguments: ["--format", "sarif"], golden: "report.sarif"),
    Output(arguments: ["--format", "markdown"], golden: "markdown.md"),
    Output(arguments: ["--format", "github"], golden: "github.txt"),
  ]

  @Test(arguments: outputs)
  func reporterOutput(_ output: Output) throws {
    let result = try CLIRunner.run(
      ["matrix", "--no-color"] + output.arguments, environment: ["COLUMNS": output.columns])
    #expect(result.status == 1, "\(result)")
    #expect(result.stderr.isEmpty, "\(result)")
    #expect(!result.stdout.contains(TestPaths.packageRoot.path), "no machine paths")
    #expect(!result.stdout.contains("\u{1B}["), "no colour")
    Golden.expect(result.stdout, matches: output.golden)
  }

  /// Files are parsed in parallel; the report must not depend on which finishes first.
  @Test func repeatedRunsPrintTheSameReport() throws {
    let first = try CLIRunner.run(["matrix", "--format", "json"])
    let second = try CLIRunner.run(["matrix", "--format", "json"])
    #expect(first.stdout == second.stdout)
  }
}
