/// Word-at-a-time byte scans of `.strings` text: the statement estimate that sizes a table, and the
/// search for the end of a token or comment.
extension StringsFileScanner {
  /// An upper bound for the number of statements: every one ends with a `;`.
  static func estimatedEntryCount(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var count = 0
    var index = 0
    if let base = bytes.baseAddress {
      let semicolons: UInt64 = 0x3B3B_3B3B_3B3B_3B3B
      while index + 8 <= bytes.count {
        // Per-byte counters (0x01 per `;`), summed across the word every 255 words at most.
        var lanes: UInt64 = 0
        var words = 0
        while words < 255 && index + 8 <= bytes.count {
          let x =
            UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)) ^ semicolons
          // Exact per-byte zero test (no borrow between bytes): bit 7 set only where x's byte is 0.
          lanes &+= (~((x & 0x7F7F_7F7F_7F7F_7F7F) &+ 0x7F7F_7F7F_7F7F_7F7F | x) & 0x8080_8080_8080_8080) >> 7
          index += 8
          words += 1
        }
        count += Self.sumOfByteLanes(lanes)
      }
    }
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: ";") { count += 1 }
      index += 1
    }
    return count
  }

  /// The sum of the 8 byte lanes of `lanes` (each below 256), without a popcount instruction.
  static func sumOfByteLanes(_ lanes: UInt64) -> Int {
    let pairs = (lanes & 0x00FF_00FF_00FF_00FF) &+ (lanes >> 8 & 0x00FF_00FF_00FF_00FF)
    return Int(truncatingIfNeeded: (pairs &* 0x0001_0001_0001_0001) >> 48)
  }

  /// The offset of the first `first` or `second` byte in `start..<end`, or `end` when none.
  ///
  /// Looks at 8 bytes at a time: tokens and comments are long compared to 8 bytes.
  static func firstIndex(
    of first: UInt8, or second: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int
  ) -> Int {
    var index = start
    if let base = bytes.baseAddress {
      let ones: UInt64 = 0x0101_0101_0101_0101
      let firsts = ones &* UInt64(first)
      let seconds = ones &* UInt64(second)
      while index + 8 <= end {
        let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
        // A zero byte in `word ^ firsts` is a `first`; the lowest flag marks the earliest match.
        let x = word ^ firsts
        let y = word ^ seconds
        let found = ((x &- ones) & ~x | (y &- ones) & ~y) & 0x8080_8080_8080_8080
        if found != 0 { return index + found.trailingZeroBitCount >> 3 }
        index += 8
      }
    }
    while index < end && bytes[index] != first && bytes[index] != second { index += 1 }
    return index
  }
}
