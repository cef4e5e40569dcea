/// Where a folder lies within its Git repository, for reports whose paths are read against the
/// repository root (SARIF for code scanning, GitHub annotations): see
/// ``ReportOptions/folderInRepository``.
public enum RepositoryFolder {
  /// `folder` (absolute) as a path from the nearest enclosing folder that holds `.git` (`""` at
  /// that root); `nil` outside a repository.
  public static func path(of folder: String) -> String? {
    guard let root = PathUtilities.nearestFolder(from: folder, holding: ".git") else { return nil }
    let path = PathUtilities.relative(folder, to: root)
    return path == "." ? "" : path
  }
}
