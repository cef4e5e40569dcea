import Foundation
import Testing

/// Expected outputs stored as files in a folder, compared byte for byte.
///
/// Set `LABELCHECK_RECORD_GOLDEN=1` to rewrite the files from the current output, then review
/// the diff before committing.
public struct GoldenFiles: Sendable {
  /// The folder holding the golden files.
  public let folder: URL

  public init(folder: URL) { self.folder = folder }

  /// Expects `actual` to equal the golden file `name`, reporting the first differing line.
  public func expect(
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
    guard actual != expected else { return }
    let actualLines = actual.components(separatedBy: "\n")
    let expectedLines = expected.components(separatedBy: "\n")
    let line =
      zip(actualLines, expectedLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
      ?? min(actualLines.count, expectedLines.count)
    let got = actualLines.indices.contains(line) ? actualLines[line] : "<end>"
    let want = expectedLines.indices.contains(line) ? expectedLines[line] : "<end>"
    Issue.record(
      "\(name) differs at line \(line + 1):\n  got:  \(got)\n  want: \(want)", sourceLocation: sourceLocation)
  }
}
