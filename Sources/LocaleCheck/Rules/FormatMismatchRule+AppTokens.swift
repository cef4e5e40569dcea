extension FormatMismatchRule {
  /// The tokens of an app's own (`%0`, `%1`) that `text` loses, where `source` is no printf format;
  /// none for a plural form of one number, which may leave its count out.
  /// `parsed` is the source's parse where the comparison made it (the key's cells share it).
  /// A source in a language that writes the percent sign first (Turkish "%0 faiz", Basque) has
  /// percentages, not tokens.
  func appTokenProblem(
    in text: String, source: String, sourceLanguage: String, parsed: ParsedFormatSource?, mayLeaveOut: Bool
  ) -> String? {
    // Most texts have no `%` at all: the parse below is for the few that do.
    guard !mayLeaveOut, source.containsUTF8Byte(UInt8(ascii: "%")),
      !["tr", "eu"].contains(LocaleID(sourceLanguage).language)
    else { return nil }
    let isProse =
      parsed.flatMap { $0.text == source ? $0.isProse : nil } ?? ParsedFormatSource(source).isProse
    return AppTokens.problem(source: source, translation: text, sourceIsProse: isProse)
  }
}
