/// Turns byte offsets of a UTF-8 text into 1-based lines and character columns, for offsets asked
/// in increasing order.
///
/// The `.strings` and XML readers need a position for every key and value; counting line breaks
/// once, up to each requested offset, keeps that to one extra pass over the text instead of a
/// `LineMap` search per token. `\r\n`, `\n` and a lone `\r` end lines, as in `LineMap`.
struct LineTracker {
  private let bytes: UnsafeBufferPointer<UInt8>
  /// Bytes below this offset have been checked for line breaks.
  private var scanned = 0
  private var line = 1
  private var lineStart = 0
  /// The last offset whose column is known, on the current line, and that column.
  private var columnOffset = 0
  private var column = 1
  /// Whether the text holds a `\r` anywhere (looked up once, on the first position asked).
  private var hasCarriageReturns: Bool?

  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  /// The line and column of `offset`; cheapest when offsets come in increasing order.
  mutating func location(of offset: Int) -> (line: Int, column: Int) {
    let target = min(max(offset, 0), bytes.count)
    if target < scanned { self = LineTracker(bytes) }
    advanceLines(to: target)
    if columnOffset < lineStart || columnOffset > target {
      columnOffset = lineStart
      column = 1
    }
    let count = column + UTF8Scan.scalarCount(in: bytes, from: columnOffset, to: target)
    columnOffset = target
    column = count
    return (line, count)
  }

  /// The position of `offset` in `file`.
  mutating func position(of offset: Int, file: SourceFile) -> SourcePosition {
    let (line, column) = location(of: offset)
    return SourcePosition(file: file, line: line, column: column)
  }

  private mutating func advanceLines(to target: Int) {
    guard let base = bytes.baseAddress else { return }
    var index = scanned
    if hasCarriageReturns == nil {
      hasCarriageReturns = ByteSearch.firstIndex(of: 0x0D, in: bytes, from: 0, to: bytes.count) != nil
    }
    if hasCarriageReturns == false {
      // Only `\n` ends lines: jump from one to the next.
      while let found = ByteSearch.firstIndex(of: 0x0A, in: bytes, from: index, to: target) {
        index = found + 1
        line += 1
        lineStart = index
      }
      scanned = target
      return
    }
    while index < target {
      if index + 8 <= target {
        // Lines are long compared to 8 bytes: skip words without a byte below 0x0E (a line break);
        // the lowest flag marks the first such byte exactly.
        let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
        let flags = (word &- 0x0E0E_0E0E_0E0E_0E0E) & ~word & 0x8080_8080_8080_8080
        if flags == 0 {
          index += 8
          continue
        }
        index += flags.trailingZeroBitCount >> 3
      }
      noteLineBreak(at: index)
      index += 1
    }
    scanned = target
  }

  private mutating func noteLineBreak(at index: Int) {
    let byte = bytes[index]
    if byte == 0x0A {
      // The `\n` of `\r\n` ends no further line: the `\r` already did.
      if index == 0 || bytes[index - 1] != 0x0D { line += 1 }
      lineStart = index + 1
    } else if byte == 0x0D {
      line += 1
      lineStart = index + 1
    }
  }
}
