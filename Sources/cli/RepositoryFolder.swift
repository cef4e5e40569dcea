import Foundation

/// Where the command runs within its Git repository, for reports whose paths are read against
/// the repository root (SARIF for code scanning).
enum RepositoryFolder {
  /// `folder` as a path from the nearest enclosing folder that holds `.git` (`""` at that root);
  /// `nil` outside a repository.
  static func path(of folder: String) -> String? {
    var root = folder
    var below: [String] = []
    while true {
      if FileManager.default.fileExists(atPath: root + "/.git") {
        return below.reversed().joined(separator: "/")
      }
      let parent = (root as NSString).deletingLastPathComponent
      guard parent != root, !parent.isEmpty else { return nil }
      below.append((root as NSString).lastPathComponent)
      root = parent
    }
  }
}
