/// An app's own named tokens in braces (`{DATE}`, `{COUNT}`, `{0}`), which it replaces itself
/// with `replacingOccurrences(of: "{DATE}", with: …)`, as apps shared with Android or the web do.
///
/// printf reads none of them, so `format-mismatch` compares them as tokens: a translation that
/// loses one ("Last call: (DATE)" for "Letzter Anruf: {DATE}", in DP-3T) shows its
/// text, never the value.
public enum BraceTokens {
  /// The tokens in `text`, in order, as written (`{DATE}`): a number, or a name of letters,
  /// digits and `_` that is all capitals (`{DATE}`, `{USER_NAME}`) or starts with a small letter
  /// (`{name}`, `{userName}`), between braces. Not an App Intents parameter (`${name}`), a
  /// capitalized word ("Tap {Edit}"), a TeX command's argument (`\textbf{x}`), nor anything
  /// inside ICU's `{count, plural, one {file} …}`, whose branches are text (its argument, `count`,
  /// is the token `{count}`).
  public static func tokens(in text: String) -> [String] {
    guard text.containsUTF8Byte(UInt8(ascii: "{")) else { return [] }
    let bytes = Array(text.utf8)
    var found: [String] = []
    var index = 0
    while index < bytes.count {
      guard bytes[index] == UInt8(ascii: "{"), !isCommandArgument(bytes, braceAt: index) else {
        index += 1
        continue
      }
      // ICU allows spaces around an argument's name (`{ count , plural, …}`); a token has none.
      var nameStart = index + 1
      while nameStart < bytes.count, bytes[nameStart] == UInt8(ascii: " ") { nameStart += 1 }
      var end = nameStart
      while end < bytes.count, end - nameStart <= 40, isNameByte(bytes[end]) { end += 1 }
      guard end > nameStart, end < bytes.count else {
        index = end
        continue
      }
      if isICUArgument(bytes, nameEnd: end) {
        // Its argument is the token's (`{0,number}` keeps `{0}`); its branches are text.
        if isTokenName(bytes[nameStart..<end]) {
          found.append("{" + String(decoding: bytes[nameStart..<end], as: UTF8.self) + "}")
        }
        index = endOfICUArgument(in: bytes, from: index) ?? end
        continue
      }
      if nameStart == index + 1, bytes[end] == UInt8(ascii: "}"), isTokenName(bytes[nameStart..<end]) {
        found.append(String(decoding: bytes[index...end], as: UTF8.self))
      }
      index = end
    }
    return found
  }

  /// Whether the name that ends at `nameEnd` opens an ICU argument: a comma follows it, also
  /// after spaces (`{ count , plural, …}`).
  private static func isICUArgument(_ bytes: [UInt8], nameEnd: Int) -> Bool {
    var after = nameEnd
    while after < bytes.count, bytes[after] == UInt8(ascii: " ") { after += 1 }
    return after < bytes.count && bytes[after] == UInt8(ascii: ",")
  }

  /// The index after the `}` that closes the ICU argument opened at `start`, or `nil` where none
  /// does (an unbalanced message: the tokens after it are still read).
  private static func endOfICUArgument(in bytes: [UInt8], from start: Int) -> Int? {
    var depth = 0
    for index in start..<bytes.count {
      if bytes[index] == UInt8(ascii: "{") { depth += 1 }
      if bytes[index] == UInt8(ascii: "}") {
        depth -= 1
        if depth == 0 { return index + 1 }
      }
    }
    return nil
  }

  /// A number, or a name in capitals or starting with a small letter.
  private static func isTokenName(_ name: ArraySlice<UInt8>) -> Bool {
    guard let first = name.first else { return false }
    if isDigit(first) { return name.allSatisfy(isDigit) }
    let isLower = { (byte: UInt8) in byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") }
    let isUpper = { (byte: UInt8) in byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
    return isLower(first) || (!name.contains(where: isLower) && name.contains(where: isUpper))
  }

  /// Whether the `{` at `index` is an App Intents parameter's (`${`) or a TeX command's argument
  /// (`\textbf{`); not a token written against a word ("Seite{0}").
  private static func isCommandArgument(_ bytes: [UInt8], braceAt index: Int) -> Bool {
    guard index > 0 else { return false }
    if bytes[index - 1] == UInt8(ascii: "$") { return true }
    var start = index
    while start > 0, isLetter(bytes[start - 1]) { start -= 1 }
    return start < index && start > 0 && bytes[start - 1] == UInt8(ascii: "\\")
  }

  /// What a translation does wrong with the source's tokens, or `nil`: the tokens the source has
  /// and the translation lacks (none where `mayLeaveOut`, a plural form of one number), and beside
  /// them the tokens only the translation has, which the app shows as written.
  public static func problem(source: String, translation: String, mayLeaveOut: Bool = false) -> String? {
    guard !mayLeaveOut else { return nil }
    let sourceTokens = tokens(in: source)
    guard !sourceTokens.isEmpty else { return nil }
    return TokenLoss.problem(sourceTokens: sourceTokens, written: tokens(in: translation))
  }

  private static func isLetter(_ byte: UInt8) -> Bool {
    let lower = byte | 0x20
    return lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z")
  }

  private static func isNameByte(_ byte: UInt8) -> Bool {
    let lower = byte | 0x20
    return (lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z")) || isDigit(byte)
      || byte == UInt8(ascii: "_")
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }
}
