/// Paths of a report as the repository's tools read them: from the repository root.
enum RepositoryPath {
  /// `path` (relative to `folder`) as a path from the repository root (starting with `..` where
  /// it leaves the repository).
  static func path(_ path: String, from folder: String) -> String {
    guard !folder.isEmpty else { return path }
    var parts: [Substring] = []
    var ups = 0
    for part in (folder + "/" + path).split(separator: "/") {
      switch part {
      case ".": continue
      case "..": if parts.popLast() == nil { ups += 1 }
      default: parts.append(part)
      }
    }
    return (Array(repeating: "..", count: ups) + parts.map(String.init)).joined(separator: "/")
  }

  /// `file` (relative to the folder the command runs in) from the repository root, where
  /// `options` knows the folder's place in it; else `file` as it is.
  static func path(of file: String, options: ReportOptions) -> String {
    guard !URIReference.isAbsolute(file) else { return file }
    if let folder = options.folderInRepository { return path(file, from: folder) }
    // Run above the repository: its files are named from its root, not from the folder above.
    if let root = options.repositoryRootInFolder, file.hasPrefix(root + "/") {
      return String(file.dropFirst(root.count + 1))
    }
    return file
  }

  /// A bundle's path (relative to the folder the command runs in, `.` for that folder) from the
  /// repository root, as ``path(of:options:)`` names its files; `.` for the root.
  static func bundle(_ bundle: String, options: ReportOptions) -> String {
    if let root = options.repositoryRootInFolder, options.folderInRepository == nil, bundle == root {
      return "."
    }
    let path = path(of: bundle, options: options)
    return path.isEmpty ? "." : path
  }
}
