extension StringsFileScanner {
  /// The `\u2026`-style sequences of the tokens read so far, with their positions.
  func lowercaseUnicodeEscapes() -> [LowercaseUnicodeEscape] {
    let escapes = decoder.lowercaseUnicodeEscapes
    guard !escapes.isEmpty else { return [] }
    // A tracker of its own: the scanner's has moved past these offsets.
    var tracker = LineTracker(bytes)
    return escapes.map { escape in
      // Four digits, as `\U` takes: `\u00D6ffnen` meant "Öffnen".
      let end = escape.offset + 6
      return LowercaseUnicodeEscape(
        position: tracker.position(of: escape.offset, file: file),
        digits: String(
          decoding: UnsafeBufferPointer(rebasing: bytes[escape.offset + 2..<end]), as: UTF8.self),
        isInKey: escape.inKey)
    }
  }

  /// The backslashes before a letter that is no escape (`\A`) or before Swift's interpolation
  /// (`\(name)`), with their positions.
  func unknownLetterEscapes() -> [UnknownStringsEscape] {
    let escapes = decoder.unknownLetterEscapes
    guard !escapes.isEmpty else { return [] }
    var tracker = LineTracker(bytes)
    return escapes.map { escape in
      let letter = Character(Unicode.Scalar(bytes[escape.offset + 1]))
      return UnknownStringsEscape(
        position: tracker.position(of: escape.offset, file: file), letter: letter, isInKey: escape.inKey,
        interpolation: letter == "(" ? interpolation(at: escape.offset + 1) : nil)
    }
  }

  /// Swift's interpolation whose `(` is at `start`, up to its `)` on the same line, brackets inside
  /// it counted (`(formatter.string(from: date))`), or `nil` where a quote, a line's end or 80
  /// bytes come first.
  private func interpolation(at start: Int) -> String? {
    var (end, depth) = (start + 1, 1)
    while end < bytes.count, end - start < 80 {
      switch bytes[end] {
      case UInt8(ascii: "("): depth += 1
      case UInt8(ascii: ")"):
        depth -= 1
        if depth == 0 {
          guard end > start + 1 else { return nil }
          return String(decoding: UnsafeBufferPointer(rebasing: bytes[start...end]), as: UTF8.self)
        }
      case UInt8(ascii: "\""), UInt8(ascii: "\n"), UInt8(ascii: "\r"): return nil
      default: break
      }
      end += 1
    }
    return nil
  }
}
