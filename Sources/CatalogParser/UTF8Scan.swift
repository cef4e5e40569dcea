/// Counts Unicode scalars in UTF-8 text eight bytes at a time, for the
/// position bookkeeping every parser does on every value (see NOTES.md: per-byte loops there cost
/// more than the tokenizing).
enum UTF8Scan {
  private static let highBits: UInt64 = 0x8080_8080_8080_8080
  private static let lowBits: UInt64 = 0x0101_0101_0101_0101

  /// The number of scalars (bytes that do not continue a sequence) in `bytes[start..<end]`.
  @inline(__always)
  static func scalarCount(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
    guard let base = bytes.baseAddress, start < end else { return 0 }
    var index = start
    var count = 0
    while index &+ 8 <= end {
      count &+= 8 &- continuationCount(word(base, index))
      index &+= 8
    }
    while index < end {
      if bytes[index] & 0xC0 != 0x80 { count &+= 1 }
      index &+= 1
    }
    return count
  }

  /// The eight bytes at `offset` (which must leave eight bytes in the buffer).
  @inline(__always)
  static func word(_ base: UnsafePointer<UInt8>, _ offset: Int) -> UInt64 {
    UInt64(littleEndian: UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self))
  }

  /// How many of the eight bytes of `word` are continuation bytes (`10xxxxxx`).
  @inline(__always)
  static func continuationCount(_ word: UInt64) -> Int {
    // Bit 7 set and bit 6 clear; the shift moves each byte's bit 6 onto its own bit 7.
    let marks = (word & ~(word << 1) & highBits) >> 7
    // Adds the eight 0/1 bytes into the top byte.
    return Int(truncatingIfNeeded: (marks &* lowBits) >> 56)
  }
}
