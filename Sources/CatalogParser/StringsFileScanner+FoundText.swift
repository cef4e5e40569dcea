/// What a syntax error found where it expected something else, so that the message names the
/// cause: a no-break space or a typographic quote looks right in an editor.
extension StringsFileScanner {
  /// ", found ';'", ", found the end of the file", ", found U+00A0 NO-BREAK SPACE, which …".
  func foundText(at offset: Int) -> String {
    guard offset < bytes.count else { return ", found the end of the file" }
    let byte = bytes[offset]
    if let marker = conflictMarker(at: offset) {
      return ", found the merge conflict marker '\(marker)': the file holds a conflict no one resolved"
    }
    if byte < 0x80 {
      let scalar = Unicode.Scalar(byte)
      return (0x21...0x7E).contains(byte)
        ? ", found '\(Character(scalar))'" : ", found \(CodePoint.text(scalar.value))"
    }
    guard let scalar = scalar(at: offset) else { return ", found bytes that are not UTF-8" }
    let named = CodePoint.text(scalar.value) + (scalar.properties.name.map { " " + $0 } ?? "")
    let properties = scalar.properties
    if properties.isQuotationMark {
      return ", found \(named): a .strings file quotes with straight quotes only"
    }
    if properties.isWhitespace || properties.generalCategory == .format {
      return ", found \(named), which a .strings file does not take as white space"
    }
    if properties.isAlphabetic {
      return ", found \(named): text without quotes takes only ASCII letters, digits and _$/:.-"
    }
    return ", found \(named)"
  }

  /// The message for a value that is missing after `=`, or is of a kind a `.strings` file cannot hold.
  func missingValueMessage() -> String {
    let kind =
      isAt(UInt8(ascii: "{"))
      ? "a dictionary" : isAt(UInt8(ascii: "(")) ? "an array" : isAt(UInt8(ascii: "<")) ? "data" : nil
    guard let kind else { return "expected a value after '='" + foundText(at: index) }
    return "expected a string after '=', found \(kind): a .strings file holds only strings"
  }

  /// What may have gone wrong with the value before a missing `;`: a quoted one that spans a line
  /// break may lack its closing quote (the next line's key then reads as the rest of the value);
  /// an unquoted one takes a `//` as its own text, not as a comment.
  ///
  /// Only where the error is right after the value (the quote's) or on its line (the `//`'s): a
  /// multi-line value or a URL that only lacks its `;` gets none.
  mutating func valueHint(valueStart: Int, valueEnd: Int, errorOffset: Int) -> String {
    guard valueStart < valueEnd else { return "" }
    let value = bytes[valueStart..<valueEnd]
    let first = bytes[valueStart]
    guard first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") else {
      let slash = UInt8(ascii: "/")
      let hasSlashes = zip(value, value.dropFirst()).contains { $0 == slash && $1 == slash }
      let sameLine = !bytes[valueEnd..<errorOffset].contains { $0 == 0x0A || $0 == 0x0D }
      return hasSlashes && sameLine && errorOffset < bytes.count
        ? "; an unquoted value takes '//' as its text, not as a comment: quote the value" : ""
    }
    guard errorOffset == valueEnd, value.contains(where: { $0 == 0x0A || $0 == 0x0D }) else { return "" }
    let (line, column) = lines.location(of: valueStart)
    return "; the quoted value from line \(line), column \(column) spans a line break: "
      + "is its closing quote missing?"
  }

  /// The marker Git writes around a conflict (`<<<<<<<`, `=======`, `>>>>>>>`, diff3's
  /// `|||||||`) where one starts a line at `offset`, committed by mistake (Pyto).
  private func conflictMarker(at offset: Int) -> String? {
    let first = bytes[offset]
    guard [UInt8(ascii: "<"), UInt8(ascii: "="), UInt8(ascii: ">"), UInt8(ascii: "|")].contains(first),
      offset == 0 || bytes[offset - 1] == 0x0A || bytes[offset - 1] == 0x0D,
      offset + 7 <= bytes.count, bytes[offset..<(offset + 7)].allSatisfy({ $0 == first }),
      offset + 7 == bytes.count || [0x0A, 0x0D, 0x20].contains(bytes[offset + 7])
    else { return nil }
    return String(repeating: Character(Unicode.Scalar(first)), count: 7)
  }

  /// The scalar whose UTF-8 encoding starts at `offset`, if the bytes there are well-formed.
  private func scalar(at offset: Int) -> Unicode.Scalar? {
    let end = min(bytes.count, offset + 4)
    var iterator = bytes[offset..<end].makeIterator()
    var decoder = UTF8()
    guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { return nil }
    return scalar
  }
}
