import CatalogParser

extension PluralCoverageRule {
  /// The problem of a Romanian plural whose `other` form repeats `few` with its noun right after
  /// the number: CLDR's `other` is for 20 to 101, 120 and on, where Romanian writes "de" between
  /// the number and its noun ("20 de fișiere", not "20 fișiere"; audit 304, NearDrop). `nil`
  /// otherwise: a form whose number ends the text ("Fișiere: %d") or stands before "de" needs no
  /// other form.
  static func romanianOtherWithoutConnective(_ cases: [String: LocalizedValue], locale: LocaleID) -> String? {
    guard ["ro", "mo"].contains(locale.language),
      let few = cases[PluralCategory.few.rawValue]?.value.map(LabelText.trimmed),
      let other = cases[PluralCategory.other.rawValue]?.value.map(LabelText.trimmed), few == other,
      let one = cases[PluralCategory.one.rawValue]?.value.map(LabelText.trimmed), one != few,
      let noun = wordAfterCount(in: other), noun.lowercased() != "de"
    else { return nil }
    return "repeats its 'few' form '\(other)' in 'other', which the app shows for 20 to 101, 120 and most "
      + "counts from there on: Romanian writes 'de' between such a number and its noun ('20 de \(noun)')"
  }

  /// The word right after the text's one number placeholder ("fișiere" in "%d fișiere noi"), or `nil`.
  private static func wordAfterCount(in text: String) -> String? {
    let counts = FormatSpecifierParser.parse(text).filter {
      $0.substitutionName == nil && [.integer, .floating, .unknown].contains($0.type)
    }
    guard counts.count == 1, let count = counts.first else { return nil }
    let after = text.utf8.dropFirst(count.utf8Range.upperBound)
    guard after.first == UInt8(ascii: " ") else { return nil }
    let word = String(decoding: after.dropFirst(), as: UTF8.self).prefix { $0.isLetter }
    return word.isEmpty ? nil : String(word)
  }
}
