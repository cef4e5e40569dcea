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
  /// The percent signs prose writes beside real placeholders ("50% off %@": `% o`), which
  /// `String(format:)` reads as placeholders: a mistake of the source, told there
  /// (`FormatMismatchRule.sourcePercentFindings`). Translations are compared with what it means.
  var prosePercentSigns: [FormatSpecifier] = []
  /// The text as meant: each of `prosePercentSigns` written `%%` ("50%% off %@").
  var intendedText: String

  init(_ text: String) {
    self.text = text
    intendedText = text
    specifiers = FormatSpecifierParser.parse(text)
    isProse = specifiers.allSatisfy(\.startsLikeText) && !Self.hasEscapedPercent(text)
    guard !isProse else { return }
    prosePercentSigns = specifiers.filter(Self.isProsePercent)
    guard !prosePercentSigns.isEmpty else { return }
    var bytes = Array(text.utf8)
    for sign in prosePercentSigns.reversed() {
      bytes.insert(UInt8(ascii: "%"), at: sign.utf8Range.lowerBound)
    }
    intendedText = String(decoding: bytes, as: UTF8.self)
    specifiers = FormatSpecifierParser.parse(intendedText)
  }

  /// Whether `specifier` is a percent sign, a space and a letter, as prose writes them ("50% off"):
  /// a space flag no format string means beside other placeholders.
  private static func isProsePercent(_ specifier: FormatSpecifier) -> Bool {
    let bytes = Array(specifier.text.utf8)
    guard bytes.count == 3, bytes[1] == UInt8(ascii: " ") else { return false }
    return (bytes[2] | 0x20) >= UInt8(ascii: "a") && (bytes[2] | 0x20) <= UInt8(ascii: "z")
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
