/// Named tokens between percent signs (`%count%`, `%link_start%`), which Symfony's translator
/// and apps shared with the web replace themselves, not printf.
///
/// printf would read `%count%` as `%c` and a stray `%`, so a text is read this way only where
/// every percent sign of it pairs into such tokens or is prose's ("100% done"), and no token
/// starts with a placeholder that at most one letter follows ("%dx%d", "%lldx%lld", "%dh%dm"
/// stay printf's) or that a unit's letters and another placeholder follow ("%dmin%02ds",
/// "%ldMB%ld").
public enum PercentNameTokens {
  /// The tokens of `text` as written (`%count%`), in order, where the text is written with them;
  /// `nil` where it is not (no token, a `%%`, a `%` outside a token, a token printf would read).
  public static func tokens(in text: String) -> [String]? {
    guard text.containsUTF8Byte(UInt8(ascii: "%")) else { return nil }
    let bytes = Array(text.utf8)
    var found: [String] = []
    for (range, isToken) in percentSigns(in: bytes) {
      guard isToken else {
        if isProsePercent(at: range.lowerBound, in: bytes) { continue }
        return nil
      }
      let token = String(decoding: bytes[range], as: UTF8.self)
      if readByPrintf(token, before: bytes[(range.upperBound - 1)...]) { return nil }
      found.append(token)
    }
    return found.isEmpty ? nil : found
  }

  /// Every token-shaped `%name%` of `text`, as written: where a translation's tokens are looked
  /// for, whatever else it holds.
  public static func tokensAsWritten(in text: String) -> [String] {
    guard text.containsUTF8Byte(UInt8(ascii: "%")) else { return [] }
    let bytes = Array(text.utf8)
    return percentSigns(in: bytes).compactMap { range, isToken in
      isToken ? String(decoding: bytes[range], as: UTF8.self) : nil
    }
  }

  /// `text` with every token-shaped `%name%` written as spaces of its length, so that printf's
  /// reading of the rest keeps its offsets.
  static func masked(_ text: String) -> String {
    guard text.containsUTF8Byte(UInt8(ascii: "%")) else { return text }
    var bytes = Array(text.utf8)
    for (range, isToken) in percentSigns(in: bytes) where isToken {
      for index in range { bytes[index] = UInt8(ascii: " ") }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// What a translation does with the source's tokens, or `nil`: the tokens the source has and
  /// the translation lacks (none where `mayLeaveOut`, a plural form of one number), and beside
  /// them the tokens only the translation has, which the app shows as written.
  public static func problem(source: String, translation: String, mayLeaveOut: Bool = false) -> String? {
    guard !mayLeaveOut, let sourceTokens = tokens(in: source) else { return nil }
    return TokenLoss.problem(sourceTokens: sourceTokens, written: tokensAsWritten(in: translation))
  }

  /// The percent signs of `bytes` from left to right: a token's range (`%name%`, a name of a
  /// letter or `_` and then letters, digits or `_`, two characters or more) or a lone `%`'s.
  private static func percentSigns(in bytes: [UInt8]) -> [(range: Range<Int>, isToken: Bool)] {
    var found: [(Range<Int>, Bool)] = []
    var index = 0
    while index < bytes.count {
      guard bytes[index] == UInt8(ascii: "%") else {
        index += 1
        continue
      }
      var end = index + 1
      if end < bytes.count, isNameStart(bytes[end]) {
        while end < bytes.count, end - index <= 40, isNameByte(bytes[end]) { end += 1 }
      }
      if end - index > 2, end < bytes.count, bytes[end] == UInt8(ascii: "%") {
        found.append((index..<(end + 1), true))
        index = end + 1
      } else {
        found.append((index..<(index + 1), false))
        index += 1
      }
    }
    return found
  }

  /// Whether printf would read `token` as a placeholder glued to a letter or none: its name
  /// starts with a conversion at most one letter follows (`%dx%`, `%lld%`, `%dh%`).
  /// `rest` starts at the token's closing `%`: where a placeholder starts there, a name of a
  /// conversion and letters is a unit between two placeholders ("%dmin%02ds"); a name with `_`
  /// or digits among the letters after its conversion stays a token ("%link_start%click
  /// here%link_end%"), as one with `_` right after it does where no placeholder follows
  /// ("%s_count% items"), not where one does ("%d_of_%d", "%s_backup_%d").
  private static func readByPrintf(_ token: String, before rest: ArraySlice<UInt8>) -> Bool {
    let name = token.dropFirst().dropLast()
    guard let first = FormatSpecifierParser.parse("%" + name).first, first.utf16Offset == 0 else {
      return false
    }
    let unit = name.dropFirst(first.text.count - 1)
    if unit.count <= 1 { return true }
    // A unit of letters ("%dmin%02ds") or one that starts with a separator ("%d_of_%d"), before
    // another placeholder; "%s_count% items" and "%link_start%" stay tokens (review 154).
    guard unit.allSatisfy(\.isLetter) || unit.first?.isLetter == false else { return false }
    guard let next = FormatSpecifierParser.parse(String(decoding: rest.prefix(12), as: UTF8.self)).first,
      next.utf16Offset == 0, !next.startsLikeText
    else { return false }
    // After a separator the placeholder ends a word's start, not a tag's text ("%i_start%Learn
    // more": `%Le`, review 155); a unit's letters may follow it ("%dmin%02ds").
    let after = rest.dropFirst(next.text.utf8.count).first
    return unit.first?.isLetter == true || !(after.map(isNameByte) ?? false)
  }

  /// Whether the lone `%` at `index` is prose's: after a digit, and before a space, a
  /// punctuation mark or the text's end ("100% done", "10%.").
  private static func isProsePercent(at index: Int, in bytes: [UInt8]) -> Bool {
    guard index > 0, bytes[index - 1] >= UInt8(ascii: "0"), bytes[index - 1] <= UInt8(ascii: "9") else {
      return false
    }
    guard index + 1 < bytes.count else { return true }
    return " \t\n.,;:!?)".utf8.contains(bytes[index + 1])
  }

  private static func isNameStart(_ byte: UInt8) -> Bool {
    let lower = byte | 0x20
    return (lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z")) || byte == UInt8(ascii: "_")
  }

  private static func isNameByte(_ byte: UInt8) -> Bool {
    isNameStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
  }
}
