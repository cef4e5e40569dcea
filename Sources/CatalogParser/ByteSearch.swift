#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// Finds bytes with the C library's `memchr`, which is vectorized: line breaks and tag starts are
/// sparse, so jumping between them beats looking at every byte.
package enum ByteSearch {
  /// The offset of the first `byte` in `bytes[start..<end]`, or `nil` when there is none.
  package static func firstIndex(
    of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int
  )
    -> Int?
  {
    guard let base = bytes.baseAddress, start < end,
      let found = memchr(base + start, Int32(byte), end - start)
    else { return nil }
    return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
  }

  /// The offset of the first run of `pattern` (not empty) in `bytes[start...]`, or `nil`.
  static func firstIndex(of pattern: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
    guard let first = pattern.first else { return nil }
    var index = start
    while let found = firstIndex(of: first, in: bytes, from: index, to: bytes.count - pattern.count + 1) {
      if pattern.withUnsafeBufferPointer({
        equal(UnsafeBufferPointer(rebasing: bytes[found..<found + pattern.count]), $0)
      }) {
        return found
      }
      index = found + 1
    }
    return nil
  }

  /// The offset of the last `byte` in `bytes[start..<end]`. (`memrchr` is not on every platform.)
  static func lastIndex(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int)
    -> Int?
  {
    guard let base = bytes.baseAddress, start < end else { return nil }
    // Skips whole words that do not hold the byte; the word that does is searched byte by byte
    // (the flag of a word tells only that it holds the byte, not exactly where).
    let pattern = UInt64(byte) &* 0x0101_0101_0101_0101
    var index = end
    while index - start >= 8 {
      let word =
        UInt64(littleEndian: UnsafeRawPointer(base + index - 8).loadUnaligned(as: UInt64.self)) ^ pattern
      if (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080 != 0 { break }
      index -= 8
    }
    while index > start {
      index -= 1
      if base[index] == byte { return index }
    }
    return nil
  }

  /// Whether `bytes` and `other` hold the same bytes (`memcmp`: the generic `elementsEqual` costs
  /// hundreds of instructions even for short spans).
  static func equal(_ bytes: UnsafeBufferPointer<UInt8>, _ other: UnsafeBufferPointer<UInt8>) -> Bool {
    guard bytes.count == other.count else { return false }
    guard let base = bytes.baseAddress, let otherBase = other.baseAddress else { return true }
    return memcmp(base, otherBase, bytes.count) == 0
  }
}
