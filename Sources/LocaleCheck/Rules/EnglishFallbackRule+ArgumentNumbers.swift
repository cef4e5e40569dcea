import Foundation

/// Copies that only write their placeholders' argument numbers otherwise.
extension EnglishFallbackRule {
  /// A plural form and the source's without the number of their one placeholder ("%d times" for
  /// "%2$d times", Wire's " %2$@ times " for " %3$@ times " in a format that numbers its arguments
  /// otherwise: the variable's argument either way; audit 237); `nil` where neither writes one.
  /// Only for plural forms: in a plain value, another number is another argument (review 168).
  static func withoutTheFormsArgumentNumber(_ text: String, _ source: String)
    -> (text: String, source: String)?
  {
    let dollar = UInt8(ascii: "$")
    guard text.utf8.contains(dollar) || source.utf8.contains(dollar) else { return nil }
    let bare = (
      FormatSpecifierParser.withoutTheOnlyArgumentNumber(text),
      FormatSpecifierParser.withoutTheOnlyArgumentNumber(source)
    )
    return bare.0 == bare.1 && bare != (text, source) ? (bare.0, bare.1) : nil
  }

  /// Both texts with their placeholders' argument numbers written, where one writes a number
  /// and both have placeholders, and writing them changes either; else `nil`.
  static func withArgumentNumbers(_ text: String, _ source: String) -> (text: String, source: String)? {
    let (percent, dollar) = (UInt8(ascii: "%"), UInt8(ascii: "$"))
    guard text.utf8.contains(dollar) || source.utf8.contains(dollar),
      text.utf8.contains(percent) && source.utf8.contains(percent)
    else { return nil }
    let numbered = (
      FormatSpecifierParser.withArgumentNumbers(text), FormatSpecifierParser.withArgumentNumbers(source)
    )
    return numbered == (text, source) ? nil : numbered
  }

  /// Whether a plural form that writes its number copies the source's form with its placeholder
  /// ("1 landmark" for "%lld landmark" beside German "%lld Sehenswürdigkeiten"), where no other form
  /// of the translation writes the copied word: "1 hotel" beside Portuguese "%lld hotéis", "1 video"
  /// beside Dutch "%lld video's" is the language's own word (review 195).
  func copiesWithItsNumberWritten(
    _ text: String, source: String, path: String, of value: LocalizedValue, locale: LocaleID,
    context: CheckContext
  ) -> Bool {
    guard let bare = Self.withoutTheWrittenNumber(text, source),
      isFallback(bare.text, source: bare.source, locale: locale, context: context)
    else { return false }
    // Compared without accents: Portuguese "hotéis" writes "hotel" (review 195).
    let folded = { (text: String) in
      text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }
    // Every word starts a word of the other form but for its last letter, at least four:
    // "hotel" in "hotéis", "video" in "videor"; not "page" in "páginas", "item" in "elementos"
    // (reviews 196, 197).
    let words = { (text: String) in folded(text).split(whereSeparator: { !$0.isLetter }) }
    // A language that declines borrowed words may write a shorter form: Czech "album", "alba",
    // "alb"; not "page" beside Romanian "pagini" (reviews 198, 199).
    let declines = Self.mayDeclineBorrowedWords(locale)
    let forms = LeafPath.pluralOwner(of: path).flatMap { value.leaf(at: $0)?.variations?.plural } ?? [:]
    return !forms.values.contains { form in
      guard let other = form.value, folded(other) != folded(text) else { return false }
      let otherWords = words(other)
      return words(bare.text).allSatisfy { word in
        otherWords.contains { own in
          own.hasPrefix(word.prefix(max(4, word.count - 1)))
            || (declines && own.count < word.count && own.hasPrefix(word.prefix(max(3, word.count - 2))))
        }
      }
    }
  }

  /// A plural form that writes its number ("1 landmark", as audit 282's Polish "1 post" does) and
  /// the source's form that writes its placeholder ("%d landmark"), each without them; `nil`
  /// where the form has a placeholder or no number, or the source has other than one placeholder.
  static func withoutTheWrittenNumber(_ text: String, _ source: String) -> (text: String, source: String)? {
    guard text.contains(where: \.isNumber), !text.utf8.contains(UInt8(ascii: "%")),
      source.utf8.contains(UInt8(ascii: "%"))
    else { return nil }
    let placeholders = FormatSpecifierParser.parse(source)
    guard placeholders.count == 1 else { return nil }
    let words = text.split(whereSeparator: \.isWhitespace)
    let unnumbered = words.filter { !$0.allSatisfy(\.isNumber) }
    guard words.count - unnumbered.count == 1 else { return nil }
    let bareSource = FormatSpecifierParser.text(source, without: placeholders)
      .split(whereSeparator: \.isWhitespace).joined(separator: " ")
    let bareText = unnumbered.joined(separator: " ")
    return bareText.isEmpty ? nil : (bareText, bareSource)
  }
}
