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

  /// `options` with the place in a repository of a run in `folder` (absolute) over `paths`
  /// (absolute): the folder's place in its repository, else the root of the paths' repository
  /// below it.
  public static func placing(_ options: ReportOptions, runIn folder: String, over paths: [String])
    -> ReportOptions
  {
    var placed = options
    placed.folderInRepository = path(of: folder)
    if placed.folderInRepository == nil {
      placed.repositoryRootInFolder = root(below: folder, holding: paths)
    }
    return placed
  }

  /// The root of the one repository that holds every path of `paths` (absolute), as a path from
  /// `folder`, where `folder` lies in no repository (`app` for `labelcheck matrix app` run above a
  /// checkout, `../app` from beside it); `nil` otherwise.
  public static func root(below folder: String, holding paths: [String]) -> String? {
    guard let root = commonRoot(of: paths), path(of: folder) == nil else { return nil }
    let relative = PathUtilities.relative(root, to: folder)
    return relative == "." ? nil : relative
  }

  /// The absolute root of the one repository that holds every path of `paths` (the outer one,
  /// where some lie in a submodule of it); `nil` where one lies in none or they lie in several.
  public static func commonRoot(of paths: [String]) -> String? {
    var roots: Set<String> = []
    for path in paths {
      guard let root = PathUtilities.nearestFolder(from: path, holding: ".git") else { return nil }
      roots.insert(root)
    }
    return roots.first { root in
      roots.allSatisfy { $0 == root || $0.hasPrefix(root == "/" ? "/" : root + "/") }
    }
  }
}
