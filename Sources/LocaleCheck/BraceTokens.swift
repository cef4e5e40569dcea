/// An app's own named tokens in braces (`{DATE}`, `{COUNT}`, `{0}`), which it replaces itself
/// with `replacingOccurrences(of: "{DATE}", with: …)`, as apps shared with Android or the web do.
///
/// printf reads none of them, so `format-mismatch` compares them as tokens: a translation that
/// loses one ("Last call: (DATE)" for "Letzter Anruf: {DATE}", audit 103's DP-3T) shows its
/// text, never the value.
public enum BraceTokens {
  /// The tokens in `text`, in order, as written (`{DATE}`): a name of letters, digits and `_`
  /// that starts with a letter or `_`, or a number, between braces; not an App Intents parameter
  /// (`${name}`), nor ICU's `{count, plural, …}`, nor a brace pair with spaces inside.
  public static func tokens(in text: String) -> [String] {
    guard text.containsUTF8Byte(UInt8(ascii: "{")) else { return [] }
    let bytes = Array(text.utf8)
    var found: [String] = []
    var index = 0
    while index < bytes.count {
      guard bytes[index] == UInt8(ascii: "{"), index == 0 || bytes[index - 1] != UInt8(ascii: "$") else {
        index += 1
        continue
      }
      var end = index + 1
      while end < bytes.count, end - index <= 40, isNameByte(bytes[end]) { end += 1 }
      if end > index + 1, end < bytes.count, bytes[end] == UInt8(ascii: "}"),
        isDigit(bytes[index + 1]) ? bytes[(index + 1)..<end].allSatisfy(isDigit) : true
      {
        found.append(String(decoding: bytes[index...end], as: UTF8.self))
      }
      index = end
    }
    return found
  }

  /// What a translation does wrong with the source's tokens, or `nil`: the tokens the source has
  /// and the translation lacks (none where `mayLeaveOut`, a plural form of one number), and beside
  /// them the tokens only the translation has, which the app shows as written.
  public static func problem(source: String, translation: String, mayLeaveOut: Bool = false) -> String? {
    guard !mayLeaveOut else { return nil }
    let sourceTokens = tokens(in: source)
    guard !sourceTokens.isEmpty else { return nil }
    let written = tokens(in: translation)
    let missing = distinct(sourceTokens.filter { !written.contains($0) })
    guard !missing.isEmpty else { return nil }
    let lost =
      missing.count == 1
      ? "token \(missing[0]) of the source, which the app replaces with a value, is missing here"
      : "tokens \(missing.joined(separator: ", ")) of the source, which the app replaces with values, are "
        + "missing here"
    // A translated token ("{DATUM}") shows as written.
    let extras = distinct(written.filter { !sourceTokens.contains($0) })
    guard !extras.isEmpty else { return lost }
    return lost + "; the app shows \(extras.joined(separator: ", ")) as written: the source has no such "
      + (extras.count == 1 ? "token" : "tokens")
  }

  private static func distinct(_ tokens: [String]) -> [String] {
    var seen = Set<String>()
    return tokens.filter { seen.insert($0).inserted }
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
