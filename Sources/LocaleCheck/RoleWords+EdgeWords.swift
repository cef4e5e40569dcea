extension RoleWords.Folded {
  /// The label's first and last words, folded (the same word for a one-word label), or `nil`
  /// when it has none: what `init` finds as the first head word and the last tail word,
  /// without splitting the rest of the label.
  ///
  /// Read from the label's UTF-8 bytes: it runs for every label in every locale, and stepping
  /// through a `String`'s scalars by index costs more than the rest of a label's check.
  static func edgeWords(of label: String) -> (first: String, last: String)? {
    var label = label
    return label.withUTF8 { bytes in
      guard let (first, last) = edgeWordRanges(in: bytes) else { return nil }
      let firstWord = foldedWord(bytes, first)
      return (firstWord, first == last ? firstWord : foldedWord(bytes, last))
    }
  }

  /// The byte ranges of the first and last words of `bytes` trimmed of edge scalars.
  private static func edgeWordRanges(in bytes: UnsafeBufferPointer<UInt8>) -> (Range<Int>, Range<Int>)? {
    let start = skip(bytes, from: 0, to: bytes.count, while: ScalarClasses.isEdge)
    let end = skipBack(bytes, from: bytes.count, to: start, while: ScalarClasses.isEdge)
    let firstStart = skip(bytes, from: start, to: end) { !ScalarClasses.isWord($0) }
    guard firstStart < end else { return nil }
    let firstEnd = skip(bytes, from: firstStart, to: end, while: ScalarClasses.isWord)
    // The first word is a word scalar before `end`: this stops at one, at `firstEnd` or later.
    let lastEnd = skipBack(bytes, from: end, to: firstEnd) { !ScalarClasses.isWord($0) }
    let lastStart = skipBack(bytes, from: lastEnd, to: start, while: ScalarClasses.isWord)
    return (firstStart..<firstEnd, lastStart..<lastEnd)
  }

  /// The index after the scalars from `index` on, before `end`, whose values pass `test`.
  private static func skip(
    _ bytes: UnsafeBufferPointer<UInt8>, from index: Int, to end: Int, while test: (UInt32) -> Bool
  ) -> Int {
    var index = index
    while index < end, case let (value, length) = scalar(in: bytes, at: index), test(value) {
      index += length
    }
    return index
  }

  /// The index of the first of the scalars before `index`, from `start` on, whose values pass `test`.
  private static func skipBack(
    _ bytes: UnsafeBufferPointer<UInt8>, from index: Int, to start: Int, while test: (UInt32) -> Bool
  ) -> Int {
    var index = index
    while index > start, case let (value, begin) = scalar(in: bytes, endingAt: index), test(value) {
      index = begin
    }
    return index
  }

  /// The word at `range` folded for look-up; ASCII words are lowercased byte by byte.
  private static func foldedWord(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
    let word = UnsafeBufferPointer(rebasing: bytes[range])
    guard word.allSatisfy({ $0 < 0x80 }) else { return foldForLookup(String(decoding: word, as: UTF8.self)) }
    return String(unsafeUninitializedCapacity: word.count) { buffer in
      for (index, byte) in word.enumerated() {
        buffer[index] = (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
      }
      return word.count
    }
  }

  /// The scalar value starting at `index` of valid UTF-8, and its length in bytes.
  private static func scalar(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (UInt32, Int) {
    let lead = UInt32(bytes[index])
    if lead < 0x80 { return (lead, 1) }
    func continuation(_ offset: Int) -> UInt32 { UInt32(bytes[index + offset] & 0x3F) }
    if lead < 0xE0 { return ((lead & 0x1F) << 6 | continuation(1), 2) }
    if lead < 0xF0 { return ((lead & 0x0F) << 12 | continuation(1) << 6 | continuation(2), 3) }
    return ((lead & 0x07) << 18 | continuation(1) << 12 | continuation(2) << 6 | continuation(3), 4)
  }

  /// The scalar value of valid UTF-8 that ends just before `end`, and the index where it starts.
  private static func scalar(in bytes: UnsafeBufferPointer<UInt8>, endingAt end: Int) -> (UInt32, Int) {
    var begin = end - 1
    while bytes[begin] & 0xC0 == 0x80 { begin -= 1 }
    return (scalar(in: bytes, at: begin).0, begin)
  }
}
