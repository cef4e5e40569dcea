import CatalogParser
import Foundation
import LocaleCheck

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// Writes to standard output and standard error, and files atomically.
enum Console {
  static func out(_ text: String) {
    out(Array(text.utf8))
  }

  /// Writes `bytes` to standard output; a full disk or a closed output ends the run with exit
  /// status 2 and a message, as an unwritable `--output` does, not with a crash.
  static func out(_ bytes: [UInt8]) {
    guard let failure = writeAll(bytes, to: STDOUT_FILENO) else { return }
    error("labelcheck: error: cannot write to standard output: \(failure)")
    exit(2)
  }

  /// Keeps a closed standard output or error (`labelcheck >&-`) closed for writing: otherwise the
  /// first file the run opens takes its descriptor, and the report would go into it, or fail
  /// with a misleading reason. A read-only `/dev/null` there makes writes fail as "Bad file
  /// descriptor".
  static func holdClosedStandardStreams() {
    for descriptor in [STDOUT_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) == -1 {
      let held = open("/dev/null", O_RDONLY)
      if held >= 0 && held != descriptor {
        _ = dup2(held, descriptor)
        _ = close(held)
      }
    }
  }

  /// Writes a line to standard error; where even that fails there is no one left to tell.
  static func error(_ text: String) {
    // Names in warnings come from files: an escape sequence there must not reach the terminal.
    // Nor a CI runner's command (`::error ...`) from a key or a folder name.
    let text = LogCommandGuard.guarded(ControlCharacters.escaped(text, keepingLineBreaks: true))
    _ = writeAll(Array((text.hasSuffix("\n") ? text : text + "\n").utf8), to: STDERR_FILENO)
  }

  /// Writes a workflow command of labelcheck's own (`GitHubReporter.command(for:options:)`, whose
  /// data is escaped to one line) to standard error as it is, where GitHub reads it.
  static func errorCommand(_ command: String) {
    _ = writeAll(Array((command + "\n").utf8), to: STDERR_FILENO)
  }

  /// Writes all of `bytes` to `descriptor`; the reason when it cannot.
  static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> String? {
    bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          return String(cString: strerror(errno))
        }
        offset += written
      }
      return nil
    }
  }

  /// Refuses an output path that names a folder by its form (`reports/`): a file called
  /// `reports` would surprise, and fail the next `--report sarif:reports/x.sarif`. Checked
  /// before a run's work too, so that no report is lost at the end.
  static func refuseFolderPath(_ path: String, base: String? = nil) throws {
    if path != "/", path.hasSuffix("/") {
      throw CLIError(
        "cannot write '\(path)': a path ending in '/' names a folder; give the report a file name")
    }
    // A folder that exists (`..`, `reports`) is refused before the run too.
    var status = stat()
    if let base, path != "-", stat(PathUtilities.absolute(path, base: base), &status) == 0,
      status.st_mode & S_IFMT == S_IFDIR
    {
      throw CLIError("cannot write '\(path)': it is a folder")
    }
  }

  /// Writes `text` to `path` (relative to `base`) atomically: a temporary file renamed into place,
  /// so a reader never sees half a report. Creates the file's folder.
  static func write(_ text: String, to path: String, base: String) throws {
    try write(Array(text.utf8), to: path, base: base)
  }

  /// Writes `bytes` to `path` atomically (see `write(_:to:base:)` for text). A symbolic link
  /// stays and its target gets the report; a device or pipe (`/dev/stdout`, `>(...)`) is written
  /// to, never replaced by a file.
  static func write(_ bytes: [UInt8], to path: String, base: String) throws {
    // The stream itself, not the file the shell sent it to: replacing that file would drop what
    // `>>` kept and what the run writes there besides the report.
    if let descriptor = streamDescriptor(named: path) {
      if let reason = writeAll(bytes, to: descriptor) { throw CLIError("cannot write '\(path)': \(reason)") }
      return
    }
    let absolute = PathUtilities.absolute(path, base: base)
    var status = stat()
    let exists = stat(absolute, &status) == 0
    do {
      try refuseFolderPath(path, base: base)
      if exists && status.st_mode & S_IFMT != S_IFREG {
        // A device or pipe: written as it is, its failure told as the system tells it.
        let descriptor = open(absolute, O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
          throw CLIError("cannot write '\(path)': \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        if let reason = writeAll(bytes, to: descriptor) {
          throw CLIError("cannot write '\(path)': \(reason)")
        }
        return
      }
      // Through a link, the file it names is replaced, not the link; a link to a file not
      // written yet gets it, as the shell's `>` does.
      let target = try OutputTarget.resolve(absolute, displayPath: path)
      // CI recipes write to `reports/...` on a fresh checkout, where the folder does not exist yet.
      try AtomicFileWriter.write(bytes, to: target, displayPath: path, base: base)
      // The new file replaces the old one: it keeps the old one's permissions (a committed
      // baseline that is group-writable stays so), not the default ones of a new file.
      if exists {
        try FileManager.default.setAttributes(
          [.posixPermissions: NSNumber(value: UInt16(status.st_mode & 0o7777))], ofItemAtPath: target)
      }
    } catch let error as CLIError {
      throw error
    } catch {
      throw CLIError("cannot write '\(path)': \(error.localizedDescription)")
    }
  }

  /// The open descriptor that `path` names as a stream (`/dev/stdout`, `/dev/stderr`,
  /// `/dev/fd/N`, `/proc/self/fd/N`), or `nil`.
  static func streamDescriptor(named path: String) -> Int32? {
    let descriptor: Int32?
    switch path {
    case "/dev/stdout": descriptor = STDOUT_FILENO
    case "/dev/stderr": descriptor = STDERR_FILENO
    default:
      let prefix = ["/dev/fd/", "/proc/self/fd/"].first { path.hasPrefix($0) }
      descriptor = prefix.flatMap { Int32(path.dropFirst($0.count)) }
    }
    // One the caller passed in is open and kept across `exec`; one labelcheck's runtime opened
    // for itself (libdispatch's) is closed on `exec`, and no report goes there.
    guard let descriptor, descriptor >= 0 else { return nil }
    let flags = fcntl(descriptor, F_GETFD)
    guard flags != -1, flags & FD_CLOEXEC == 0 else { return nil }
    return descriptor
  }

  /// The C library's `write(2)` (the name `write` here is this type's own).
  private static func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
      Glibc.write(descriptor, bytes, count)
    #elseif canImport(Darwin)
      Darwin.write(descriptor, bytes, count)
    #elseif canImport(Musl)
      Musl.write(descriptor, bytes, count)
    #endif
  }
}
