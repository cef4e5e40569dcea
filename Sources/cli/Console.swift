import Foundation

/// Writes to standard output and standard error, and files atomically.
enum Console {
  static func out(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
  }

  static func error(_ text: String) {
    FileHandle.standardError.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
  }

  /// Writes `text` to `path` atomically (a temporary file renamed into place).
  static func write(_ text: String, to path: String) throws {
    do {
      try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
      throw CLIError("cannot write '\(path)': \(error.localizedDescription)")
    }
  }
}
