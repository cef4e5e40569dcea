extension LabelText {
  /// The text inside the brackets that `text` ends in ("Don't Translate" in "Header Placeholder
  /// (Don't Translate)"), or `nil` where it ends in no bracket of `pairs`.
  ///
  /// - Parameter pairs: The opening bracket of each closing one that counts.
  static func trailingBracketedText(
    of text: String, pairs: [Character: Character] = roundBrackets
  ) -> Substring? {
    let trimmed = Substring(trimmed(text))
    guard let close = trimmed.last, let opening = pairs[close],
      let open = trimmed.lastIndex(of: opening)
    else { return nil }
    return trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)]
  }

  /// Round brackets, ASCII and full-width, as labels write remarks.
  static let roundBrackets: [Character: Character] = [")": "(", "）": "（"]

  /// Round, square and full-width brackets, as notes write instructions.
  static let noteBrackets: [Character: Character] = [")": "(", "]": "[", "）": "（"]
}
