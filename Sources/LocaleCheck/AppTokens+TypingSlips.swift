extension AppTokens {
  /// What right-to-left typing did to each of the `missing` tokens in `translation` that it lost
  /// so, or `nil`: the token written backwards ("0% מתוך %1", the `%0` typed in visual order), its number in an
  /// Arabic-Indic digit ("%٠"), or the Arabic percent sign before it ("٪0"). The app's text
  /// replacement finds none of them, as printf reads none of the same slips in its placeholders.
  static func typingSlips(among missing: [Int], in translation: String, source: String) -> String? {
    guard translation.unicodeScalars.contains(where: FormatMismatchRule.isRightToLeft) else { return nil }
    let slips = missing.compactMap { number -> String? in
      let ascii = String(number)
      let written = [
        (ascii + "%", "is %\(number) written backwards, as right-to-left typing turns it"),
        ("%" + digit(number, zero: 0x0660), "writes its number with an Arabic-Indic digit"),
        ("%" + digit(number, zero: 0x06F0), "writes its number with an Extended Arabic-Indic digit"),
        ("\u{066A}" + ascii, "is written with the Arabic percent sign (٪)"),
      ]
      // A percentage the source writes too ("1% done") is no slip of the token's.
      guard
        let (text, slip) = written.first(where: {
          contains($0.0, in: translation) && !contains($0.0, in: source, notAfter: "%")
        })
      else { return nil }
      return "'\(text)' \(slip), which the app does not replace; write %\(number)"
    }
    return slips.isEmpty ? nil : slips.joined(separator: "; ")
  }

  /// Whether `text` occurs in `translation` as a whole: no digit right before or after it, nor
  /// `mark` before it.
  private static func contains(_ text: String, in translation: String, notAfter mark: Character? = nil)
    -> Bool
  {
    translation.ranges(of: text).contains { range in
      let before =
        range.lowerBound == translation.startIndex
        ? nil : translation[translation.index(before: range.lowerBound)]
      let after = range.upperBound == translation.endIndex ? nil : translation[range.upperBound]
      // Not the "0%" of the source's "%0%", a token before a percent sign.
      return before?.isNumber != true && after?.isNumber != true && (mark == nil || before != mark)
    }
  }

  /// `number` (0 to 9) in the digits whose zero is the scalar `zero`.
  private static func digit(_ number: Int, zero: UInt32) -> String {
    UnicodeScalar(zero + UInt32(number)).map { String(Character($0)) } ?? String(number)
  }
}
