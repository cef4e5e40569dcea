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

  /// Whether the process's working folder can be named (`getcwd` fails once it was deleted).
  private static func workingDirectoryExists() -> Bool {
    guard let name = getcwd(nil, 0) else { return false }
    free(name)
    return true
  }

  /// `path` with the working folder's logical name at its start replaced by its real one, so that
  /// `"$PWD/App"` in a folder entered through a link is shown as `App`, not `../link/App`.
  func physicalPath(_ path: String) -> String {
    guard let logical = logicalWorkingDirectory else { return path }
    if path == logical { return workingDirectory }
    guard path.hasPrefix(logical + "/") else { return path }
    return workingDirectory + path.dropFirst(logical.count)
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
