import CatalogParser

extension EnglishFallbackRule {
  /// A translation and its source text without their placeholders, where the locale is written
  /// in another script than Latin and the two differ in their placeholders only: Arabic "Missed
  /// call from %2$@" for English's form "Missed call from" (a format `%#@n@ %2$@` the translation
  /// wrote `%2$@ %#@n@`; audit 289, Wire) keeps every English word, wherever the name stands.
  /// `nil` otherwise: in a language written in Latin letters the words left may be its own.
  static func withoutPlaceholders(_ text: String, _ source: String, locale: LocaleID)
    -> (text: String, source: String)?
  {
    let percent = UInt8(ascii: "%")
    // A text equal to the source's is judged as it is: "© %d Thomas Ricouard" keeps its year
    // (audit 295).
    guard text != source, text.utf8.contains(percent) || source.utf8.contains(percent),
      !LatinSourceText.mayBeWrittenInLatin(locale)
    else { return nil }
    let bare = (wordsAroundPlaceholders(text), wordsAroundPlaceholders(source))
    guard bare.0 == bare.1, !bare.0.isEmpty, bare != (text, source),
      // The source's text but for its spacing and argument numbers ("© %1$d Thomas Ricouard ") is
      // no move: it is judged as it is, with its year (review 198); another placeholder or space
      // beside one ("Channel %d", "Version%@") is (review 199).
      layout(of: text) != layout(of: source)
    else { return nil }
    return bare
  }

  /// Whether `text` copies the words of `source` around placeholders it wrote elsewhere (see
  /// `withoutPlaceholders(_:_:locale:)`).
  func copiesWordsAroundMovedPlaceholders(
    _ text: String, source: String, locale: LocaleID, context: CheckContext
  ) -> Bool {
    // A text listed as it is written (`%d GB`) is allowed wherever its placeholders stand.
    // A source text the rule lets pass as it is ("© %d Thomas Ricouard", a year) lets its words
    // pass around other placeholders too (review 200).
    guard let bare = Self.withoutPlaceholders(text, source, locale: locale),
      isFallback(source, source: source, locale: locale, context: context),
      !context.isAllowedIdentical(LabelText.trimmed(source)),
      !context.isAllowedIdentical(LabelText.trimmed(text))
    else { return false }
    return isFallback(bare.text, source: bare.source, locale: locale, context: context)
  }

  /// `text` with its placeholders' argument numbers written and its white space runs made one
  /// space, trimmed.
  private static func layout(of text: String) -> String {
    FormatSpecifierParser.withArgumentNumbers(text).split(whereSeparator: \.isWhitespace).joined(
      separator: " ")
  }

  /// `text` without its placeholders, its white space runs made one space, trimmed.
  private static func wordsAroundPlaceholders(_ text: String) -> String {
    FormatSpecifierParser.text(text, without: FormatSpecifierParser.parse(text))
      .split(whereSeparator: \.isWhitespace)
      .joined(separator: " ")
  }
}
