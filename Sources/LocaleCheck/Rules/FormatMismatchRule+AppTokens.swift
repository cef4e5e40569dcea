extension FormatMismatchRule {
  /// The tokens of an app's own (`%0`, `%1`) that `text` loses, where `source` is no printf format;
  /// none for a plural form of one number, which may leave its count out.
  func appTokenProblem(in text: String, source: String, mayLeaveOut: Bool) -> String? {
    // Most texts have no `%` at all: the parse below is for the few that do.
    guard !mayLeaveOut, source.containsUTF8Byte(UInt8(ascii: "%")) else { return nil }
    return AppTokens.problem(
      source: source, translation: text, sourceIsProse: ParsedFormatSource(source).isProse)
  }
}
