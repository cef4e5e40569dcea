/// A source text and its placeholders, parsed once for the cells of a key (`format-mismatch`).
struct ParsedFormatSource {
  var text: String
  var specifiers: [FormatSpecifier]
  /// Whether the text is no format string: no placeholder but ones that start like text (`% `,
  /// `%-`, `%+`) and no `%%` ("50% off", "% of screen"). Its percent signs are text, and so are
  /// a translation's that printf would read as placeholders with flags or a width ("50 % de
  /// réduction", Hungarian "50%-os", Turkish "%5 Ses": `% d`, `%-o`, `%5 S`); a plain one (`%@`)
  /// is still reported.
  var isProse: Bool

  init(_ text: String) {
    self.text = text
    specifiers = FormatSpecifierParser.parse(text)
    isProse = specifiers.allSatisfy(\.startsLikeText) && !Self.hasEscapedPercent(text)
  }

  /// Whether `text` holds `%%` (read on the bytes: `String.contains` goes through Foundation).
  private static func hasEscapedPercent(_ text: String) -> Bool {
    var previous: UInt8 = 0
    for byte in text.utf8 {
      if byte == UInt8(ascii: "%") && previous == byte { return true }
      previous = byte
    }
    return false
  }

  /// The placeholders to compare a translation's with, and the translation's.
  func comparable(with translation: String) -> (source: [FormatSpecifier], translation: [FormatSpecifier]) {
    (
      isProse ? [] : specifiers,
      FormatSpecifierParser.parse(translation, decoratedPlaceholdersAreText: isProse)
    )
  }
}
