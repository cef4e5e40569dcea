/// Two labels that differ in characters that look or sound alike: a message that quotes both
/// must say where, or the team diffs them by eye ("shows 'Question ?' ... resolves 'Question ?'").
extension RuntimeMismatchRule {
  /// Where `shown` and `expected` differ in marks that read alike or in spacing alone, what
  /// differs (``typographicDifference(_:_:)``, ``spacingDifference(_:_:)``); "" otherwise.
  static func readAlikeDifference(_ shown: String, _ expected: String) -> String {
    let marks = typographicDifference(shown, expected)
    return marks.isEmpty ? spacingDifference(shown, expected) : marks
  }

  /// " (they differ only in …)" where `shown` and `expected` differ only in apostrophes,
  /// quotation marks, kinds of space or line breaks, naming each pair; "" otherwise.
  static func typographicDifference(_ shown: String, _ expected: String) -> String {
    let shownScalars = scalars(of: LabelText.trimmed(shown))
    let expectedScalars = scalars(of: LabelText.trimmed(expected))
    guard shownScalars.count == expectedScalars.count else { return "" }
    var pairs: [(Unicode.Scalar, Unicode.Scalar)] = []
    for (mine, theirs) in zip(shownScalars, expectedScalars) where mine != theirs {
      guard let kind = ReadAlikeMark(mine), kind == ReadAlikeMark(theirs) else { return "" }
      if !pairs.contains(where: { $0 == (mine, theirs) }) { pairs.append((mine, theirs)) }
    }
    guard !pairs.isEmpty, pairs.count <= 3 else { return "" }
    let named = pairs.map { "\(name(of: $0.0)) where the catalog has \(name(of: $0.1))" }
    return " (they differ only in " + named.joined(separator: ", and ") + ")"
  }

  /// The scalars of `text`, a CR LF as one line break.
  private static func scalars(of text: String) -> [Unicode.Scalar] {
    var result: [Unicode.Scalar] = []
    for scalar in text.unicodeScalars {
      if scalar == "\n", result.last == "\r" {
        result[result.count - 1] = "\n"
      } else {
        result.append(scalar)
      }
    }
    return result
  }

  /// `scalar` as a message names it: an invisible one by what it is, the others quoted.
  static func name(of scalar: Unicode.Scalar) -> String {
    let code = CodePoint.text(scalar.value)
    switch scalar.value {
    case 0x20: return "a space"
    case 0x0A, 0x0D, 0x2028: return "a line break"
    case 0xA0: return "a no-break space (\(code))"
    case 0x202F: return "a narrow no-break space (\(code))"
    case 0x2007, 0x2009, 0x200A: return "a thin space (\(code))"
    case 0x3000: return "an ideographic space (\(code))"
    default: return "\(scalar) (\(code))"
    }
  }
}
