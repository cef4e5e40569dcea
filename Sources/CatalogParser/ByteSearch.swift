#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// Finds bytes with the C library's `memchr`, which is vectorized: line breaks and tag starts are
/// sparse, so jumping between them beats looking at every byte.
enum ByteSearch {
  /// The offset of the first `byte` in `bytes[start..<end]`, or `nil` when there is none.
  static func firstIndex(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int)
    -> Int?
  {
    guard let base = bytes.baseAddress, start < end,
      let found = memchr(base + start, Int32(byte), end - start)
    else { return nil }
    return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
  }
}
