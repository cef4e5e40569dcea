extension LabelText {
  /// The text inside the brackets that `text` ends in ("Don't Translate" in "Header Placeholder
  /// (Don't Translate)"), or `nil` where it ends in no bracket of `pairs`.
  ///
  /// - Parameter pairs: The opening brackets each closing one that counts may close: an ASCII
  ///   and a full-width round bracket close each other's, as typed text mixes them ("（…)").
  static func trailingBracketedText(
    of text: String, pairs: [Character: Set<Character>] = roundBrackets
  ) -> Substring? {
    let trimmed = Substring(trimmed(text))
    guard let close = trimmed.last, let openings = pairs[close],
      let open = trimmed.lastIndex(where: openings.contains)
    else { return nil }
    return trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)]
  }

  /// Round brackets, ASCII and full-width, as labels write remarks.
  static let roundBrackets: [Character: Set<Character>] = [")": ["(", "（"], "）": ["(", "（"]]
}
