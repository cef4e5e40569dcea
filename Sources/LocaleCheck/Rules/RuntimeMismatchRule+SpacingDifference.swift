/// Two labels that differ only in their spaces read alike when quoted: the message must say
/// where ("shows 'E-Mail  Adresse' … resolves 'E-Mail Adresse'", audit 241).
extension RuntimeMismatchRule {
  /// " (they differ only in spacing: a doubled space after 'E-Mail')" where `shown` and
  /// `expected` have the same characters but for the spaces between them, naming up to two
  /// places; "" otherwise.
  static func spacingDifference(_ shown: String, _ expected: String) -> String {
    guard let shownGaps = gaps(of: LabelText.trimmed(shown)),
      let expectedGaps = gaps(of: LabelText.trimmed(expected)),
      shownGaps.text == expectedGaps.text
    else { return "" }
    let places = shownGaps.spaces.indices.filter { shownGaps.spaces[$0] != expectedGaps.spaces[$0] }
    guard !places.isEmpty else { return "" }
    guard places.count <= 2 else { return " (they differ only in spacing)" }
    let named = places.map { place in
      let word = String(wordBefore(place, in: expectedGaps))
      return describe(shownGaps.spaces[place], against: expectedGaps.spaces[place]) + " after '\(word)'"
    }
    return " (they differ only in spacing: " + named.joined(separator: ", and ") + ")"
  }

  /// The scalars of `text` that are no space, and before each the spaces that precede it;
  /// `nil` where `text` has no space to compare.
  private static func gaps(of text: String) -> (text: [Unicode.Scalar], spaces: [[Unicode.Scalar]])? {
    var letters: [Unicode.Scalar] = []
    var spaces: [[Unicode.Scalar]] = []
    var pending: [Unicode.Scalar] = []
    for scalar in text.unicodeScalars {
      if ReadAlikeMark(scalar) == .space {
        pending.append(scalar)
      } else {
        letters.append(scalar)
        spaces.append(pending)
        pending = []
      }
    }
    return letters.isEmpty ? nil : (letters, spaces)
  }

  /// The word that ends just before `place`, its last twelve letters at most.
  private static func wordBefore(
    _ place: Int, in gaps: (text: [Unicode.Scalar], spaces: [[Unicode.Scalar]])
  ) -> String.UnicodeScalarView {
    var start = place - 1
    while start > 0, gaps.spaces[start].isEmpty, place - start < 12 { start -= 1 }
    return String.UnicodeScalarView(gaps.text[start..<place])
  }

  /// What a place shows against what the catalog has there.
  private static func describe(_ shown: [Unicode.Scalar], against expected: [Unicode.Scalar]) -> String {
    if expected.isEmpty { return "\(spaces(shown)) where the catalog has none" }
    if shown.isEmpty { return "no space where the catalog has \(spaces(expected))" }
    if shown.count == 2, shown[0] == shown[1], expected == [shown[0]] { return "a doubled space" }
    return "\(spaces(shown)) where the catalog has \(spaces(expected))"
  }

  /// The spaces of one place as a message names them ("a space and a no-break space (U+00A0)").
  private static func spaces(_ scalars: [Unicode.Scalar]) -> String {
    scalars.map { name(of: $0) }.joined(separator: " and ")
  }
}
