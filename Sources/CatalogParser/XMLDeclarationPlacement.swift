/// Moves an XML declaration that follows white space or comments to the document's start.
///
/// Apple's property-list reader skips white space, comments and processing instructions before
/// `<?xml ...?>` (CoreFoundation's `parseXMLPropertyList`), and generators write files that way
/// (Twine starts a `.stringsdict` with a comment); libxml2 refuses any byte before the
/// declaration. A copy goes in front, on the first line, and the declaration's own bytes become
/// spaces (its line breaks kept): every later byte keeps its line and column.
enum XMLDeclarationPlacement {
  /// `utf8` with its declaration first, or `nil` where it already is, or there is none after
  /// only white space and comments.
  static func movedToFront(_ utf8: [UInt8]) -> [UInt8]? {
    guard let first = utf8.first, first != UInt8(ascii: "<") || !startsDeclaration(utf8, at: 0),
      let start = declarationStart(in: utf8),
      let end = declarationEnd(in: utf8, from: start)
    else { return nil }
    let declaration = utf8[start..<end]
    var moved: [UInt8] = []
    moved.reserveCapacity(utf8.count)
    // The copy in front has no line break: the lines of the comments before it stay theirs.
    moved += declaration.map { isLineBreak($0) ? UInt8(ascii: " ") : $0 }
    moved += utf8[..<start]
    moved += declaration.map { isLineBreak($0) ? $0 : UInt8(ascii: " ") }
    moved += utf8[end...]
    return moved
  }

  /// The offset of `<?xml` after white space and whole comments only.
  private static func declarationStart(in bytes: [UInt8]) -> Int? {
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if isWhiteSpace(byte) {
        index += 1
      } else if startsDeclaration(bytes, at: index) {
        return index
      } else if starts(bytes, with: "<!--", at: index), let close = find("-->", in: bytes, from: index + 4) {
        index = close + 3
      } else {
        return nil
      }
    }
    return nil
  }

  /// The offset after the `?>` that closes the declaration at `start`.
  private static func declarationEnd(in bytes: [UInt8], from start: Int) -> Int? {
    find("?>", in: bytes, from: start + 5).map { $0 + 2 }
  }

  private static func startsDeclaration(_ bytes: [UInt8], at index: Int) -> Bool {
    starts(bytes, with: "<?xml", at: index) && index + 5 < bytes.count && isWhiteSpace(bytes[index + 5])
  }

  private static func starts(_ bytes: [UInt8], with text: StaticString, at index: Int) -> Bool {
    let count = text.utf8CodeUnitCount
    guard index + count <= bytes.count else { return false }
    return (0..<count).allSatisfy { bytes[index + $0] == text.utf8Start[$0] }
  }

  private static func find(_ text: StaticString, in bytes: [UInt8], from start: Int) -> Int? {
    var index = start
    while index + text.utf8CodeUnitCount <= bytes.count {
      if starts(bytes, with: text, at: index) { return index }
      index += 1
    }
    return nil
  }

  private static func isWhiteSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  private static func isLineBreak(_ byte: UInt8) -> Bool {
    byte == 0x0A || byte == 0x0D
  }
}
