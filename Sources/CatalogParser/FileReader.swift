import Foundation

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
    let attributes = try? FileManager.default.attributesOfItem(atPath: path)
    if let size = (attributes?[.size] as? NSNumber)?.uint64Value, size > maximumSize {
      throw tooLarge(displayPath, "\(size) bytes", maximumSize)
    }
    guard let handle = FileHandle(forReadingAtPath: path) else {
      throw CatalogError(file: displayPath, line: 1, column: 1, message: "cannot open the file for reading")
    }
    defer { try? handle.close() }
    let data: Data
    do {
      data = try handle.read(upToCount: Int(clamping: min(maximumSize, UInt64(Int.max - 1)) + 1)) ?? Data()
    } catch {
      throw CatalogError(file: displayPath, line: 1, column: 1, message: "cannot read the file: \(error)")
    }
    if UInt64(data.count) > maximumSize {
      throw tooLarge(displayPath, "more than \(maximumSize) bytes", maximumSize)
    }
    return [UInt8](data)
  }

  private static func tooLarge(_ displayPath: String, _ size: String, _ limit: UInt64) -> CatalogError {
    CatalogError(
      file: displayPath, line: 1, column: 1, message: "file is too large to read (\(size), limit \(limit))")
  }
}
