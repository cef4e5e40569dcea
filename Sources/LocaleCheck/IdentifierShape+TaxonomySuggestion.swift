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
  /// letter or a digit, and at an acronym's last capital that starts a word (`addFeedButton` ->
  /// add, Feed, Button; `userIDField` -> user, ID, Field; `Login2FAButton` -> Login2, FA, Button).
  private static func camelCaseWords(of name: Substring) -> [String] {
    let characters = Array(name)
    var words: [String] = []
    var current = ""
    for (index, character) in characters.enumerated() {
      if character.isUppercase, index > 0, !current.isEmpty {
        let previous = characters[index - 1]
        let next = index + 1 < characters.count ? characters[index + 1] : nil
        // An acronym's plural "s" is its own (`URLs`, `showFAQs`), no next word's start.
        let isPlural = next == "s" && (index + 2 == characters.count || characters[index + 2].isUppercase)
        if previous.isLowercase || previous.isNumber
          || (previous.isUppercase && next?.isLowercase == true && !isPlural)
        {
          words.append(current)
          current = ""
        }
      }
      current.append(character)
    }
    if !current.isEmpty { words.append(current) }
    return words
  }

  /// `word` with its leading capital in lowercase: all of a leading acronym (with its digits) but
  /// the capital that starts the next word (`URLBar` -> `urlBar`, `HTTP2Settings` ->
  /// `http2Settings`), all of an acronym alone or in the plural (`URL`, `URLs` -> `url`, `urls`).
  static func lowercasedFirst(_ word: String) -> String {
    let run = word.prefix { $0.isUppercase || $0.isNumber }.count
    let rest = word.dropFirst(run)
    guard run > 0 else { return word }
    guard run < word.count, rest != "s" else { return word.lowercased() }
    let lowered = max(1, run - 1)
    return word.prefix(lowered).lowercased() + word.dropFirst(lowered)
  }
}
