/// Turns byte offsets of a UTF-8 text into 1-based lines and character columns, for offsets asked
/// in increasing order.
///
/// A `.strings` parser needs a position for every key and value; counting line breaks once, up to
/// each requested offset, keeps that to one extra pass over the text instead of a `LineMap` search
/// per token. `\r\n`, `\n` and a lone `\r` end lines, as in `LineMap`.
struct StringsLineTracker {
  private let bytes: UnsafeBufferPointer<UInt8>
  /// Bytes below this offset have been checked for line breaks.
  private var scanned = 0
  private var line = 1
  private var lineStart = 0
  /// The last offset whose column is known, on the current line, and that column.
  private var columnOffset = 0
  private var column = 1

  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  /// The line and column of `offset`; cheapest when offsets come in increasing order.
  mutating func location(of offset: Int) -> (line: Int, column: Int) {
    let target = min(max(offset, 0), bytes.count)
    if target < scanned { self = StringsLineTracker(bytes) }
    advanceLines(to: target)
    if columnOffset < lineStart || columnOffset > target {
      columnOffset = lineStart
      column = 1
    }
    var index = columnOffset
    var count = column
    while index < target {
      // Every byte that does not continue a UTF-8 sequence starts a character.
      if bytes[index] & 0xC0 != 0x80 { count += 1 }
      index += 1
    }
    columnOffset = target
    column = count
    return (line, count)
  }

  /// The position of `offset` in `file`.
  mutating func position(of offset: Int, file: String) -> SourcePosition {
    let (line, column) = location(of: offset)
    return SourcePosition(file: file, line: line, column: column)
  }

  private mutating func advanceLines(to target: Int) {
    var index = scanned
    while index < target {
      let byte = bytes[index]
      if byte == 0x0A {
        // The `\n` of `\r\n` ends no further line: the `\r` already did.
        if index == 0 || bytes[index - 1] != 0x0D { line += 1 }
        lineStart = index + 1
      } else if byte == 0x0D {
        line += 1
        lineStart = index + 1
      }
      index += 1
    }
    scanned = target
  }
}
