/// Scripts that no role-word list is written in and that case and diacritic folding never leave:
/// the Indic scripts Gurmukhi, Gujarati and Oriya, and Sinhala (Bengali, Tamil, Telugu, Kannada and
/// Malayalam have lists), Lao (not Thai before it, which has a list), Tibetan, Myanmar, Ethiopic,
/// Cherokee, Canadian syllabics and the others up to U+1CFF (not Cyrillic Extended-C, whose
/// letters fold to Cyrillic, nor Georgian, which has a list), and the Cherokee supplement, whose
/// lowercase letters fold to Cherokee's capitals.
///
/// A word written only in them folds to a word still written only in them, so it can never equal
/// a listed role word; `RoleWords` then skips folding it, which for these scripts is Foundation's
/// costly folding. A test checks both halves: no list holds such a scalar, and folding one stays
/// among them.
enum UnlistedScripts {
  static let ranges: [ClosedRange<UInt32>] = [
    0x0A00...0x0B7F, 0x0D80...0x0DFF, 0x0E80...0x0FFF, 0x1000...0x109F, 0x1200...0x1C7F, 0x1CC0...0x1CFF,
    0xAB70...0xABBF,
  ]

  /// Whether every scalar of `word` is in one of these scripts (`false` for an empty word).
  static func contains(_ word: String) -> Bool {
    var sawScalar = false
    for scalar in word.unicodeScalars {
      let value = scalar.value
      guard value >= 0x0A00, ranges.contains(where: { $0.contains(value) }) else { return false }
      sawScalar = true
    }
    return sawScalar
  }
}
