/// A byte-level JSON tokenizer that keeps exact positions, for the hand-written catalog reader.
///
/// It reads validated UTF-8 in place and creates a `String` only for the tokens the caller asks
/// for; field names can be matched on raw bytes. Newlines can only occur in whitespace in valid
/// JSON, so lines are counted while skipping whitespace.
final class JSONScanner {
  let bytes: UnsafeBufferPointer<UInt8>
  let file: String
  private let sourceFile: SourceFile
  /// The read position; only the scanner's own methods move it.
  var offset = 0
  private(set) var line = 1
  private(set) var lineStart = 0
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
    self.sourceFile = SourceFile(file)
    self.maximumDepth = maximumDepth
  }

  // MARK: Positions and errors

  /// The position of the current offset.
  var position: SourcePosition { position(at: offset) }

  /// The position of `name`'s opening quote (any name read so far).
  func position(of name: JSONName) -> SourcePosition {
    SourcePosition(
      file: sourceFile, line: name.line, column: column(of: name.start - 1, lineStart: name.lineStart))
  }

  /// The position of `target`, which must be on the current line or later in it.
  func position(at target: Int) -> SourcePosition {
    SourcePosition(
      file: sourceFile, line: line, column: column(of: min(target, bytes.count), lineStart: lineStart))
  }

  /// The column of byte offset `end` on the line starting at `lineStart`, counted on from the last
  /// column counted on that line: a value follows its name, and counting from the line's start
  /// each time made a catalog written on one line take quadratic time.
  private func column(of end: Int, lineStart: Int) -> Int {
    var (start, column) = (lineStart, 1)
    if columnMark.offset >= lineStart && columnMark.offset <= end { (start, column) = columnMark }
    column += UTF8Scan.scalarCount(in: bytes, from: start, to: end)
    columnMark = (end, column)
    return column
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

  /// An error for a value of the wrong kind, naming the kind that stands there (`"argNum" : "1"`,
  /// a number written as a string, is the usual slip of a converter).
  func unexpectedKind(_ expectation: String) -> CatalogError {
    guard offset < bytes.count else { return error("\(expectation), but the file ends") }
    if startsTextThatIsNotJSON { return error("this is not JSON: found '\(wordAtOffset)'") }
    return error(expectation + foundKind())
  }

  /// Whether the file's first token is a word or a dash without a number (a text or YAML file
  /// given as JSON: "version: 1", `---`, `- de`): the first word then says what it is.
  var startsTextThatIsNotJSON: Bool {
    guard let byte = peek(), isAtFirstToken else { return false }
    if Character(Unicode.Scalar(byte)).isLetter || byte >= 0xC2 { return true }
    guard byte == UInt8(ascii: "-") else { return false }
    let next = offset + 1 < bytes.count ? bytes[offset + 1] : 0
    return !(next >= UInt8(ascii: "0") && next <= UInt8(ascii: "9"))
  }

  /// Whether `literal` stands at the offset, not followed by a letter or digit (`null`, not `nil`
  /// or `nullable`).
  private func startsWith(_ literal: StaticString) -> Bool {
    let count = literal.utf8CodeUnitCount
    guard offset + count <= bytes.count else { return false }
    for index in 0..<count where bytes[offset + index] != literal.utf8Start[index] { return false }
    guard offset + count < bytes.count else { return true }
    let next = bytes[offset + count] | 0x20
    return !(next >= UInt8(ascii: "a") && next <= UInt8(ascii: "z"))
      && !(bytes[offset + count] >= 0x30 && bytes[offset + count] <= 0x39)
  }

  /// ", found a string" (an object, an array, true, false, null, a number, a word without quotes)
  /// for the value at the offset; empty for anything else.
  private func foundKind() -> String {
    switch bytes[offset] {
    case UInt8(ascii: "\""): ", found a string"
    case UInt8(ascii: "{"): ", found an object"
    case UInt8(ascii: "["): ", found an array"
    case UInt8(ascii: "t") where startsWith("true"): ", found true"
    case UInt8(ascii: "f") where startsWith("false"): ", found false"
    case UInt8(ascii: "n") where startsWith("null"): ", found null"
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
      ", found a word without quotes"
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): ", found a number"
    default: ""
    }
  }

  /// "expected a value", with what stands there instead (see `unexpectedToken(_:)`).
  func unexpectedValue() -> CatalogError { unexpectedToken("expected a value") }

  /// `expectation` with what stands there instead, and the usual slips of hand-written JSON
  /// named: a comma before a closing bracket, a comment, single quotes.
  func unexpectedToken(_ expectation: String) -> CatalogError {
    guard let byte = peek() else { return unexpected(expectation) }
    // A text or YAML file given as JSON ("version: 1"): its first word says what it is.
    if startsTextThatIsNotJSON { return error("this is not JSON: found '\(wordAtOffset)'") }
    let found = foundText(at: byte)
    switch byte {
    case UInt8(ascii: "]"), UInt8(ascii: "}"):
      guard followsComma() else { break }
      return error("\(expectation)\(found): JSON allows no comma before a closing bracket")
    case UInt8(ascii: "/"): return error("\(expectation)\(found): JSON has no comments")
    case UInt8(ascii: "'"): return error("\(expectation)\(found): JSON strings take double quotes")
    default: break
    }
    return error("\(expectation)\(found)")
  }

  /// `, found 'x'` for the character at `offset` (starting with `byte`), or `, found U+00A0`
  /// for one that shows nothing: an invisible character is where the user most needs to be
  /// told what is there.
  private func foundText(at byte: UInt8) -> String {
    var scalar = Unicode.Scalar(byte)
    if byte >= 0x80 {
      var decoder = UTF8()
      var bytes = self.bytes[offset..<min(offset + 4, self.bytes.count)].makeIterator()
      guard case .scalarValue(let decoded) = decoder.decode(&bytes) else { return "" }
      scalar = decoded
    }
    switch scalar.properties.generalCategory {
    case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator, .unassigned, .privateUse,
      .nonspacingMark, .spacingMark, .enclosingMark:
      return ", found \(CodePoint.text(scalar.value))"
    default:
      return ", found '\(Character(scalar))'"
    }
  }

  /// Whether only white space (and a byte order mark) comes before `offset`.
  var isAtFirstToken: Bool {
    bytes[..<offset].allSatisfy { [0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }
  }

  /// The word at `offset` (up to 20 printable ASCII bytes, not JSON's punctuation).
  var wordAtOffset: String {
    // Letters of any script (UTF-8 bytes from 0x80): "Über" is a word too.
    let word = bytes[offset...].prefix { $0 > 0x20 && $0 != 0x7F && !Array(",:]}".utf8).contains($0) }
    return String(decoding: word.prefix(24), as: UTF8.self)
  }

  /// Whether the last byte before `offset` that is not white space is a comma.
  private func followsComma() -> Bool {
    var index = offset - 1
    while index >= 0, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index -= 1 }
    return index >= 0 && bytes[index] == UInt8(ascii: ",")
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
    guard peek() == byte else {
      // An object or array that is another kind of value says which.
      let opensContainer = byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[")
      throw opensContainer ? unexpectedKind(expectation()) : unexpected(expectation())
    }
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
      guard peek() == UInt8(ascii: "\"") else { throw unexpectedToken("expected a string as object key") }
      let name = try readName()
      if let onDuplicate {
        // Xcode writes members sorted: while the names ascend, none can repeat an earlier one.
        if openNameCount > firstName && !(ascending && openNames[openNameCount - 1].precedes(name, in: bytes))
        {
          ascending = false
          if let earlier = earlierName(name, from: firstName) {
            onDuplicate(name.string(in: bytes), position(of: earlier), position(of: name))
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
}
