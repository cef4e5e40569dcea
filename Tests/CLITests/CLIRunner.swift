import Foundation
import TestSupport
import Testing

/// Runs the built `labelcheck` binary in a chosen folder with a controlled environment.
enum CLIRunner {
  /// What one run printed and returned.
  struct Result: CustomStringConvertible {
    var status: Int32
    var stdout: String
    var stderr: String

    var description: String { "exit \(status)\n--- stdout:\n\(stdout)\n--- stderr:\n\(stderr)" }
  }

  /// The `labelcheck` executable next to the test bundle (SwiftPM builds it for the `cli` dependency).
  static let binary: URL? = {
    var folders = [Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent()]
    folders += Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
    folders.append(TestPaths.packageRoot.appendingPathComponent(".build/debug"))
    return folders.map { $0.appendingPathComponent("labelcheck") }.first {
      FileManager.default.isExecutableFile(atPath: $0.path)
    }
  }()

  /// The environment every run starts from: no colour hints, a fixed terminal width.
  static let baseEnvironment: [String: String] = [
    "PATH": "/usr/bin:/bin", "COLUMNS": "100", "LANG": "C.UTF-8",
  ]

  /// Runs `labelcheck arguments` in `directory` (default: the package root).
  ///
  /// `environment` is added to `baseEnvironment`; a `nil` value removes a variable.
  static func run(
    _ arguments: [String], in directory: URL = TestPaths.packageRoot,
    environment: [String: String?] = [:], sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> Result {
    let (process, errors) = try makeProcess(arguments, directory, environment, sourceLocation)
    return try collect(process, errors: errors)
  }

  /// Runs `process`, reading its standard output and `errors` to their ends.
  private static func collect(_ process: Process, errors: Pipe) throws -> Result {
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    // Read both pipes before waiting so that a large report cannot block the child.
    let stderrReader = PipeReader(errors.fileHandleForReading)
    let stdout = output.fileHandleForReading.readDataToEndOfFile()
    let stderr = stderrReader.wait()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
      stderr: String(decoding: stderr, as: UTF8.self))
  }

  /// Runs like `run`, with standard output written to `output` (a file or device) instead of read.
  static func run(
    _ arguments: [String], writingTo output: FileHandle, in directory: URL = TestPaths.packageRoot,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> Result {
    let (process, errors) = try makeProcess(arguments, directory, [:], sourceLocation)
    process.standardOutput = output
    try process.run()
    let stderr = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, stdout: "", stderr: String(decoding: stderr, as: UTF8.self))
  }

  /// Runs `script` with `/bin/sh` in `directory`, `$LABELCHECK` naming the binary: for what only a
  /// shell sets up (an ignored signal, a descriptor beside the standard ones). A run that a
  /// signal ends has the signal's number as its status.
  static func runInShell(
    _ script: String, in directory: URL, environment: [String: String?] = [:],
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> Result {
    let binary = try #require(binary, "labelcheck binary not found", sourceLocation: sourceLocation)
    var variables = environment
    variables["LABELCHECK"] = binary.path
    let (process, errors) = try makeProcess(["-c", script], directory, variables, sourceLocation)
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    return try collect(process, errors: errors)
  }

  /// Runs like `run`, with standard output on a pseudo-terminal (as in an interactive shell).
  static func runOnTerminal(
    _ arguments: [String], in directory: URL = TestPaths.packageRoot,
    environment: [String: String?] = [:], columns: Int? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> Result {
    let terminal = try #require(
      PseudoTerminal(columns: columns), "no pseudo-terminal", sourceLocation: sourceLocation)
    let (process, errors) = try makeProcess(arguments, directory, environment, sourceLocation)
    process.standardOutput = terminal.secondary
    try process.run()
    let stderrReader = PipeReader(errors.fileHandleForReading)
    let stdout = terminal.readAll()
    let stderr = stderrReader.wait()
    process.waitUntilExit()
    // The terminal turns each "\n" into "\r\n".
    return Result(
      status: process.terminationStatus, stdout: stdout.replacingOccurrences(of: "\r\n", with: "\n"),
      stderr: String(decoding: stderr, as: UTF8.self))
  }

  private static func makeProcess(
    _ arguments: [String], _ directory: URL, _ environment: [String: String?],
    _ sourceLocation: SourceLocation
  ) throws -> (Process, Pipe) {
    let executable = try #require(
      binary, "labelcheck binary not found; run 'swift build' first", sourceLocation: sourceLocation)
    var variables = baseEnvironment
    for (name, value) in environment { variables[name] = value }
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = directory
    process.environment = variables
    let errors = Pipe()
    process.standardError = errors
    process.standardInput = FileHandle.nullDevice
    return (process, errors)
  }
}

/// Drains a pipe on a background thread.
private final class PipeReader: @unchecked Sendable {
  private var data = Data()
  private let done = DispatchSemaphore(value: 0)

  init(_ handle: FileHandle) {
    Thread.detachNewThread { [self] in
      data = handle.readDataToEndOfFile()
      done.signal()
    }
  }

  func wait() -> Data {
    done.wait()
    return data
  }
}
