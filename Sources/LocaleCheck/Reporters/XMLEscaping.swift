import CatalogParser

/// Escaping for XML 1.0 output: markup characters become entities. Characters that XML 1.0
/// forbids (most C0 controls, U+FFFE, U+FFFF), which no character reference can represent, and
/// the controls the one-line reports escape (bidirectional overrides, zero-width spaces) are
/// written as `\u{1B}`, as those reports write them: a dropped one would make "Back\u{7}" the
/// same test case as "Back", and a raw override reorders the text a dashboard shows.
enum XMLEscaping {
  /// `text` escaped for element content.
  static func text(_ text: String) -> String {
    escape(text, inAttribute: false)
  }

  /// `text` escaped for a double-quoted attribute value; line breaks and tabs become character
  /// references so that attribute normalization does not turn them into spaces.
  static func attribute(_ text: String) -> String {
    escape(text, inAttribute: true)
  }

  private static func escape(_ text: String, inAttribute: Bool) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      if !isAllowed(scalar) || (ControlCharacters.contains(scalar) && !["\n", "\r", "\t"].contains(scalar)) {
        result += CodePoint.escape(scalar)
        continue
      }
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"" where inAttribute: result += "&quot;"
      case "\n" where inAttribute: result += "&#10;"
      case "\r": result += "&#13;"
      case "\t" where inAttribute: result += "&#9;"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// XML 1.0 `Char`: tab, LF, CR, U+0020–U+D7FF, U+E000–U+FFFD, U+10000–U+10FFFF.
  private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09, 0x0A, 0x0D, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
    default: false
    }
  }
}
