import Foundation
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
    let executable = try #require(binary, "labelcheck binary not found; run 'swift build' first")
    var variables = baseEnvironment
    for (name, value) in environment { variables[name] = value }
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = directory
    process.environment = variables
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = FileHandle.nullDevice
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
