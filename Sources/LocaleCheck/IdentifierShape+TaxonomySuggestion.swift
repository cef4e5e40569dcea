extension IdentifierShape {
  /// An identifier like `identifier` that follows `screen.section.element`, where one can be
  /// told: its segments with a lowercase first letter (`MainMenu.NewTab` -> `mainMenu.newTab`),
  /// its 2 to 4 words joined by '.' (`urlBar-cancel` -> `urlBar.cancel`), or a camelCase name
  /// split off its last word under a screen to name (`addFeedButton` -> `<screen>.addFeed.button`).
  /// `nil` where the identifier follows it, or the fix is no rename of letters (too many
  /// segments, digits first, other characters: the problems say).
  static func taxonomySuggestion(for identifier: String) -> String? {
    if !identifier.contains("."), let joiner = ["_", "-", " "].first(where: { identifier.contains($0) }) {
      let words = identifier.split(separator: joiner, omittingEmptySubsequences: false)
      guard (2...4).contains(words.count), words.allSatisfy({ isCamelCaseMaterial($0) }) else { return nil }
      return words.map { lowercasedFirst(String($0)) }.joined(separator: ".")
    }
    let segments = identifier.split(separator: ".", omittingEmptySubsequences: false)
    guard segments.allSatisfy({ isCamelCaseMaterial($0) }) else { return nil }
    if segments.count == 1 {
      let words = camelCaseWords(of: segments[0])
      guard words.count >= 2 else { return nil }
      let name = lowercasedFirst(words.dropLast().joined())
      return "<screen>.\(name).\(lowercasedFirst(words[words.count - 1]))"
    }
    guard (2...4).contains(segments.count) else { return nil }
    let suggestion = segments.map { lowercasedFirst(String($0)) }.joined(separator: ".")
    return suggestion == identifier ? nil : suggestion
  }

  /// Whether `segment` is ASCII letters and digits, starting with a letter.
  private static func isCamelCaseMaterial(_ segment: Substring) -> Bool {
    guard let first = segment.first, first.isASCII, first.isLetter else { return false }
    return segment.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
  }

  /// The words of a camelCase or PascalCase name: a new one at each capital after a lowercase
  /// letter or a digit (`addFeedButton` -> add, Feed, Button; `URLField` stays one).
  private static func camelCaseWords(of name: Substring) -> [String] {
    var words: [String] = []
    var current = ""
    var previous: Character?
    for character in name {
      if character.isUppercase, let previous, previous.isLowercase || previous.isNumber, !current.isEmpty {
        words.append(current)
        current = ""
      }
      current.append(character)
      previous = character
    }
    if !current.isEmpty { words.append(current) }
    return words
  }

  /// `word` with its leading capital in lowercase: all of a leading acronym but the capital that
  /// starts the next word (`URLBar` -> `urlBar`), all of a word in capitals (`URL` -> `url`).
  private static func lowercasedFirst(_ word: String) -> String {
    let capitals = word.prefix { $0.isUppercase }.count
    guard capitals < word.count, !word.allSatisfy({ $0.isUppercase || $0.isNumber }) else {
      return word.lowercased()
    }
    let lowered = max(1, capitals - 1)
    return word.prefix(lowered).lowercased() + word.dropFirst(lowered)
  }
}
