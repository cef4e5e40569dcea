/// A byte-level JSON tokenizer that keeps exact positions, for the hand-written catalog reader.
///
/// It reads validated UTF-8 in place and creates a `String` only for the tokens the caller asks
/// for; field names can be matched on raw bytes. Newlines can only occur in whitespace in valid
/// JSON, so lines are counted while skipping whitespace.
final class JSONScanner {
  let bytes: UnsafeBufferPointer<UInt8>
  let file: String
  private(set) var offset = 0
  private var line = 1
  private var lineStart = 0
  /// The last offset whose column was computed, and that column.
  private var columnMark = (offset: 0, column: 1)
  /// Nesting depth beyond which input is refused instead of risking the stack.
  let maximumDepth: Int
  /// The member names of the objects being read that check duplicates, innermost last: one
  /// buffer for all of them instead of an array per object; slots above `openNameCount` are
  /// free. Only `readObject` touches them, never while another access to them is open, so the
  /// exclusivity checks are left out.
  @exclusivity(unchecked) private var openNames: [JSONName] = []
  @exclusivity(unchecked) private var openNameCount = 0

  init(bytes: UnsafeBufferPointer<UInt8>, file: String, maximumDepth: Int = 64) {
    self.bytes = bytes
    self.file = file
    self.maximumDepth = maximumDepth
  }

  // MARK: Positions and errors

  /// The position of the current offset.
  var position: SourcePosition { position(at: offset) }

  /// The position of `target`, which must be on the current line or later in it.
  func position(at target: Int) -> SourcePosition {
    let end = min(target, bytes.count)
    // A value's position follows its name's on the same line: continue from the last column.
    var (start, column) = (lineStart, 1)
    if columnMark.offset >= lineStart && columnMark.offset <= end { (start, column) = columnMark }
    column += UTF8Scan.scalarCount(in: bytes, from: start, to: end)
    columnMark = (end, column)
    return SourcePosition(file: file, line: line, column: column)
  }

  /// An error at the current offset.
  func error(_ message: String) -> CatalogError {
    CatalogError(position: position, message: message)
  }

  /// An error that says what was expected and what was found instead.
  func unexpected(_ expectation: String) -> CatalogError {
    guard offset < bytes.count else { return error("\(expectation), but the file ends") }
    return error(expectation)
  }

  // MARK: Structure

  /// Skips spaces, tabs and line breaks, counting lines.
  @inline(__always)
  func skipWhitespace() {
    while offset < bytes.count {
      let byte = bytes[offset]
      if byte == 0x20 || byte == 0x09 {
        offset += 1
      } else if byte == 0x0A {
        offset += 1
        line += 1
        lineStart = offset
      } else if byte == 0x0D {
        offset += 1
        if offset < bytes.count && bytes[offset] == 0x0A { offset += 1 }
        line += 1
        lineStart = offset
      } else {
        return
      }
    }
  }

  /// The next non-whitespace byte, without consuming it.
  @inline(__always)
  func peek() -> UInt8? {
    skipWhitespace()
    return offset < bytes.count ? bytes[offset] : nil
  }

  /// Consumes `byte` or fails with `expectation`.
  @inline(__always)
  func expect(_ byte: UInt8, _ expectation: @autoclosure () -> String) throws(CatalogError) {
    guard peek() == byte else { throw unexpected(expectation()) }
    offset += 1
  }

  /// Reads an object, calling `body` for each member with the raw name and its position.
  ///
  /// `body` must consume the member's value. Duplicate names are passed to `onDuplicate`.
  func readObject(
    depth: Int,
    onDuplicate: ((String, SourcePosition, SourcePosition) -> Void)? = nil,
    _ body: (JSONName) throws(CatalogError) -> Void
  ) throws(CatalogError) {
    guard depth <= maximumDepth else { throw error("nesting deeper than \(maximumDepth) levels") }
    try expect(UInt8(ascii: "{"), "expected '{' to start an object")
    if peek() == UInt8(ascii: "}") {
      offset += 1
      return
    }
    let firstName = openNameCount
    defer { openNameCount = firstName }
    var ascending = true
    while true {
      guard peek() == UInt8(ascii: "\"") else { throw unexpected("expected a string as object key") }
      let name = try readName()
      if let onDuplicate {
        // Xcode writes members sorted: while the names ascend, none can repeat an earlier one.
        if openNameCount > firstName && !(ascending && openNames[openNameCount - 1].precedes(name, in: bytes))
        {
          ascending = false
          if let earlier = earlierName(name, from: firstName) {
            onDuplicate(name.string(in: bytes), earlier.position, name.position)
          }
        }
        pushName(name)
      }
      try expect(UInt8(ascii: ":"), "expected ':' after an object key")
      try body(name)
      switch peek() {
      case UInt8(ascii: ","): offset += 1
      case UInt8(ascii: "}"):
        offset += 1
        return
      default: throw unexpected("expected ',' or '}' after a value")
      }
    }
  }

  /// Adds `name` on top of `openNames`, reusing the slots of objects already read.
  private func pushName(_ name: JSONName) {
    if openNameCount < openNames.count {
      openNames[openNameCount] = name
    } else {
      openNames.append(name)
    }
    openNameCount += 1
  }

  /// The member of the current object (its names start at `first`) spelled like `name`.
  private func earlierName(_ name: JSONName, from first: Int) -> JSONName? {
    for index in first..<openNameCount where openNames[index].matches(name, in: bytes) {
      return openNames[index]
    }
    return nil
  }

  /// Reads an array, calling `body` for each element; `body` must consume the element.
  func readArray(depth: Int, _ body: () throws(CatalogError) -> Void) throws(CatalogError) {
    guard depth <= maximumDepth else { throw error("nesting deeper than \(maximumDepth) levels") }
    try expect(UInt8(ascii: "["), "expected '[' to start an array")
    if peek() == UInt8(ascii: "]") {
      offset += 1
      return
    }
    while true {
      try body()
      switch peek() {
      case UInt8(ascii: ","): offset += 1
      case UInt8(ascii: "]"):
        offset += 1
        return
      default: throw unexpected("expected ',' or ']' after an array element")
      }
    }
  }

  // MARK: Scalars

  /// Reads a string token's raw extent: the bytes between the quotes and whether it has escapes.
  func readName() throws(CatalogError) -> JSONName {
    let start = offset
    let startPosition = position
    let (end, hasEscapes) = try scanString()
    return JSONName(start: start + 1, end: end, hasEscapes: hasEscapes, position: startPosition)
  }

  /// Reads a string value.
  func readString() throws(CatalogError) -> String {
    guard peek() == UInt8(ascii: "\"") else { throw unexpected("expected a string") }
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
    default: throw unexpected("expected true or false")
    }
  }

  /// Reads an integer number.
  func readInt() throws(CatalogError) -> Int {
    _ = peek()
    let start = offset
    try skipNumber()
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
    guard let number = Int(text) else {
      throw CatalogError(position: position(at: start), message: "expected a whole number")
    }
    return number
  }

  /// Reads a number.
  func readDouble() throws(CatalogError) -> Double {
    _ = peek()
    let start = offset
    try skipNumber()
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
    guard let number = Double(text) else {
      throw CatalogError(position: position(at: start), message: "expected a number")
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
    default: throw unexpected("expected a value")
    }
  }

  /// Fails unless only whitespace is left.
  func expectEnd() throws(CatalogError) {
    if peek() != nil { throw error("unexpected content after the end of the catalog") }
  }

  private func readLiteral(_ literal: StaticString) throws(CatalogError) {
    let count = literal.utf8CodeUnitCount
    let start = literal.utf8Start
    guard offset + count <= bytes.count else { throw unexpected("expected \(literal)") }
    for index in 0..<count where bytes[offset + index] != start[index] {
      throw error("expected \(literal)")
    }
    offset += count
  }

  private func skipNumber() throws(CatalogError) {
    let start = offset
    if offset < bytes.count && bytes[offset] == UInt8(ascii: "-") { offset += 1 }
    while offset < bytes.count {
      switch bytes[offset] {
      case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"),
        UInt8(ascii: "+"), UInt8(ascii: "-"):
        offset += 1
      default:
        if offset == start { throw error("expected a number") }
        return
      }
    }
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
    offset += 1
    var hasEscapes = false
    while offset < bytes.count {
      let byte = bytes[offset]
      if byte == UInt8(ascii: "\"") {
        let end = offset
        offset += 1
        return (end, hasEscapes)
      }
      if byte == UInt8(ascii: "\\") {
        hasEscapes = true
        try checkEscape()
        offset += 2
        continue
      }
      if byte < 0x20 {
        throw error(
          byte == 0x0A
            ? "unterminated string (a line break inside a string)" : "control character in a string")
      }
      offset += 1
    }
    offset = openingQuote
    throw error("unterminated string")
  }
}
