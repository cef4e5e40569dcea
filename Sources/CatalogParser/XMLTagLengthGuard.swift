/// Finds start (and end) tags too long to hand to libxml2: its parser compares each attribute of a tag
/// with every other one (libxml2 2.9), so a few megabytes of attributes on one element take
/// minutes. No real localization file has a tag of more than a few hundred bytes.
enum XMLTagLengthGuard {
  /// The longest tag read, in bytes.
  static let maximumTagLength = 65_536

  /// The offset of the `<` of the first tag longer than `maximumTagLength`, if any.
  ///
  /// `<` cannot occur inside a tag (not even in an attribute value), so only a gap of more than
  /// the limit between one `<` and the next can hold such a tag. When every block of half the
  /// limit holds a `<`, no gap can be that long: one search per block settles real files.
  static func firstOverlongTag(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    let block = maximumTagLength / 2
    var start = 0
    while start < bytes.count {
      let end = min(start + block, bytes.count)
      if end - start == block,
        ByteSearch.firstIndex(of: UInt8(ascii: "<"), in: bytes, from: start, to: end) == nil
      {
        return firstOverlongTagByGaps(in: bytes)
      }
      start = end
    }
    return nil
  }

  /// `firstOverlongTag(in:)` the long way: every gap between one `<` and the next; where one is
  /// longer than the limit, whether a `>` closes the tag within it.
  private static func firstOverlongTagByGaps(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    var previous: Int?
    var offset = 0
    while true {
      let next = ByteSearch.firstIndex(of: UInt8(ascii: "<"), in: bytes, from: offset, to: bytes.count)
      let gapEnd = next ?? bytes.count
      // Comments, CDATA, declarations and processing instructions (`<!`, `<?`) have no attributes.
      if let start = previous, gapEnd - start > maximumTagLength,
        bytes[start + 1] != UInt8(ascii: "!") && bytes[start + 1] != UInt8(ascii: "?"),
        ByteSearch.firstIndex(of: UInt8(ascii: ">"), in: bytes, from: start, to: start + maximumTagLength)
          == nil
      {
        return start
      }
      guard let next else { return nil }
      previous = next
      offset = next + 1
    }
  }
}
