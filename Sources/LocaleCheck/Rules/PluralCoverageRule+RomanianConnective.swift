import CatalogParser

extension PluralCoverageRule {
  /// The problem of a Romanian plural whose `other` form repeats `few` with its noun right after
  /// the number: CLDR's `other` is for 20 to 100, 120 to 200 and so on, where Romanian writes "de"
  /// between the number and its noun ("20 de fișiere", not "20 fișiere"; audit 304, NearDrop).
  /// `nil` otherwise: a form whose number ends the text ("Fișiere: %d") or stands before "de" or
  /// a unit ("%d MB", "%d min.") needs no other form, and one that copies the source's text is
  /// `english-fallback`'s (review 206).
  static func romanianOtherWithoutConnective(
    _ cases: [String: LocalizedValue], locale: LocaleID, sourceForms: () -> Set<String>
  ) -> String? {
    guard ["ro", "mo"].contains(locale.language),
      let few = cases[PluralCategory.few.rawValue]?.value.map(LabelText.trimmed),
      let other = cases[PluralCategory.other.rawValue]?.value.map(LabelText.trimmed), few == other,
      let one = cases[PluralCategory.one.rawValue]?.value.map(LabelText.trimmed), one != few,
      let noun = CountNeighbours(of: other)?.after, noun.lowercased() != "de", !isUnit(noun, in: other),
      !sourceForms().contains(where: { LabelText.trimmed($0) == other })
    else { return nil }
    return "repeats its 'few' form '\(other)' in 'other', which the app shows for 20 to 100, 120 to 200 and "
      + "so on: Romanian writes 'de' between such a number and its noun ('20 de \(noun)')"
  }

  /// Whether `word`, after the count in `text`, is a unit or an abbreviation, which takes no "de":
  /// written in capitals ("MB"), with a full stop ("min."), or a unit's symbol ("km", "px").
  private static func isUnit(_ word: String, in text: String) -> Bool {
    if word.count >= 2 && word.allSatisfy(\.isUppercase) { return true }
    if text.contains(word + ".") { return true }
    return unitSymbols.contains(word)
  }

  /// Units' symbols written in lowercase letters.
  private static let unitSymbols: Set<String> = [
    "s", "ms", "min", "h", "m", "km", "cm", "mm", "kg", "g", "mg", "l", "ml", "px", "pt", "kb", "mb", "gb",
    "tb", "mp", "fps", "kbps", "mbps",
  ]
}
