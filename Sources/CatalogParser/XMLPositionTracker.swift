#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// Turns byte offsets of a document into 1-based lines and character columns, for offsets asked
/// in increasing order (a reset starts over from the top).
///
/// Lines are found with `memchr` (vectorized by the C library); a column is counted from the start
/// of its line, or from the last position asked on that line. A document with a `\r` anywhere
/// takes the byte-wise path, which handles `\r\n` and a lone `\r` as one line break.
struct XMLPositionTracker {
  private var offset = 0
  private var line = 1
  private var column = 1
  private var previous: UInt8 = 0
  private var hasCarriageReturns: Bool?

  mutating func location(of target: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (line: Int, column: Int) {
    if target < offset { self = XMLPositionTracker() }
    let end = min(max(target, 0), bytes.count)
    guard let base = bytes.baseAddress else { return (line, column) }
    if hasCarriageReturns == nil { hasCarriageReturns = memchr(base, 0x0D, bytes.count) != nil }
    if hasCarriageReturns == false {
      var lineStart = -1
      while offset < end, let found = memchr(base + offset, 0x0A, end - offset) {
        line += 1
        offset = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
        lineStart = offset
      }
      if lineStart >= 0 { column = 1 }
      column += UTF8Scan.scalarCount(in: bytes, from: offset, to: end)
      offset = end
      return (line, column)
    }
    return slowLocation(of: end, in: bytes)
  }

  private mutating func slowLocation(of end: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (
    line: Int, column: Int
  ) {
    var index = offset
    while index < end {
      let byte = bytes[index]
      if byte == 0x0A {
        if previous != 0x0D { line += 1 }
        column = 1
      } else if byte == 0x0D {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
      previous = byte
      index += 1
    }
    offset = index
    return (line, column)
  }
}
