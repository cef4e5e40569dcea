import CatalogParser
import Foundation

/// Writes to standard output and standard error, and files atomically.
enum Console {
  static func out(_ text: String) {
    out(Array(text.utf8))
  }

  static func out(_ bytes: [UInt8]) {
    withData(bytes) { FileHandle.standardOutput.write($0) }
  }

  static func error(_ text: String) {
    FileHandle.standardError.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
  }

  /// Writes `text` to `path` (relative to `base`) atomically: a temporary file renamed into place,
  /// so a reader never sees half a report. Creates the file's folder.
  static func write(_ text: String, to path: String, base: String) throws {
    try write(Array(text.utf8), to: path, base: base)
  }

  /// Writes `bytes` to `path` atomically (see `write(_:to:base:)` for text).
  static func write(_ bytes: [UInt8], to path: String, base: String) throws {
    let absolute = PathUtilities.absolute(path, base: base)
    do {
      // CI recipes write to `reports/...` on a fresh checkout, where the folder does not exist yet.
      try FileManager.default.createDirectory(
        atPath: PathUtilities.parent(absolute), withIntermediateDirectories: true)
      try withData(bytes) { try $0.write(to: URL(fileURLWithPath: absolute), options: .atomic) }
    } catch {
      throw CLIError("cannot write '\(path)': \(error.localizedDescription)")
    }
  }

  /// `bytes` seen as `Data` while `body` runs, not copied: a report can be hundreds of megabytes.
  private static func withData<Result>(_ bytes: [UInt8], _ body: (Data) throws -> Result) rethrows -> Result {
    try bytes.withUnsafeBytes { buffer in
      guard let base = buffer.baseAddress, !buffer.isEmpty else { return try body(Data()) }
      let data = Data(
        bytesNoCopy: UnsafeMutableRawPointer(mutating: base), count: buffer.count, deallocator: .none)
      return try body(data)
    }
  }
}
