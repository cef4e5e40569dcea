extension EnglishFallbackRule {
  /// English words other languages do not write, of which Info.plist's prompts are made
  /// ("This app needs access to your camera"); not Dutch's "is", "of", "we" (review 219).
  private static let englishProseWords: Set<Substring> = [
    "the", "to", "for", "your", "you", "this", "that", "and", "with", "would", "like", "our", "are",
    "will", "needs", "allow", "access", "uses", "when", "used", "required", "requires",
  ]

  /// Whether Info.plist's own `text` reads as English prose (two of those words): many teams write
  /// Info.plist in their own language beside an English `en.lproj`, and a translation that
  /// repeats that text is no English (review 218: `需要使用相机来拍摄小票照片`, German prompts).
  static func readsAsEnglishProse(_ text: String) -> Bool {
    let words = text.lowercased().split { !$0.isLetter }
    return Set(words.filter(englishProseWords.contains)).count >= 2
      && text.unicodeScalars.allSatisfy { !$0.properties.isAlphabetic || LatinSourceText.isEnglishScalar($0) }
  }
}
