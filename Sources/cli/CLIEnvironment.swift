import CatalogParser
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the command line runs in: the working folder, environment variables and the terminal.
struct CLIEnvironment {
  var workingDirectory: String
  var variables: [String: String]
  var standardOutputIsTerminal: Bool
  /// The terminal's columns where standard output is one, as the terminal reports them.
  var terminalColumns: Int?
  /// The working folder as the shell names it (`$PWD`, through a link), where that differs from
  /// `workingDirectory`, its real path.
  var logicalWorkingDirectory: String?
  /// Whether the working folder still exists: a shell may sit in a folder deleted since, where
  /// Foundation names `/` (or nothing) as the working folder.
  var workingDirectoryExists = true

  static var current: CLIEnvironment {
    let isTerminal = isatty(STDOUT_FILENO) == 1
    let variables = ProcessInfo.processInfo.environment
    let physical = FileManager.default.currentDirectoryPath
    return CLIEnvironment(
      workingDirectory: physical, variables: variables, standardOutputIsTerminal: isTerminal,
      terminalColumns: isTerminal ? measuredColumns() : nil,
      logicalWorkingDirectory: variables["PWD"].flatMap { logicalName(of: physical, shellName: $0) },
      workingDirectoryExists: workingDirectoryExists())
  }

  /// Whether the process's working folder still exists. Linux's `getcwd` fails once it was
  /// deleted; macOS's still names it, so the name must also lead to the folder we are in.
  private static func workingDirectoryExists() -> Bool {
    guard let name = getcwd(nil, 0) else { return false }
    defer { free(name) }
    return isWorkingDirectory(String(cString: name))
  }

  /// Whether `path` leads to the process's working folder (the same file on disk as `.`). Only
  /// a name that leads nowhere or to another folder does not: one that cannot be looked at
  /// (a parent folder the user may not search) may.
  static func isWorkingDirectory(_ path: String) -> Bool {
    var named = stat()
    var current = stat()
    guard stat(".", &current) == 0 else { return true }
    guard stat(path, &named) == 0 else { return errno != ENOENT && errno != ENOTDIR }
    return named.st_dev == current.st_dev && named.st_ino == current.st_ino
  }

  /// `path` named from the working folder's real path where it leads there: `"$PWD/App"` in a
  /// folder entered through a link is shown as `App`, not `../link/App`, and so is `/tmp/x/App`
  /// on macOS, where `/tmp` leads to `/private/tmp`.
  func physicalPath(_ path: String) -> String {
    if let logical = logicalWorkingDirectory {
      if path == logical { return workingDirectory }
      if path.hasPrefix(logical + "/") { return workingDirectory + path.dropFirst(logical.count) }
    }
    return pathFromRealFolder(path)
  }

  /// An absolute `path` outside the working folder's name that links lead into it or nearer to
  /// it, named through its folder's real path: the working folder itself given through a link,
  /// or a path whose parent folder resolves closer to it (`/tmp/x/App` where `/tmp` leads to
  /// `/private/tmp`). Its last component stays as given (a link itself is an input of its own).
  /// Without a shell's `PWD` (a run from `Process` or an IDE) this is the only way such a path
  /// is shown from the working folder.
  private func pathFromRealFolder(_ path: String) -> String {
    let folder = workingDirectory
    var trimmed = Substring(path)
    while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
    guard folder != "/", trimmed.hasPrefix("/"), trimmed != folder, !trimmed.hasPrefix(folder + "/")
    else { return path }
    if PathUtilities.resolvingLinks(String(trimmed)) == folder { return folder }
    let name = PathUtilities.lastComponent(String(trimmed))
    guard name != ".", name != ".." else { return path }
    let parent = PathUtilities.parent(String(trimmed))
    let realParent = PathUtilities.resolvingLinks(parent)
    let mapped = (realParent == "/" ? "" : realParent) + "/" + name
    guard realParent != parent, Self.sharedDepth(mapped, folder) > Self.sharedDepth(String(trimmed), folder)
    else { return path }
    return mapped + path.dropFirst(trimmed.count)
  }

  /// How many leading components two absolute paths share.
  private static func sharedDepth(_ path: String, _ other: String) -> Int {
    zip(path.split(separator: "/"), other.split(separator: "/")).prefix { $0 == $1 }.count
  }

  /// `shellName` where it is another name of the folder `physical` (the same file on disk).
  private static func logicalName(of physical: String, shellName: String) -> String? {
    guard shellName.hasPrefix("/"), shellName != physical, shellName.count > 1 else { return nil }
    var logicalStatus = stat()
    var physicalStatus = stat()
    guard stat(shellName, &logicalStatus) == 0, stat(physical, &physicalStatus) == 0,
      logicalStatus.st_dev == physicalStatus.st_dev, logicalStatus.st_ino == physicalStatus.st_ino
    else { return nil }
    return shellName.hasSuffix("/") ? String(shellName.dropLast()) : shellName
  }

  /// Columns for text shown on standard output: `COLUMNS` where it is a positive number (as `ls`
  /// and `git` read it), else the terminal's own width (shells do not export `COLUMNS`), else 120.
  var terminalWidth: Int { width(onTerminal: true) }

  /// Columns for text: as `terminalWidth` where it is shown on the terminal; a file gets
  /// `COLUMNS` or 120, never the width of the window that wrote it.
  func width(onTerminal: Bool) -> Int {
    if let columns = variables["COLUMNS"].flatMap(Int.init), columns > 0 { return columns }
    return (onTerminal ? terminalColumns : nil) ?? 120
  }

  /// The width of the terminal on standard output, or `nil` where it reports none.
  private static func measuredColumns() -> Int? {
    #if canImport(Glibc) || canImport(Darwin)
      var size = winsize()
      guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
      return Int(size.ws_col)
    #else
      return nil
    #endif
  }
}
