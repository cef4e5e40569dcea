import Foundation

/// A file path interned once per process, so that positions in it are plain numbers.
///
/// Equal paths get equal values; the path is read back without a lock (slots are written once,
/// before the value that names them exists).
public struct SourceFile: Hashable, Sendable, CustomStringConvertible {
  let index: UInt32

  /// Interns `path` (a lock and one hash look-up; parsers do it once per file).
  public init(_ path: String) {
    index = SourceFileTable.shared.intern(path)
  }

  /// The path as given.
  public var path: String { SourceFileTable.shared.path(at: index) }

  public var description: String { path }
}

/// The process-wide table behind ``SourceFile``: paths in fixed chunks that never move.
final class SourceFileTable: @unchecked Sendable {
  static let shared = SourceFileTable()
  private static let chunkSize = 4096
  private static let chunkCount = 1 << 16

  private let lock = NSLock()
  private var indexByPath: [String: UInt32] = [:]
  private var count = 0
  private let chunks: UnsafeMutablePointer<UnsafeMutablePointer<String>?>

  private init() {
    chunks = .allocate(capacity: Self.chunkCount)
    chunks.initialize(repeating: nil, count: Self.chunkCount)
  }

  func intern(_ path: String) -> UInt32 {
    lock.lock()
    defer { lock.unlock() }
    if let index = indexByPath[path] { return index }
    let (chunk, slot) = count.quotientAndRemainder(dividingBy: Self.chunkSize)
    // 268 million distinct paths would be needed to get here; positions then share the last one.
    guard chunk < Self.chunkCount else { return UInt32(count - 1) }
    if chunks[chunk] == nil { chunks[chunk] = .allocate(capacity: Self.chunkSize) }
    (chunks[chunk]! + slot).initialize(to: path)
    let index = UInt32(count)
    count += 1
    indexByPath[path] = index
    return index
  }

  func path(at index: UInt32) -> String {
    let (chunk, slot) = Int(index).quotientAndRemainder(dividingBy: Self.chunkSize)
    return chunks[chunk]![slot]
  }
}
