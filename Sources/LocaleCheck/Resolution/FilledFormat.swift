import Foundation

/// A format string as the pattern of the texts it shows filled in: "%lld photos" shows
/// "3 photos", "1 234 photos" and "٣ photos", never "Some photos"; "%@" shows any text.
struct FilledFormat {
  /// The format's placeholders but `%%`, in order: capture group `n + 1` is what fills the `n`th.
  let placeholders: [FormatSpecifier]
  private let expression: NSRegularExpression

  /// The pattern of `template`, `nil` where it has no placeholder.
  init?(_ template: String) {
    let specifiers = FormatSpecifierParser.parse(template)
    guard !specifiers.isEmpty else { return nil }
    func literal(_ text: String) -> String {
      NSRegularExpression.escapedPattern(for: text.replacingOccurrences(of: "%%", with: "%"))
    }
    var pattern = "^"
    var bytes = Array(template.utf8)[...]
    var offset = 0
    var placeholders: [FormatSpecifier] = []
    for specifier in specifiers {
      pattern += literal(
        String(decoding: bytes.prefix(specifier.utf8Range.lowerBound - offset), as: UTF8.self))
      if specifier.text == "%%" {
        pattern += "%"
      } else {
        pattern += "(" + Self.pattern(filling: specifier) + ")"
        placeholders.append(specifier)
      }
      bytes = bytes.dropFirst(specifier.utf8Range.upperBound - offset)
      offset = specifier.utf8Range.upperBound
    }
    pattern += literal(String(decoding: bytes, as: UTF8.self)) + "$"
    guard let expression = try? NSRegularExpression(pattern: pattern, options: [.dotMatchesLineSeparators])
    else { return nil }
    self.placeholders = placeholders
    self.expression = expression
  }

  /// What fills each placeholder in `shown`, in order, or `nil` where `shown` is no filling of
  /// the format.
  func fillings(in shown: String) -> [String]? {
    let range = NSRange(shown.startIndex..., in: shown)
    guard let match = expression.firstMatch(in: shown, options: [.anchored], range: range) else { return nil }
    return (1..<match.numberOfRanges).map { group in
      Range(match.range(at: group), in: shown).map { String(shown[$0]) } ?? ""
    }
  }

  /// The number an integer placeholder printed (`1 234`, `-5`, `٣`), or `nil` where `filling`
  /// holds no digit or too many for an `Int`.
  static func integerValue(of filling: String) -> Int? {
    var value = 0
    var digits = 0
    for character in filling {
      guard let digit = character.wholeNumberValue, character.isNumber, digit < 10 else { continue }
      digits += 1
      guard digits <= 18 else { return nil }
      value = value * 10 + digit
    }
    guard digits > 0 else { return nil }
    return filling.contains { $0 == "-" || $0 == "\u{2212}" } ? -value : value
  }

  /// What `specifier` prints: an integer's digits (of any script, grouped as the locale groups
  /// them, signed), hexadecimal or octal digits, or any text for other kinds.
  private static func pattern(filling specifier: FormatSpecifier) -> String {
    guard specifier.type == .integer, specifier.substitutionName == nil, !specifier.isArgPlaceholder else {
      return ".*?"
    }
    switch specifier.text.last {
    case "x", "X": return "\\s*[0-9A-Fa-f]+"
    case "o", "O": return "\\s*[0-7]+"
    default:
      return
        "\\s*\\p{Cf}*[-+\u{2212}]?\\p{Cf}*\\p{Nd}(?:[\\p{Nd},.'\u{2019}\u{00A0}\u{202F}\u{2009}\u{066B}\u{066C} ]*\\p{Nd})?"
    }
  }
}
