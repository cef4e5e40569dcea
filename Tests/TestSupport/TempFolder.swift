import Foundation

/// A temporary folder for one test, removed when the value is released: hold it in a `let` for as
/// long as the test reads the folder.
public final class TempFolder {
  /// The folder.
  public let url: URL

  /// A new, empty folder.
  public init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("labelcheck-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  /// A new folder holding `files`, text by path below it.
  public convenience init(files: [String: String]) throws {
    try self.init()
    for (path, text) in files { try write(path, text) }
  }

  deinit { try? FileManager.default.removeItem(at: url) }

  /// Writes `text` to `path` below the folder, creating folders on the way; returns its URL.
  @discardableResult
  public func write(_ path: String, _ text: String) throws -> URL {
    let file = url.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: file)
    return file
  }

  /// The text of the file at `path` below the folder, or `nil` when it does not exist.
  public func read(_ path: String) -> String? {
    try? String(contentsOf: url.appendingPathComponent(path), encoding: .utf8)
  }

  /// The names of the entries directly below `path`.
  public func entries(_ path: String = ".") -> [String] {
    let folder = url.appendingPathComponent(path).path
    return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
  }
}
