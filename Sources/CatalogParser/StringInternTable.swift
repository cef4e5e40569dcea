import Foundation

/// Strings numbered once per process, read back by number without a lock.
///
/// Slots live in fixed chunks that never move and are written once, before the number that names
/// them is handed out, so a reader holding a number reads a finished slot. Backs ``SourceFile`` and
/// ``LocaleID``, whose values are then plain numbers: no reference counting, one-word hashing.
final class StringInternTable: @unchecked Sendable {
  static let sourceFiles = StringInternTable()
  static let locales = StringInternTable()

  private static let chunkSize = 4096
  private static let chunkCount = 1 << 16

  private let lock = NSLock()
  private var numberByString: [String: UInt32] = [:]
  private var count = 0
  private let chunks: UnsafeMutablePointer<UnsafeMutablePointer<String>?>

  private init() {
    chunks = .allocate(capacity: Self.chunkCount)
    chunks.initialize(repeating: nil, count: Self.chunkCount)
  }

  /// The number of `string`, given it now if it has none.
  func number(of string: String) -> UInt32 {
    lock.lock()
    defer { lock.unlock() }
    if let number = numberByString[string] { return number }
    let (chunk, slot) = count.quotientAndRemainder(dividingBy: Self.chunkSize)
    // 268 million distinct strings would be needed to get here; they then share the last slot.
    guard chunk < Self.chunkCount else { return UInt32(count - 1) }
    if chunks[chunk] == nil { chunks[chunk] = .allocate(capacity: Self.chunkSize) }
    (chunks[chunk]! + slot).initialize(to: string)
    let number = UInt32(count)
    count += 1
    numberByString[string] = number
    return number
  }

  /// The string numbered `number`.
  func string(_ number: UInt32) -> String {
    let (chunk, slot) = Int(number).quotientAndRemainder(dividingBy: Self.chunkSize)
    return chunks[chunk]![slot]
  }
}
