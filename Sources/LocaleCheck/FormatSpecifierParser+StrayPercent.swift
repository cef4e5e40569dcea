extension FormatSpecifierParser {
  /// Whether `text` holds a `%` that is neither a placeholder nor `%%`: a lone `%` at the end, or
  /// one before a character that is no conversion ("%lld%完了", "%lld% restante").
  /// `String(format:)` drops it, with the character after it where that one is ASCII ("30
  /// estante"): the label loses its percent sign, or a letter.
  public static func hasStrayPercentSign(_ text: String) -> Bool {
    guard text.containsUTF8Byte(UInt8(ascii: "%")) else { return false }
    var text = text
    return text.withUTF8 { bytes in
      var index = 0
      while index < bytes.count {
        guard bytes[index] == UInt8(ascii: "%") else {
          index += 1
          continue
        }
        if index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "%") {
          index += 2
          continue
        }
        var cursor = FormatSpecCursor(bytes: bytes, start: index)
        guard cursor.parse() != nil else { return true }
        index = cursor.index
      }
      return false
    }
  }
}
