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

  static var current: CLIEnvironment {
    let isTerminal = isatty(STDOUT_FILENO) == 1
    return CLIEnvironment(
      workingDirectory: FileManager.default.currentDirectoryPath,
      variables: ProcessInfo.processInfo.environment,
      standardOutputIsTerminal: isTerminal,
      terminalColumns: isTerminal ? measuredColumns() : nil)
  }

  /// Columns for text: `COLUMNS` where it is a positive number (as `ls` and `git` read it), else
  /// the terminal's own width (shells do not export `COLUMNS`), else 120.
  var terminalWidth: Int {
    if let columns = variables["COLUMNS"].flatMap(Int.init), columns > 0 { return columns }
    return terminalColumns ?? 120
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
