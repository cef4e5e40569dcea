import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// Reads whole files into memory, refusing ones too large to hold.
public enum FileReader {
  /// The largest file read: 1 GiB (the largest real catalogs are a few hundred megabytes; a
  /// larger file is a mistake or an attack, refused before it fills the memory), or a quarter of
  /// the physical memory where that is less, leaving room for the model.
  public static var maximumFileSize: UInt64 { min(1 << 30, ProcessInfo.processInfo.physicalMemory / 4) }

  /// The largest stream read (a pipe or device named as a file: `<(...)`, `/dev/stdin`): enough
  /// for any configuration, label map or baseline, and soon reached by `/dev/zero`.
  public static let maximumStreamSize: UInt64 = 256 << 20

  /// The bytes of the file at `path`; errors name `displayPath`.
  ///
  /// `regularFilesOnly` refuses pipes, devices and sockets (what a catalog file never is, and what
  /// a symbolic link in a catalog folder could point to: `/dev/zero`, a FIFO); without it they are
  /// read within the size limit, as a configuration or baseline given as `<(...)` is.
  public static func readBytes(atPath path: String, displayPath: String, regularFilesOnly: Bool = false)
    throws(CatalogError) -> [UInt8]
  {
    try readBytes(
      atPath: path, displayPath: displayPath, maximumSize: maximumFileSize, regularFilesOnly: regularFilesOnly
    )
  }

  /// The bytes of the file at `path`, refused when longer than `maximumSize` bytes.
  ///
  /// The size is checked before reading and again while reading: a file that grows, or a device
  /// or pipe without a size, cannot make the read exceed the limit.
  static func readBytes(
    atPath path: String, displayPath: String, maximumSize: UInt64, regularFilesOnly: Bool = false
  ) throws(CatalogError) -> [UInt8] {
    let descriptor = try openForReading(path, displayPath: displayPath)
    defer { close(descriptor) }
    var status = stat()
    var expected = 0
    var maximumSize = maximumSize
    let isRegular = fstat(descriptor, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
    if isRegular {
      let size = UInt64(max(0, status.st_size))
      if size > maximumSize { throw tooLarge(displayPath, "\(size) bytes", maximumSize) }
      expected = Int(size)
    } else if regularFilesOnly {
      throw CatalogError(
        file: displayPath, line: 1, column: 1,
        message: "not a regular file (a folder, pipe, device or socket)")
    } else if status.st_mode & S_IFMT == S_IFDIR {
      // A folder where a file was meant (`--labels App`): said so, not in the system's words.
      throw CatalogError(file: displayPath, line: 1, column: 1, message: "a folder where a file is needed")
    } else {
      maximumSize = min(maximumSize, maximumStreamSize)
      // Opened without blocking (see `openForReading`); a pipe is then read to its end.
      let flags = fcntl(descriptor, F_GETFL)
      if flags >= 0 { _ = fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) }
    }
    // One byte more than the size tells a file that grew while being read.
    var (bytes, failure) = readUpTo(expected + 1, from: descriptor)
    if failure == 0 && bytes.count > expected {
      failure = try readRest(descriptor, into: &bytes, displayPath: displayPath, maximumSize: maximumSize)
    }
    if failure != 0 {
      let reason = String(cString: strerror(failure))
      throw CatalogError(file: displayPath, line: 1, column: 1, message: "cannot read the file: \(reason)")
    }
    return bytes
  }

  /// Up to `capacity` bytes read straight into the array (one copy of the file in memory, not
  /// two), and `errno` of a failed read, or 0.
  private static func readUpTo(_ capacity: Int, from descriptor: Int32) -> ([UInt8], Int32) {
    var failure: Int32 = 0
    let bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
      count = 0
      while count < buffer.count {
        let result = read(descriptor, buffer.baseAddress! + count, buffer.count - count)
        if result > 0 {
          count += result
        } else if result == 0 || errno != EINTR {
          if result < 0 { failure = errno }
          return
        }
      }
    }
    return (bytes, failure)
  }

  /// Reads what is left of a file without a size (a pipe, a device) or that grew, within the limit;
  /// returns `errno` of a failed read, or 0.
  private static func readRest(
    _ descriptor: Int32, into bytes: inout [UInt8], displayPath: String, maximumSize: UInt64
  ) throws(CatalogError) -> Int32 {
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      if UInt64(bytes.count) > maximumSize {
        throw tooLarge(displayPath, "more than \(maximumSize) bytes", maximumSize)
      }
      let result = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, $0.count) }
      if result == 0 { return 0 }
      if result < 0 {
        if errno == EINTR { continue }
        return errno
      }
      bytes.append(contentsOf: chunk[..<result])
    }
  }

  /// A descriptor of `path` open for reading, opened without blocking: opening a FIFO that
  /// nobody writes to would otherwise wait forever. (Reading a regular file never blocks; a pipe
  /// or device is switched back to blocking reads before it is read.)
  private static func openForReading(_ path: String, displayPath: String) throws(CatalogError) -> Int32 {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else {
      let code = errno
      let reason = String(cString: strerror(code))
      // Said as a locale folder's or a catalog's link that leads nowhere is (audit 267).
      if code == ENOENT || code == ELOOP, PathUtilities.isSymbolicLink(path) {
        throw CatalogError(
          file: displayPath, line: 1, column: 1,
          message: "the link leads nowhere (\(reason)), so it is not read")
      }
      throw CatalogError(
        file: displayPath, line: 1, column: 1, message: "cannot open the file for reading: \(reason)")
    }
    return descriptor
  }

  private static func tooLarge(_ displayPath: String, _ size: String, _ limit: UInt64) -> CatalogError {
    CatalogError(
      file: displayPath, line: 1, column: 1, message: "file is too large to read (\(size), limit \(limit))")
  }
}
