import CatalogParser

extension PluralCoverageRule {
  /// The words on either side of a plural form's one number placeholder: the noun that agrees
  /// with the count, and what governs its case.
  struct CountNeighbours {
    /// The word right after the number ("fișiere" in "%d fișiere noi"), after a space (also a
    /// no-break one), or `nil`.
    var after: String?
    /// The word right before the number ("для" in "для %d сетей"), before a space, or `nil`.
    var before: String?

    /// The neighbours of `text`'s one number placeholder, or `nil` where it has none or several.
    init?(of text: String) {
      let counts = FormatSpecifierParser.parse(text).filter {
        $0.substitutionName == nil && [.integer, .floating, .unknown].contains($0.type)
      }
      guard counts.count == 1, let count = counts.first else { return nil }
      let utf8 = text.utf8
      let following = Substring(decoding: utf8.dropFirst(count.utf8Range.upperBound), as: UTF8.self)
      let preceding = Substring(decoding: utf8.prefix(count.utf8Range.lowerBound), as: UTF8.self)
      after =
        following.first.map(Self.isSpace) == true
        ? Self.word(String(following.dropFirst().prefix(while: \.isLetter))) : nil
      before =
        preceding.last.map(Self.isSpace) == true
        ? Self.word(String(preceding.dropLast().reversed().prefix(while: \.isLetter).reversed())) : nil
    }

    private static func isSpace(_ character: Character) -> Bool {
      character.isWhitespace && !character.isNewline
    }

    private static func word(_ letters: String) -> String? {
      letters.isEmpty ? nil : letters
    }
  }

  /// The word right before the variable at `path` in the format of `own` that holds it ("из" in
  /// "%#@users@ из %#@seats@" for `substitutions.seats`): what governs the case of a noun that a
  /// form starts with. `nil` for a set that is no top-level variable, or nothing but a space
  /// before it.
  static func wordBeforeVariable(at path: String, in own: LocalizedValue) -> String? {
    guard path.hasPrefix("substitutions."), let format = own.value,
      let name = own.substitutions?.keys.first(where: {
        "substitutions." + VariablePathName.segment(for: $0) == path
      }),
      let token = format.range(of: "#@" + name + "@"),
      let percent = format[..<token.lowerBound].lastIndex(of: "%")
    else { return nil }
    let preceding = format[..<percent]
    guard let space = preceding.last, space.isWhitespace, !space.isNewline else { return nil }
    let word = String(preceding.dropLast().reversed().prefix(while: \.isLetter).reversed())
    return word.isEmpty ? nil : word
  }
}
