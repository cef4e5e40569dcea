extension LabelText {
  /// The two spellings of the mark a menu command that opens a dialog ends with ("Export…",
  /// "Export..."), which VoiceOver does not speak.
  static let ellipses = ["...", "…"]

  /// `text` without the "..." or "…" that ends it (trimmed), or `nil` where none does (or the
  /// text is only the mark).
  static func withoutTrailingEllipsis(_ text: String) -> String? {
    let trimmed = trimmed(text)
    for ellipsis in ellipses where trimmed.hasSuffix(ellipsis) && trimmed.count > ellipsis.count {
      return String(trimmed.dropLast(ellipsis.count))
    }
    return nil
  }

  /// `text` trimmed and without the "..." or "…" that ends it, where one does: "Export..." and
  /// "Export…" are both "Export", the text a menu command's label and its key share.
  static func withoutEllipsis(_ text: String) -> String {
    withoutTrailingEllipsis(text) ?? trimmed(text)
  }
}
