/// What a translation does with the tokens an app replaces itself (`{DATE}`, `%count%`): the
/// message both kinds of token share.
enum TokenLoss {
  /// The tokens of `sourceTokens` that `written` (a translation's) lacks, and beside them those
  /// only the translation has, which the app shows as written ("{DATUM}"); `nil` where none is
  /// lost.
  static func problem(sourceTokens: [String], written: [String]) -> String? {
    let missing = sourceTokens.filter { !written.contains($0) }.uniquedInOrder()
    guard !missing.isEmpty else { return nil }
    let lost =
      missing.count == 1
      ? "token \(missing[0]) of the source is missing here: where the app replaces it with a value, this "
        + "translation never shows the value"
      : "tokens \(missing.joined(separator: ", ")) of the source are missing here: where the app replaces them "
        + "with values, this translation never shows them"
    let extras = written.filter { !sourceTokens.contains($0) }.uniquedInOrder()
    guard !extras.isEmpty else { return lost }
    return lost + "; the app shows \(extras.joined(separator: ", ")) as written: the source has no such "
      + (extras.count == 1 ? "token" : "tokens")
  }
}
