import CatalogParser
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// Writes a regular file atomically: a temporary file in the same folder, renamed into place, so
/// that a reader never sees half a report. Failures name the reason the system gives.
enum AtomicFileWriter {
  /// Writes `bytes` to `target` (absolute), creating its folders; `displayPath` names it in
  /// errors, and folders are named as it is (relative to `base`, or absolute).
  static func write(_ bytes: [UInt8], to target: String, displayPath: String, base: String) throws {
    let folder = PathUtilities.parent(target)
    let name: (String) -> String = { displayPath.hasPrefix("/") ? $0 : PathUtilities.relative($0, to: base) }
    try makeFolders(folder, displayPath: displayPath, name: name)
    let random = UInt32.random(in: 0...UInt32.max)
    let temporary = folder + "/.\(PathUtilities.lastComponent(target)).\(getpid()).\(random).tmp"
    try PendingTemporaryFile.removingOnInterrupt(temporary) {
      try write(bytes, through: temporary, to: target, displayPath: displayPath, folder: name(folder))
    }
  }

  /// Writes `bytes` to the new file `temporary` and renames it to `target`; `folder` names the
  /// folder in errors.
  private static func write(
    _ bytes: [UInt8], through temporary: String, to target: String, displayPath: String, folder: String
  ) throws {
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
    guard descriptor >= 0 else {
      // The report goes to a new file beside the old one: a folder that refuses new files
      // refuses the report, however writable the old file is.
      let code = errno
      guard code == EACCES || code == EROFS else { throw failure(displayPath) }
      throw CLIError(
        "cannot write '\(displayPath)': \(reason(code)) (the file is written as a new one in '\(folder)', "
          + "then renamed into place)")
    }
    if let reason = Console.writeAll(bytes, to: descriptor) {
      close(descriptor)
      unlink(temporary)
      throw CLIError("cannot write '\(displayPath)': \(reason)")
    }
    #if DEBUG
      PendingTemporaryFile.interruptForTesting()
    #endif
    guard close(descriptor) == 0 else {
      let error = failure(displayPath)
      unlink(temporary)
      throw error
    }
    guard rename(temporary, target) == 0 else {
      let error = failure(displayPath)
      unlink(temporary)
      throw error
    }
  }

  /// Creates `folder` and the folders above it that are missing; a file in the way is named.
  private static func makeFolders(_ folder: String, displayPath: String, name: (String) -> String) throws {
    var status = stat()
    if stat(folder, &status) == 0 {
      guard status.st_mode & S_IFMT == S_IFDIR else {
        throw CLIError("cannot write '\(displayPath)': '\(name(folder))' is a file, not a folder")
      }
      return
    }
    let parent = PathUtilities.parent(folder)
    if parent != folder && !parent.isEmpty { try makeFolders(parent, displayPath: displayPath, name: name) }
    guard mkdir(folder, 0o777) == 0 || errno == EEXIST else {
      throw CLIError(
        "cannot write '\(displayPath)': cannot create folder '\(name(folder))': \(reason(errno))")
    }
  }

  private static func failure(_ displayPath: String) -> CLIError {
    CLIError("cannot write '\(displayPath)': \(reason(errno))")
  }

  private static func reason(_ code: Int32) -> String {
    String(cString: strerror(code))
  }
}
