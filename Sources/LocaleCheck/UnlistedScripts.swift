/// Scripts that no role-word list is written in and that case and diacritic folding never leave:
/// Oriya (the other Indic scripts and Sinhala have lists), Lao (not Thai before it, which has a
/// list), Tibetan, Cherokee, Canadian syllabics and the others up to U+1CFF (not Myanmar,
/// Ethiopic, Khmer or Georgian, which have lists, nor Cyrillic Extended-C, whose letters fold to
/// Cyrillic), and the Cherokee supplement, whose lowercase letters fold to Cherokee's capitals.
///
/// A word written only in them folds to a word still written only in them, so it can never equal
/// a listed role word; `RoleWords` then skips folding it, which for these scripts is Foundation's
/// costly folding. A test checks both halves: no list holds such a scalar, and folding one stays
/// among them.
enum UnlistedScripts {
  static let ranges: [ClosedRange<UInt32>] = [
    0x0B00...0x0B7F, 0x0E80...0x0FFF, 0x13A0...0x177F, 0x1800...0x1C7F, 0x1CC0...0x1CFF, 0xAB70...0xABBF,
  ]

  /// Whether every scalar of `word` is in one of these scripts (`false` for an empty word).
  static func contains(_ word: String) -> Bool {
    var sawScalar = false
    for scalar in word.unicodeScalars {
      let value = scalar.value
      guard value >= 0x0B00, ranges.contains(where: { $0.contains(value) }) else { return false }
      sawScalar = true
    }
    return sawScalar
  }
}
