/// Turns byte offsets of a UTF-8 text into 1-based lines and character columns.
///
/// Built once per file (a scan for newlines); each look-up is a binary search plus a count of
/// the characters between the line start and the offset. `\r\n`, `\n` and a lone `\r` end lines.
package struct LineMap: Sendable {
  private let lineStarts: [Int]

  /// Finds where each line of `bytes` (UTF-8 text) starts; the map keeps no reference to them, so
  /// look-ups are given the same bytes again.
  package init(_ bytes: UnsafeBufferPointer<UInt8>) {
    var starts = [0]
    var index = 0
    let count = bytes.count
    while index < count {
      let byte = bytes[index]
      if byte == 0x0A {
        starts.append(index + 1)
      } else if byte == 0x0D {
        if index + 1 < count && bytes[index + 1] == 0x0A { index += 1 }
        starts.append(index + 1)
      }
      index += 1
    }
    lineStarts = starts
  }

  /// Finds where each line of `bytes` starts, as the initializer from a buffer does.
  package init(_ bytes: [UInt8]) {
    self = bytes.withUnsafeBufferPointer { LineMap($0) }
  }

  /// The line (1-based) and column (1-based, in Unicode scalars) of `offset` within `bytes`.
  package func location(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (line: Int, column: Int) {
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
    }
    let start = lineStarts[low]
    var column = 1
    var index = start
    let end = min(offset, bytes.count)
    while index < end {
      if bytes[index] & 0xC0 != 0x80 { column += 1 }
      index += 1
    }
    return (low + 1, column)
  }

  /// The position of `offset` in `file`.
  package func position(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>, file: String)
    -> SourcePosition
  {
    let (line, column) = location(of: offset, in: bytes)
    return SourcePosition(file: file, line: line, column: column)
  }
}
