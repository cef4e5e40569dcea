extension LabelText {
  /// Whether `key` may be the text it stands for, as `NSLocalizedString("Save", ...)` writes it
  /// where no source-language file exists: it has words and is no machine token, and it is a
  /// phrase or one word as words are written ("Save"; not a tool's id, "AGMpus"), in a table
  /// with phrases among its keys (`inTableWithPhrases`; not an `.intentdefinition`'s, whose ids
  /// look like words: "Ncumus").
  public static func keyMayBeText(_ key: String, inTableWithPhrases: () -> Bool) -> Bool {
    guard hasWords(key), !IdentifierShape.looksLikeMachineToken(key) else { return false }
    if !isPhrase(key) && !(key.dropFirst().allSatisfy(\.isLowercase) && key.allSatisfy(\.isLetter)) {
      return false
    }
    return inTableWithPhrases()
  }

  /// Whether `key` is written as text is: with a space, or in other letters than ASCII's.
  public static func isPhrase(_ key: String) -> Bool {
    key.contains(where: \.isWhitespace) || key.unicodeScalars.contains(where: { !$0.isASCII })
  }
}
