import CatalogParser
import Foundation

/// Writes to standard output and standard error, and files atomically.
enum Console {
  static func out(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
  }

  static func error(_ text: String) {
    FileHandle.standardError.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
  }

  /// Writes `text` to `path` (relative to `base`) atomically: a temporary file renamed into place,
  /// so a reader never sees half a report. Creates the file's folder.
  static func write(_ text: String, to path: String, base: String) throws {
    let absolute = PathUtilities.absolute(path, base: base)
    do {
      // CI recipes write to `reports/...` on a fresh checkout, where the folder does not exist yet.
      try FileManager.default.createDirectory(
        atPath: PathUtilities.parent(absolute), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: URL(fileURLWithPath: absolute), options: .atomic)
    } catch {
      throw CLIError("cannot write '\(path)': \(error.localizedDescription)")
    }
  }
}
