/// The characters a terminal or a CI log acts on instead of showing: C0 and C1 controls, DEL, and
/// the bidirectional formatting characters that reorder the rest of a line (U+202E).
///
/// Names and labels come from files anyone can write: shown raw, they could clear the screen,
/// forge a diagnostic on a line of its own or make `error` read as something else.
public enum ControlCharacters {
  /// Whether `scalar` is one of them.
  public static func contains(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0..<0x20, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
    default: return false
    }
  }

  /// Whether the UTF-8 `text` may hold one: a quick test on bytes, true for every text that does
  /// (and for some others, such as those with curly quotes).
  public static func mayOccur(in text: String) -> Bool {
    var text = text
    return text.withUTF8 { bytes in
      bytes.contains { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 || $0 == 0xD8 || $0 == 0xE2 }
    }
  }

  /// `text` with each of them written as `\u{1B}`, on one line; `keepingLineBreaks`: CR and LF are
  /// left for the caller to deal with.
  public static func escaped(_ text: String, keepingLineBreaks: Bool = false) -> String {
    guard mayOccur(in: text) else { return text }
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      if contains(scalar) && !(keepingLineBreaks && (scalar == "\n" || scalar == "\r")) {
        result.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
      } else {
        result.append(scalar)
      }
    }
    return String(result)
  }
}
