/// MediaWiki's and translatewiki's numbered parameters (`$1`, `$2`) that a translation brought
/// from another project's messages keeps in an iOS format: no placeholder there, so the app shows
/// them as written and VoiceOver reads "dollar 1" (Wikipedia's "$1 %#@v0@", audit 271).
public enum DollarTokens {
  /// The `$1`-style tokens of `translation` whose text `source` does not hold, in order, each once:
  /// a `$` after no letter, digit or `%`, then one or two digits, then no further digit, decimals
  /// or `$` (not "%1$d", "US$5", "$100", "$1.99" or "$1,000").
  public static func added(in translation: String, besides source: String) -> [String] {
    guard translation.containsUTF8Byte(UInt8(ascii: "$")) else { return [] }
    // Also a price the source writes otherwise ("US$1", "$1.00" respelt "$1"; review 186).
    var found: [String] = []
    for token in tokens(in: translation) where !source.contains(token) && !found.contains(token) {
      found.append(token)
    }
    return found
  }

  /// The numbered `$` tokens of `text`, as ``added(in:besides:)`` reads them.
  static func tokens(in text: String) -> [String] {
    let characters = Array(text)
    var tokens: [String] = []
    var index = 0
    while index < characters.count {
      defer { index += 1 }
      guard characters[index] == "$" else { continue }
      if index > 0,
        characters[index - 1].isLetter || characters[index - 1].isNumber || characters[index - 1] == "%"
      {
        continue
      }
      let digits = characters[(index + 1)...].prefix { $0.isASCII && $0.isNumber }
      guard (1...2).contains(digits.count) else { continue }
      let after = index + 1 + digits.count
      // A price ("$1.99", "$1,000") or a run of dollar signs is no parameter.
      let next = after < characters.count ? characters[after] : " "
      let isDecimal = ".,".contains(next) && after + 1 < characters.count && characters[after + 1].isNumber
      if isDecimal || next == "$" { continue }
      tokens.append("$" + String(digits))
    }
    return tokens
  }
}
