/// Counts the units of each `<file>` of an XLIFF document ahead of parsing, so that each table is
/// sized once instead of regrowing (and rehashing every key) as its units arrive.
///
/// A quick look at every `<` (found with ``ByteSearch``): names inside comments or CDATA may be counted
/// too, which only over-sizes a table a little.
enum XLIFFUnitCounter {
  /// The number of `<trans-unit>` or `<unit>` tags after each `<file>` tag, in document order.
  static func unitsPerFile(in bytes: UnsafeBufferPointer<UInt8>) -> [Int] {
    var counts: [Int] = []
    var offset = 0
    while let found = ByteSearch.firstIndex(of: UInt8(ascii: "<"), in: bytes, from: offset, to: bytes.count) {
      offset = found + 1
      if startsTag("file", in: bytes, at: offset) {
        counts.append(0)
      } else if !counts.isEmpty
        && (startsTag("trans-unit", in: bytes, at: offset) || startsTag("unit", in: bytes, at: offset))
      {
        counts[counts.count - 1] += 1
      }
    }
    return counts
  }

  /// Whether `name` followed by white space, `>` or `/` starts at `offset`.
  private static func startsTag(_ name: StaticString, in bytes: UnsafeBufferPointer<UInt8>, at offset: Int)
    -> Bool
  {
    let count = name.utf8CodeUnitCount
    guard offset + count < bytes.count else { return false }
    for index in 0..<count where bytes[offset + index] != name.utf8Start[index] { return false }
    switch bytes[offset + count] {
    case 0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: ">"), UInt8(ascii: "/"): return true
    default: return false
    }
  }
}
