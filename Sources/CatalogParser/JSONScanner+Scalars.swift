/// Scalars of the JSON grammar: strings, numbers, literals, and skipping unknown values.
extension JSONScanner {
  /// Reads a string token's raw extent: the bytes between the quotes and whether it has escapes.
  func readName() throws(CatalogError) -> JSONName {
    let (quote, line, lineStart) = (offset, self.line, self.lineStart)
    let (end, hasEscapes) = try scanString()
    return JSONName(start: quote + 1, end: end, hasEscapes: hasEscapes, line: line, lineStart: lineStart)
  }

  /// Reads a string value.
  func readString() throws(CatalogError) -> String {
    guard peek() == UInt8(ascii: "\"") else { throw unexpectedKind("expected a string") }
    let name = try readName()
    return name.hasEscapes ? try unescape(name) : name.string(in: bytes)
  }

  /// Reads a string, or `null` as `nil`.
  func readOptionalString() throws(CatalogError) -> String? {
    if peek() == UInt8(ascii: "n") {
      try readLiteral("null")
      return nil
    }
    return try readString()
  }

  /// Reads `true` or `false`.
  func readBool() throws(CatalogError) -> Bool {
    switch peek() {
    case UInt8(ascii: "t"):
      try readLiteral("true")
      return true
    case UInt8(ascii: "f"):
      try readLiteral("false")
      return false
    default: throw unexpectedKind("expected true or false")
    }
  }

  /// Reads an integer number; JSON writes it also with a fraction of zero (`1.0`, `1e0`).
  func readInt() throws(CatalogError) -> Int {
    _ = peek()
    let start = offset
    let number = try readNumber(Double.self, expected: "a whole number")
    guard let whole = Int(exactly: number) else {
      throw CatalogError(position: position(at: start), message: "expected a whole number")
    }
    return whole
  }

  /// Reads a number.
  func readDouble() throws(CatalogError) -> Double {
    try readNumber(Double.self, expected: "a number")
  }

  /// Reads a number as `T`, or fails with "expected `expected`" at its start.
  private func readNumber<T: LosslessStringConvertible>(_: T.Type, expected: String) throws(CatalogError) -> T
  {
    _ = peek()
    let start = offset
    try skipNumber()
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
    guard let number = T(text) else {
      throw CatalogError(position: position(at: start), message: "expected \(expected)")
    }
    return number
  }

  /// Skips any value, bounded in depth.
  func skipValue(depth: Int) throws(CatalogError) {
    guard let next = peek() else { throw unexpected("expected a value") }
    switch next {
    case UInt8(ascii: "{"):
      try readObject(depth: depth + 1) { _ throws(CatalogError) in try skipValue(depth: depth + 1) }
    case UInt8(ascii: "["):
      try readArray(depth: depth + 1) { () throws(CatalogError) in try skipValue(depth: depth + 1) }
    case UInt8(ascii: "\""): _ = try scanString()
    case UInt8(ascii: "t"): try readLiteral("true")
    case UInt8(ascii: "f"): try readLiteral("false")
    case UInt8(ascii: "n"): try readLiteral("null")
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try skipNumber()
    default: throw unexpectedValue()
    }
  }

  /// Fails unless only whitespace is left.
  func expectEnd() throws(CatalogError) {
    if peek() != nil { throw error("unexpected content after the end of the JSON document") }
  }

  private func readLiteral(_ literal: StaticString) throws(CatalogError) {
    let count = literal.utf8CodeUnitCount
    let start = literal.utf8Start
    guard offset + count <= bytes.count else {
      throw wordAtOffset.isEmpty
        ? unexpected("expected \(literal)") : error(literalMismatch(expected: "\(literal)"))
    }
    for index in 0..<count where bytes[offset + index] != start[index] {
      throw error(literalMismatch(expected: "\(literal)"))
    }
    offset += count
  }

  /// What stands where a literal (`null`) was expected, named; a file whose first word is not
  /// one ("not json", a YAML or text file) is said not to be JSON.
  private func literalMismatch(expected literal: String) -> String {
    isAtFirstToken
      ? "this is not JSON: found '\(wordAtOffset)'" : "expected \(literal), found '\(wordAtOffset)'"
  }

  /// "expected a number" where no digit follows; a file that starts with a dash and no digit
  /// (YAML's `---` or `- item`) is said not to be JSON.
  private func notANumber(startingAt start: Int) -> CatalogError {
    guard offset > start else { return unexpectedKind("expected a number") }
    let afterDash = offset
    offset = start
    if startsTextThatIsNotJSON { return error("this is not JSON: found '\(wordAtOffset)'") }
    offset = afterDash
    return error("expected a number")
  }

  private func skipNumber() throws(CatalogError) {
    // JSON's grammar, `-?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?`: `1.0.0`, `01` or `--`
    // would pass a run of number characters, and Xcode's reader refuses them.
    let start = offset
    if offset < bytes.count && bytes[offset] == UInt8(ascii: "-") { offset += 1 }
    guard offset < bytes.count, isDigit(bytes[offset]) else { throw notANumber(startingAt: start) }
    if bytes[offset] == UInt8(ascii: "0") {
      offset += 1
    } else {
      skipDigits()
    }
    if offset < bytes.count && bytes[offset] == UInt8(ascii: ".") {
      offset += 1
      guard offset < bytes.count, isDigit(bytes[offset]) else {
        throw error("a number needs a digit after '.'")
      }
      skipDigits()
    }
    if offset < bytes.count && (bytes[offset] | 0x20) == UInt8(ascii: "e") {
      offset += 1
      if offset < bytes.count && (bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-")) {
        offset += 1
      }
      guard offset < bytes.count, isDigit(bytes[offset]) else {
        throw error("a number needs a digit in its exponent")
      }
      skipDigits()
    }
    // `01`, `1.0.0`, `1-2`: number characters left over make no number.
    if offset < bytes.count,
      isDigit(bytes[offset]) || bytes[offset] == UInt8(ascii: ".")
        || bytes[offset] == UInt8(ascii: "-") || bytes[offset] == UInt8(ascii: "+")
    {
      throw error("malformed number")
    }
  }

  private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

  private func skipDigits() {
    while offset < bytes.count && isDigit(bytes[offset]) { offset += 1 }
  }

  /// Fails unless the backslash at `offset` starts one of JSON's escapes.
  private func checkEscape() throws(CatalogError) {
    guard offset + 1 < bytes.count else { return }
    switch bytes[offset + 1] {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
      UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"), UInt8(ascii: "u"):
      return
    case let other:
      throw error(JSONScanner.invalidEscapeMessage(other))
    }
  }

  /// Names an invalid escape; bytes that are not visible ASCII are shown in hex, so that the
  /// message stays on one line.
  static func invalidEscapeMessage(_ byte: UInt8) -> String {
    guard byte > 0x20 && byte < 0x7F else {
      let hex = String(byte, radix: 16, uppercase: true)
      return "invalid escape: '\\' followed by byte 0x\(byte < 0x10 ? "0" : "")\(hex)"
    }
    return "invalid escape '\\\(Character(Unicode.Scalar(byte)))'"
  }

  /// Scans a string at the opening quote; returns the closing quote's offset.
  private func scanString() throws(CatalogError) -> (end: Int, hasEscapes: Bool) {
    let openingQuote = offset
    var index = offset + 1
    var hasEscapes = false
    let count = bytes.count
    while index < count {
      index = Self.firstSpecialStringByte(in: bytes, from: index)
      guard index < count else { break }
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        offset = index + 1
        return (index, hasEscapes)
      }
      if byte == UInt8(ascii: "\\") {
        hasEscapes = true
        offset = index
        try checkEscape()
        index += 2
        continue
      }
      if byte < 0x20 {
        offset = index
        throw error(
          byte == 0x0A
            ? "unterminated string (a line break inside a string)" : controlCharacterMessage(byte))
      }
      index += 1
    }
    offset = openingQuote
    throw error("unterminated string")
  }

  /// The offset of the first `"`, `\` or control character at or after `start` (or a little
  /// before it: the word test may stop early, never late), or `bytes.count`.
  @inline(__always)
  private static func firstSpecialStringByte(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    guard let base = bytes.baseAddress else { return start }
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highBits: UInt64 = 0x8080_8080_8080_8080
    var index = start
    while index &+ 8 <= bytes.count {
      let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
      let quotes = word ^ (ones &* 0x22)
      let backslashes = word ^ (ones &* 0x5C)
      let special =
        ((quotes &- ones) & ~quotes | (backslashes &- ones) & ~backslashes | (word &- ones &* 0x20) & ~word)
        & highBits
      if special != 0 { return index &+ (UInt64(littleEndian: special).trailingZeroBitCount >> 3) }
      index &+= 8
    }
    return index
  }

  /// The error for control character `byte` in a string, named by its code point: a NUL is
  /// invisible in an editor.
  private func controlCharacterMessage(_ byte: UInt8) -> String {
    let hex = String(byte, radix: 16, uppercase: true)
    let code = String(repeating: "0", count: 4 - hex.count) + hex
    return "control character U+\(code) in a string (write it as \\u\(code))"
  }
}
