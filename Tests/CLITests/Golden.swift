import Foundation
import Testing

/// Expected outputs stored as files in `Tests/CLITests/Golden`, compared byte for byte.
///
/// Re-record after an intended change (then review the diff before committing):
/// `LABELCHECK_RECORD_GOLDEN=1 swift test --filter CLIGoldenTests`.
enum Golden {
  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().appendingPathComponent("Golden")

  /// Expects `actual` to equal the golden file `name`, reporting the first differing line.
  static func expect(
    _ actual: String, matches name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let url = folder.appendingPathComponent(name)
    if ProcessInfo.processInfo.environment["LABELCHECK_RECORD_GOLDEN"] == "1" {
      try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try? actual.write(to: url, atomically: true, encoding: .utf8)
      return
    }
    guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
      Issue.record("missing golden file \(name)", sourceLocation: sourceLocation)
      return
    }
    if actual != expected {
      let actualLines = actual.components(separatedBy: "\n")
      let expectedLines = expected.components(separatedBy: "\n")
      let line =
        zip(actualLines, expectedLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        ?? min(actualLines.count, expectedLines.count)
      let got = actualLines.indices.contains(line) ? actualLines[line] : "<end>"
      let want = expectedLines.indices.contains(line) ? expectedLines[line] : "<end>"
      Issue.record(
        "\(name) differs at line \(line + 1):\n  got:  \(got)\n  want: \(want)",
        sourceLocation: sourceLocation)
    }
  }
}
