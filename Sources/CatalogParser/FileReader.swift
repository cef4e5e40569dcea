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
  /// The largest file read: a quarter of the physical memory, leaving room for the model.
  public static var maximumFileSize: UInt64 { ProcessInfo.processInfo.physicalMemory / 4 }

  /// The bytes of the file at `path`; errors name `displayPath`.
  public static func readBytes(atPath path: String, displayPath: String) throws(CatalogError) -> [UInt8] {
    try readBytes(atPath: path, displayPath: displayPath, maximumSize: maximumFileSize)
  }

  /// The bytes of the file at `path`, refused when longer than `maximumSize` bytes.
  ///
  /// The size is checked before reading and again while reading: a file that grows, or a device
  /// or pipe without a size, cannot make the read exceed the limit.
  static func readBytes(atPath path: String, displayPath: String, maximumSize: UInt64) throws(CatalogError)
    -> [UInt8]
  {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw CatalogError(file: displayPath, line: 1, column: 1, message: "cannot open the file for reading")
    }
    defer { close(descriptor) }
    var status = stat()
    var expected = 0
    if fstat(descriptor, &status) == 0 && status.st_mode & S_IFMT == S_IFREG {
      let size = UInt64(max(0, status.st_size))
      if size > maximumSize { throw tooLarge(displayPath, "\(size) bytes", maximumSize) }
      expected = Int(size)
    }
    // Read straight into the array (one copy of the file in memory, not two); one byte more than
    // the size tells a file that grew while being read.
    var failure: Int32 = 0
    var bytes = [UInt8](unsafeUninitializedCapacity: expected + 1) { buffer, count in
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
    if failure == 0 && bytes.count > expected {
      failure = try readRest(descriptor, into: &bytes, displayPath: displayPath, maximumSize: maximumSize)
    }
    if failure != 0 {
      let reason = String(cString: strerror(failure))
      throw CatalogError(file: displayPath, line: 1, column: 1, message: "cannot read the file: \(reason)")
    }
    return bytes
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

  private static func tooLarge(_ displayPath: String, _ size: String, _ limit: UInt64) -> CatalogError {
    CatalogError(
      file: displayPath, line: 1, column: 1, message: "file is too large to read (\(size), limit \(limit))")
  }
}
