import Foundation

/// What the command line runs in: the working folder, environment variables and the terminal.
struct CLIEnvironment {
  var workingDirectory: String
  var variables: [String: String]
  var standardOutputIsTerminal: Bool

  static var current: CLIEnvironment {
    CLIEnvironment(
      workingDirectory: FileManager.default.currentDirectoryPath,
      variables: ProcessInfo.processInfo.environment,
      standardOutputIsTerminal: isatty(STDOUT_FILENO) == 1)
  }

  /// Terminal columns (`COLUMNS`), else 120.
  var terminalWidth: Int { variables["COLUMNS"].flatMap(Int.init) ?? 120 }
}
