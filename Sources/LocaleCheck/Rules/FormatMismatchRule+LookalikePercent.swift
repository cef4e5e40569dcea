extension FormatMismatchRule {
  /// The problem of a translation that writes a placeholder with a percent sign printf does not
  /// read (machine translation turns "%d cookies" into Arabic "٪ d من ..."), where it reads
  /// fewer arguments than the source: the app shows "٪ d" as text, and the number is lost.
  static func lookalikePercentProblem(in text: String, source: String) -> String? {
    // A byte check first: the signs' UTF-8 forms start with 0xD9 (٪) or 0xEF (％, ﹪).
    guard text.utf8.contains(where: { $0 == 0xD9 || $0 == 0xEF }),
      let (written, sign) = lookalikePlaceholder(in: text),
      source.utf8.contains(UInt8(ascii: "%"))
    else { return nil }
    guard takesFewerArguments(text, than: source) else { return nil }
    let conversion = written.unicodeScalars.drop { !$0.isASCII || $0 == " " }
    return "'\(written)' is written with \(sign), which printf does not read as a placeholder: the app shows "
      + "it as text and leaves the value out; write %\(String(String.UnicodeScalarView(conversion)))"
  }

  /// The first lookalike placeholder of `text` ("٪ d", "％@", "٪1$@", "٪.1f") and the sign's name.
  private static func lookalikePlaceholder(in text: String) -> (written: String, sign: String)? {
    let scalars = Array(text.unicodeScalars)
    for (index, scalar) in scalars.enumerated() {
      guard let sign = lookalikeSigns[scalar.value] else { continue }
      var end = index + 1
      // Machine translation and right-to-left editing put spaces and direction marks between.
      while end < scalars.count, [0x20, 0xA0, 0x200E, 0x200F].contains(scalars[end].value) { end += 1 }
      func skipDigits() { while end < scalars.count, ("0"..."9").contains(scalars[end]) { end += 1 } }
      skipDigits()
      if end < scalars.count, scalars[end] == "$" { end += 1 }
      if end < scalars.count, scalars[end] == "." {
        end += 1
        skipDigits()
      }
      for length in ["ll", "hh", "l", "h", "q", "z", "t", "j", "L"]
      where scalars[end...].starts(with: length.unicodeScalars) {
        end += length.unicodeScalars.count
        break
      }
      // A conversion that no letter follows: "٪ d من" is one, "٪ des" a word.
      guard end < scalars.count, "diuoxXfeEgGcsSp@".unicodeScalars.contains(scalars[end]),
        end + 1 == scalars.count || !scalars[end + 1].properties.isAlphabetic
      else { continue }
      return (String(String.UnicodeScalarView(scalars[index...end])), sign)
    }
    return nil
  }

  /// Percent signs of other scripts and widths, by scalar value.
  private static let lookalikeSigns: [UInt32: String] = [
    0x066A: "the Arabic percent sign (٪)", 0xFF05: "the full-width percent sign (％)",
    0xFE6A: "the small percent sign (﹪)",
  ]
}
