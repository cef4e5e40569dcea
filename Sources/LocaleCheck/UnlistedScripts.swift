/// Scripts that no role-word list is written in and that case and diacritic folding never leave:
/// Armenian, the Indic scripts from Gurmukhi to Sinhala (not Bengali, which has a list), Lao (not Thai between them, which has a
/// list), Tibetan, Myanmar, Georgian, Ethiopic, Cherokee, Canadian syllabics and the others up to
/// U+1CFF (not Cyrillic Extended-C, whose letters fold to Cyrillic), with the Georgian and
/// Cherokee supplements their capitals fold to.
///
/// A word written only in them folds to a word still written only in them, so it can never equal
/// a listed role word; `RoleWords` then skips folding it, which for these scripts is Foundation's
/// costly folding. A test checks both halves: no list holds such a scalar, and folding one stays
/// among them.
enum UnlistedScripts {
  static let ranges: [ClosedRange<UInt32>] = [
    0x0530...0x058F, 0x0A00...0x0DFF, 0x0E80...0x0FFF, 0x1000...0x10FF, 0x1200...0x1C7F, 0x1C90...0x1CFF,
    0x2D00...0x2D2F, 0xAB70...0xABBF,
  ]

  /// Whether every scalar of `word` is in one of these scripts (`false` for an empty word).
  static func contains(_ word: String) -> Bool {
    var sawScalar = false
    for scalar in word.unicodeScalars {
      let value = scalar.value
      guard value >= 0x0530, ranges.contains(where: { $0.contains(value) }) else { return false }
      sawScalar = true
    }
    return sawScalar
  }
}
