import Foundation

/// Files written below a new temporary folder, for tests that read a project from disk.
enum TemporaryTree {
  /// Writes `files` (paths relative to a new temporary folder named after `prefix`) and returns
  /// that folder; the caller removes it.
  static func write(_ files: [String: String], prefix: String = "tree") throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    return root
  }
}
