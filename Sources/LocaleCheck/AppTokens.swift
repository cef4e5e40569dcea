/// An app's own numbered tokens (`%0`, `%1`: Stats, Qt-style code), which it replaces itself with
/// `replacingOccurrences(of: "%0", with: …)`, not through `String(format:)`.
///
/// printf reads none of them ("%0 of %1 used" has no conversion), so `format-mismatch` compares
/// them as tokens: a translation that loses one ("0% מתוך %1 בשימוש", the `%0` typed in visual
/// order) shows the token's text, never the value.
public enum AppTokens {
  /// The token numbers in `text`, in order: a `%` and one digit that no conversion follows (not
  /// `%1$@`, `%5d`, `%1.5f`; not after `%%`), where they are an app's tokens: the smallest is 0 or
  /// 1 ("%50 indirim" and "%20" in a link are text, also beside tokens).
  public static func numbers(in text: String) -> [Int] {
    // A link's "%20" beside the tokens is text, not a token of its own.
    let found = occurrences(in: text, asWritten: false).filter { $0 <= 9 }
    guard let smallest = found.min(), smallest <= 1 else { return [] }
    return found
  }

  /// What a translation does wrong with the source's tokens, or `nil`: the tokens the source has
  /// and the translation lacks, where the source is no printf format (`isProse`: its percent signs
  /// are text or tokens), and beside them the tokens of 0 to 9 only the translation has. Alone, a
  /// token only the translation has is passed by: a Turkish percentage is written "%50".
  static func problem(source: String, translation: String, sourceIsProse: Bool) -> String? {
    guard sourceIsProse else { return nil }
    let sourceNumbers = numbers(in: source)
    guard !sourceNumbers.isEmpty else { return nil }
    let written = occurrences(in: translation, asWritten: true)
    let missing = sourceNumbers.filter { !written.contains($0) }.uniquedInOrder()
    guard !missing.isEmpty else { return nil }
    var lost =
      missing.count == 1
      ? "token \(listed(missing)) of the source, which the app replaces with a value, is missing here"
      : "tokens \(listed(missing)) of the source, which the app replaces with values, are missing here"
    if let slips = typingSlips(among: missing, in: translation, source: source) { lost += "; " + slips }
    // A token the source lacks shows as written (`%2` where `%0 of %1` became `%1 von %2`).
    let extras = written.filter { $0 <= 9 && !sourceNumbers.contains($0) }.uniquedInOrder()
    guard !extras.isEmpty else { return lost }
    return lost + "; the app shows \(listed(extras)) as written: the source has no such "
      + (extras.count == 1 ? "token" : "tokens")
  }

  /// Every `%` and one or two digits in `text`. `asWritten`: as the app's text replacement finds
  /// them in a translation, also after another `%` (Turkish "%%0 kaldı" shows "%50") and before a
  /// letter ("%1s Mac", Basque "%1ren"); else not after `%%`, nor before a letter (`%1s` is printf's).
  static func occurrences(in text: String, asWritten: Bool) -> [Int] {
    guard text.containsUTF8Byte(UInt8(ascii: "%")) else { return [] }
    var numbers: [Int] = []
    let bytes = Array(text.utf8)
    var index = 0
    while index < bytes.count {
      guard bytes[index] == UInt8(ascii: "%") else {
        index += 1
        continue
      }
      if !asWritten && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "%") {
        index += 2
        continue
      }
      var end = index + 1
      while end < bytes.count, end - index <= 2, isDigit(bytes[end]) { end += 1 }
      if (1...2).contains(end - index - 1),
        end == bytes.count || endsToken(bytes, at: end, beforeLetters: asWritten)
      {
        numbers.append(bytes[(index + 1)..<end].reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) })
      }
      index = max(end, index + 1)
    }
    return numbers
  }

  /// Whether the byte at `index`, after a token's digits, ends it: not a digit, nor what goes on to
  /// a printf conversion (`$`, `*`, `#`, a letter unless `beforeLetters`, a `.` before a digit).
  private static func endsToken(_ bytes: [UInt8], at index: Int, beforeLetters: Bool) -> Bool {
    let byte = bytes[index]
    if byte == UInt8(ascii: ".") { return index + 1 == bytes.count || !isDigit(bytes[index + 1]) }
    let isLetter = (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    return (beforeLetters || !isLetter) && !isDigit(byte) && !"$*#".utf8.contains(byte)
  }

  /// `%0, %1`.
  private static func listed(_ numbers: [Int]) -> String {
    numbers.map { "%\($0)" }.joined(separator: ", ")
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }
}
