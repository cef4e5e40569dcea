extension StringsdictParser {
  /// The argument number of each `%#@name@` variable of a format string, by name.
  ///
  /// Explicit positions (`%2$#@name@`) win; otherwise the number counts the unnumbered
  /// conversions up to it (`%@ ate %#@apples@` gives `apples` argument 2), as CoreFoundation
  /// hands out arguments: a positional conversion does not advance the count
  /// (`%1$@ ate %#@apples@` gives `apples` argument 1). `%%` takes none.
  ///
  /// `firstArgument`: the argument the first unnumbered conversion takes; in a variable's form,
  /// the variable's own (`%lu %#@total@` in a form of argument 1 gives `total` argument 2).
  static func variableArgumentNumbers(in format: String, firstArgument: Int = 1) -> [String: Int] {
    var result: [String: Int] = [:]
    let bytes = Array(format.utf8)
    var index = 0
    var sequential = firstArgument - 1
    while index < bytes.count {
      guard bytes[index] == UInt8(ascii: "%") else {
        index += 1
        continue
      }
      guard let conversion = parseConversion(bytes, from: index + 1) else {
        index += 1
        continue
      }
      index = conversion.end
      guard conversion.takesArgument else { continue }
      if conversion.position == nil { sequential += 1 }
      if let name = conversion.variable, result[name] == nil {
        result[name] = conversion.position ?? sequential
      }
    }
    return result
  }

  private struct Conversion {
    var end: Int
    var takesArgument: Bool
    var position: Int?
    var variable: String?
  }

  /// Reads `[N$][flags][width][.precision][length]conversion` after a `%`.
  private static func parseConversion(_ bytes: [UInt8], from start: Int) -> Conversion? {
    var index = start
    guard index < bytes.count else { return nil }
    if bytes[index] == UInt8(ascii: "%") { return Conversion(end: index + 1, takesArgument: false) }
    var position: Int?
    var digitsEnd = index
    while digitsEnd < bytes.count && isDigit(bytes[digitsEnd]) { digitsEnd += 1 }
    if digitsEnd > index && digitsEnd < bytes.count && bytes[digitsEnd] == UInt8(ascii: "$") {
      position = Int(String(decoding: bytes[index..<digitsEnd], as: UTF8.self))
      index = digitsEnd + 1
    }
    var alternate = false
    while index < bytes.count, let flag = Optional(bytes[index]), "-+ #0'".utf8.contains(flag) {
      if flag == UInt8(ascii: "#") { alternate = true }
      index += 1
    }
    while index < bytes.count && (isDigit(bytes[index]) || "*.".utf8.contains(bytes[index])) { index += 1 }
    while index < bytes.count && "hlqLzjt".utf8.contains(bytes[index]) { index += 1 }
    guard index < bytes.count, isConversion(bytes[index]) else { return nil }
    var conversion = Conversion(end: index + 1, takesArgument: true, position: position)
    if alternate && bytes[index] == UInt8(ascii: "@") {
      var nameEnd = index + 1
      while nameEnd < bytes.count && bytes[nameEnd] != UInt8(ascii: "@") { nameEnd += 1 }
      guard nameEnd < bytes.count else { return conversion }
      conversion.variable = String(decoding: bytes[(index + 1)..<nameEnd], as: UTF8.self)
      conversion.end = nameEnd + 1
    }
    return conversion
  }

  private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

  private static func isConversion(_ byte: UInt8) -> Bool {
    "@dDiuUxXoOfFeEgGaAcCsSp".utf8.contains(byte)
  }
}
