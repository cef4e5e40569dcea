/// translatewiki.net's message documentation: the pseudo-language `qqq` it exports beside the
/// translations (`qqq.lproj` in Wikipedia's and Kiwix's apps).
///
/// Its values describe each message for translators ("Title of the cancel action"); no user can
/// choose the language, so checking it as a locale would report every key.
enum MessageDocumentation {
  /// The language code translatewiki.net reserves for message documentation.
  static let locale = LocaleID("qqq")

  /// The documentation of `entry`, taken out of its values: the text the `qqq` file gives the key,
  /// if any.
  static func take(from entry: inout StringEntry) -> LocalizedValue? {
    entry.localizations.removeValue(forKey: locale)
  }

  /// The text of `documentation`: its value, or for a plural's documentation (a String Catalog
  /// plural, a `.stringsdict` variable) the `other` form.
  static func text(of documentation: LocalizedValue) -> String? {
    if let other = documentation.variations?.plural?["other"]?.value { return other }
    if let substitutions = documentation.substitutions, !substitutions.isEmpty {
      return substitutions.keys.sorted().lazy.compactMap {
        substitutions[$0]?.variations?.plural?["other"]?.value
      }
      .first
    }
    return documentation.value
  }

  /// Whether `documentation` should be the comment of `entry`, whose comment came from `source`'s
  /// file, a String Catalog or XLIFF file (no locale), or another locale's file.
  static func replacesComment(of entry: StringEntry, source: LocaleID) -> Bool {
    guard let comment = entry.comment, !comment.trimmingWhitespace.isEmpty else { return true }
    guard let locale = entry.commentLocale else { return false }
    return locale != source && locale != .base
  }
}
