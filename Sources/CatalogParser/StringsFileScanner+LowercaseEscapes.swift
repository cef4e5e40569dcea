extension StringsFileScanner {
  /// The `\u2026`-style sequences of the tokens read so far, with their positions.
  func lowercaseUnicodeEscapes() -> [LowercaseUnicodeEscape] {
    let offsets = decoder.lowercaseUnicodeEscapes
    guard !offsets.isEmpty else { return [] }
    // A tracker of its own: the scanner's has moved past these offsets.
    var tracker = LineTracker(bytes)
    return offsets.map { offset in
      LowercaseUnicodeEscape(
        position: tracker.position(of: offset, file: file),
        digits: String(decoding: UnsafeBufferPointer(rebasing: bytes[offset + 2..<offset + 6]), as: UTF8.self)
      )
    }
  }
}
