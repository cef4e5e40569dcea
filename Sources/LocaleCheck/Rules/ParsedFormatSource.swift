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
  /// Whether the text is written with named tokens between percent signs (`%count%`), which
  /// printf does not read: a translation's tokens are then no placeholders either.
  var hasPercentNameTokens = false

  init(_ text: String) {
    self.text = text
    intendedText = text
    if PercentNameTokens.tokens(in: text) != nil {
      (specifiers, isProse, hasPercentNameTokens) = ([], true, true)
      return
    }
    specifiers = FormatSpecifierParser.parse(text)
    isProse = specifiers.allSatisfy(\.startsLikeText) && !Self.hasEscapedPercent(text)
    guard !isProse else { return }
    var bytes = Array(text.utf8)
    let placeholderEnds = Set(specifiers.map(\.utf8Range.upperBound))
    prosePercentSigns = specifiers.filter {
      Self.isProsePercent($0, in: bytes, afterPlaceholder: placeholderEnds.contains($0.utf8Range.lowerBound))
    }
    guard !prosePercentSigns.isEmpty else { return }
    for sign in prosePercentSigns.reversed() {
      bytes.insert(UInt8(ascii: "%"), at: sign.utf8Range.lowerBound)
    }
    intendedText = String(decoding: bytes, as: UTF8.self)
    specifiers = FormatSpecifierParser.parse(intendedText)
  }

  /// Whether `specifier` of `text` (its UTF-8) is a number's percent sign, a space and the first
  /// letter of a word, as prose writes them ("50% off", "100% free", a placeholder's number:
  /// "%d% discount"): not a space flag a format means ("% d items", "%5 d").
  private static func isProsePercent(_ specifier: FormatSpecifier, in text: [UInt8], afterPlaceholder: Bool)
    -> Bool
  {
    let range = specifier.utf8Range
    guard range.count == 3, text[range.lowerBound + 1] == UInt8(ascii: " "), range.lowerBound > 0,
      afterPlaceholder || isDigit(text[range.lowerBound - 1]), range.upperBound < text.count
    else { return false }
    return isLetter(text[range.lowerBound + 2]) && isLetter(text[range.upperBound])
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  private static func isLetter(_ byte: UInt8) -> Bool {
    (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
  }

  /// Whether `text` may hold a prose percent sign (see `prosePercentSigns`): a `%` and a space,
  /// looked for on the bytes, so that the many texts without one are not parsed for it.
  static func mayHoldProsePercent(_ text: String) -> Bool {
    holds(UInt8(ascii: "%"), then: UInt8(ascii: " "), in: text)
  }

  /// Whether `text` holds `%%`.
  private static func hasEscapedPercent(_ text: String) -> Bool {
    holds(UInt8(ascii: "%"), then: UInt8(ascii: "%"), in: text)
  }

  /// Whether `text` holds byte `first` right before byte `second` (read on the bytes:
  /// `String.contains` goes through Foundation).
  private static func holds(_ first: UInt8, then second: UInt8, in text: String) -> Bool {
    var previous: UInt8 = 0
    for byte in text.utf8 {
      if byte == second && previous == first { return true }
      previous = byte
    }
    return false
  }

  /// The placeholders to compare a translation's with, and the translation's.
  func comparable(with translation: String) -> (source: [FormatSpecifier], translation: [FormatSpecifier]) {
    let read = hasPercentNameTokens ? PercentNameTokens.masked(translation) : translation
    return (
      isProse ? [] : specifiers,
      FormatSpecifierParser.parse(read, decoratedPlaceholdersAreText: isProse)
    )
  }
}
