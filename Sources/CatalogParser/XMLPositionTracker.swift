/// Turns increasing byte offsets of a UTF-8 document into lines and character columns.
///
/// SAX events arrive in document order, so each look-up continues from the previous one: the whole
/// document is scanned at most once. A look-up behind the previous one restarts from the top.
/// Line ends are `\n`, `\r\n` and a lone `\r`, as in `LineMap`.
struct XMLPositionTracker {
  private var offset = 0
  private var line = 1
  private var column = 1
  private var previous: UInt8 = 0

  /// The 1-based line and column (in Unicode scalars) of `target`.
  mutating func location(of target: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (line: Int, column: Int) {
    if target < offset { self = XMLPositionTracker() }
    let end = min(max(target, 0), bytes.count)
    var index = offset
    var line = self.line
    var column = self.column
    var previous = self.previous
    let base = bytes.baseAddress
    while index < end {
      // Runs without line breaks (most of a document) are counted eight bytes at a time.
      if let base, index &+ 8 <= end, case let word = UTF8Scan.word(base, index), !UTF8Scan.hasLineBreak(word)
      {
        column &+= 8 &- UTF8Scan.continuationCount(word)
        previous = bytes[index &+ 7]
        index &+= 8
        continue
      }
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
    (self.offset, self.line, self.column, self.previous) = (index, line, column, previous)
    return (line, column)
  }
}
