extension FormatSpecifierParser {
  /// Whether `text` holds a `%` that is neither a placeholder nor `%%`: a lone `%` at the end, or
  /// one before a character that is no conversion ("%lld%完了", "%lld% restante").
  /// `String(format:)` drops it, with the character after it where that one is ASCII ("30
  /// estante"): the label loses its percent sign, or a letter.
  public static func hasStrayPercentSign(_ text: String) -> Bool {
    firstStrayPercentOffset(in: text) != nil
  }

  /// The first stray `%` of `text` (see `hasStrayPercentSign(_:)`) with what follows it up to the
  /// next white space but a tab, at most 8 characters: the malformed placeholder a translator
  /// wrote ("%I64d", "%ll", "%0$@"), to name in a message.
  public static func firstStrayPlaceholder(in text: String) -> String? {
    guard let start = firstStrayPercentOffset(in: text) else { return nil }
    let tail = String(decoding: text.utf8.dropFirst(start), as: UTF8.self)
    return String(tail.prefix { !$0.isWhitespace || $0 == "\t" }.prefix(8))
  }

  /// The UTF-8 offset of the first `%` of `text` that is neither a placeholder nor `%%`.
  private static func firstStrayPercentOffset(in text: String) -> Int? {
    guard text.containsUTF8Byte(UInt8(ascii: "%")) else { return nil }
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
        guard cursor.parse() != nil else { return index }
        index = cursor.index
      }
      return nil
    }
  }
}
