import Foundation
import TestSupport
import Testing

/// The text matrix fits the terminal: `COLUMNS` where it is set, else the terminal's own width.
@Suite("Terminal width")
struct TerminalWidthTests {
  private static func longestLine(_ text: String) -> Int {
    text.split(separator: "\n").map(\.count).max() ?? 0
  }

  @Test func theTerminalsWidthIsReadWhereTheShellDoesNotExportColumns() throws {
    let result = try CLIRunner.runOnTerminal(
      ["matrix", "catalogs", "--no-color"], environment: ["COLUMNS": nil], columns: 60)
    #expect(result.status == 1, "\(result)")
    let matrix = result.stdout.components(separatedBy: "\n\n").prefix(2).joined(separator: "\n")
    #expect(Self.longestLine(matrix) <= 60, "\(result)")
  }

  @Test func aReportWrittenToAFileIsNotLaidOutForTheTerminal() throws {
    let folder = try TempFolder()
    let result = try CLIRunner.runOnTerminal(
      ["matrix", TestPaths.packageRoot.appendingPathComponent("catalogs").path, "--no-color", "-o", "r.txt"],
      in: folder.url, environment: ["COLUMNS": nil], columns: 40)
    #expect(result.status == 1, "\(result)")
    let legend = folder.read("r.txt")?.split(separator: "\n").first ?? ""
    #expect(legend.hasPrefix("Legend:") && legend.hasSuffix("note"), "\(legend)")
  }

  @Test func columnsWinsOverTheTerminal() throws {
    let result = try CLIRunner.runOnTerminal(
      ["matrix", "catalogs", "--no-color"], environment: ["COLUMNS": "100"], columns: 60)
    #expect(result.stdout.split(separator: "\n").first.map { $0.count > 60 } == true, "\(result)")
  }

  @Test(arguments: ["0", "-5", "wide"])
  func aColumnsValueThatIsNoWidthIsIgnored(_ columns: String) throws {
    let result = try CLIRunner.run(["matrix", "catalogs", "--no-color"], environment: ["COLUMNS": columns])
    let legend = result.stdout.split(separator: "\n").first ?? ""
    #expect(legend.hasPrefix("Legend:") && legend.hasSuffix("note"), "\(result)")
  }
}
