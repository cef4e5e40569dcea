import CatalogParser

extension PluralCoverageRule {
  /// What surrounds a plural form's one number placeholder: the words after it, one of which
  /// agrees with the count, and the text before it, which may govern their case.
  struct CountNeighbours {
    /// The word right after the number ("fișiere" in "%d fișiere noi"), after a space (also a
    /// no-break one), or `nil`.
    var after: String?
    /// The word after ``after`` ("сообщений" in "%d новых сообщений"), after a space, or `nil`.
    var afterNext: String?
    /// The text before the number ("Найдено " in "Найдено %d файлов").
    var preceding: Substring

    /// The neighbours of `text`'s one number placeholder, or `nil` where it has none or several.
    init?(of text: String) {
      let counts = FormatSpecifierParser.parse(text).filter {
        $0.substitutionName == nil && [.integer, .floating, .unknown].contains($0.type)
      }
      guard counts.count == 1, let count = counts.first else { return nil }
      let utf8 = text.utf8
      let following = Substring(decoding: utf8.dropFirst(count.utf8Range.upperBound), as: UTF8.self)
      preceding = Substring(decoding: utf8.prefix(count.utf8Range.lowerBound), as: UTF8.self)
      after = Self.leadingWord(of: following)
      afterNext = after.flatMap { Self.leadingWord(of: following.dropFirst($0.count + 1)) }
    }

    /// The word that starts `text` after one space, or `nil`.
    private static func leadingWord(of text: Substring) -> String? {
      guard let space = text.first, space.isWhitespace, !space.isNewline else { return nil }
      let word = text.dropFirst().prefix(while: \.isLetter)
      return word.isEmpty ? nil : String(word)
    }
  }

  /// The text before the variable at `path` in the format of `own` that holds it ("%#@users@ из "
  /// for `substitutions.seats` in "%#@users@ из %#@seats@"): what may govern the case of a noun
  /// that a form starts with. Empty for a set that is no top-level variable.
  static func textBeforeVariable(at path: String, in own: LocalizedValue) -> Substring {
    guard path.hasPrefix("substitutions."), let format = own.value,
      let name = own.substitutions?.keys.first(where: {
        "substitutions." + VariablePathName.segment(for: $0) == path
      }),
      let token = format.range(of: "#@" + name + "@"),
      let percent = format[..<token.lowerBound].lastIndex(of: "%")
    else { return "" }
    return format[..<percent]
  }
}
