import Foundation

/// Reads whole files into memory, refusing ones too large to hold.
public enum FileReader {
  /// The largest file read: a quarter of the physical memory, leaving room for the model.
  public static var maximumFileSize: UInt64 { ProcessInfo.processInfo.physicalMemory / 4 }

  /// The bytes of the file at `path`; errors name `displayPath`.
  public static func readBytes(atPath path: String, displayPath: String) throws(CatalogError) -> [UInt8] {
    let attributes = try? FileManager.default.attributesOfItem(atPath: path)
    if let size = (attributes?[.size] as? NSNumber)?.uint64Value, size > maximumFileSize {
      throw CatalogError(
        file: displayPath, line: 1, column: 1,
        message: "file is too large to read (\(size) bytes, limit \(maximumFileSize))")
    }
    guard let handle = FileHandle(forReadingAtPath: path) else {
      throw CatalogError(file: displayPath, line: 1, column: 1, message: "cannot open the file for reading")
    }
    defer { try? handle.close() }
    do {
      let data = try handle.readToEnd() ?? Data()
      return [UInt8](data)
    } catch {
      throw CatalogError(file: displayPath, line: 1, column: 1, message: "cannot read the file: \(error)")
    }
  }
}
