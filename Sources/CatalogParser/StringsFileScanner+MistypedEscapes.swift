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

  /// The backslashes before a letter that is no escape (`\A`), with their positions.
  func unknownLetterEscapes() -> [UnknownStringsEscape] {
    let escapes = decoder.unknownLetterEscapes
    guard !escapes.isEmpty else { return [] }
    var tracker = LineTracker(bytes)
    return escapes.map { escape in
      UnknownStringsEscape(
        position: tracker.position(of: escape.offset, file: file),
        letter: Character(Unicode.Scalar(bytes[escape.offset + 1])), isInKey: escape.inKey)
    }
  }
}
