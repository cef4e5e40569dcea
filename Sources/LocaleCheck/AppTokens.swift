/// An app's own numbered tokens (`%0`, `%1`: Stats, Qt-style code), which it replaces itself with
/// `replacingOccurrences(of: "%0", with: …)`, not through `String(format:)`.
///
/// printf reads none of them ("%0 of %1 used" has no conversion), so `format-mismatch` compares
/// them as tokens: a translation that loses one ("0% מתוך %1 בשימוש", the `%0` typed in visual
/// order) shows the token's text, never the value.
public enum AppTokens {
  /// The token numbers in `text`, in order: a `%` and one or two digits that no conversion follows
  /// (not `%1$@`, `%5d`, `%1.5f`; not the second `%` of `%%`).
  public static func numbers(in text: String) -> [Int] {
    guard text.containsUTF8Byte(UInt8(ascii: "%")) else { return [] }
    var numbers: [Int] = []
    let bytes = Array(text.utf8)
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
      var end = index + 1
      while end < bytes.count, end - index <= 2, isDigit(bytes[end]) { end += 1 }
      let digits = end - index - 1
      if (1...2).contains(digits), end == bytes.count || endsToken(bytes[end]) {
        numbers.append(bytes[(index + 1)..<end].reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) })
      }
      index = max(end, index + 1)
    }
    return numbers
  }

  /// What a translation does wrong with the source's tokens, or `nil`: the tokens the source has
  /// and the translation lacks, where the source is no printf format (`isProse`: its percent signs
  /// are text or tokens). A token only the translation has is passed by: a Turkish percentage is
  /// written "%50".
  static func problem(source: String, translation: String, sourceIsProse: Bool) -> String? {
    guard sourceIsProse else { return nil }
    let sourceNumbers = numbers(in: source)
    guard !sourceNumbers.isEmpty else { return nil }
    let kept = Set(numbers(in: translation))
    var missing: [Int] = []
    for number in sourceNumbers where !kept.contains(number) && !missing.contains(number) {
      missing.append(number)
    }
    guard !missing.isEmpty else { return nil }
    let listed = missing.map { "%\($0)" }.joined(separator: ", ")
    return missing.count == 1
      ? "token \(listed) of the source, which the app replaces with a value, is missing here"
      : "tokens \(listed) of the source, which the app replaces with values, are missing here"
  }

  /// Whether a byte after a token's digits ends it: anything but a letter, a digit or what goes on
  /// to a printf conversion (`$`, `.`, `*`, `#`).
  private static func endsToken(_ byte: UInt8) -> Bool {
    let isLetter = (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    return !isLetter && !isDigit(byte) && !"$.*#".utf8.contains(byte)
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }
}
