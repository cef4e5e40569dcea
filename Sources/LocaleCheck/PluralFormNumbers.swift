/// Which whole numbers a translation's plural form stands for beside the source's form of the same
/// category, to tell whether an empty form that follows an empty source form shows nothing for
/// more counts than the source does (a Russian `one` after an English one: also 21, 31, …).
struct PluralFormNumbers {
  /// Whether 0 is not the category's in the translation: its plural has a `zero` form, which
  /// Foundation shows for 0 in every language, or the source's `zero` form is empty too, so that
  /// the source shows nothing for 0 either.
  var hasZeroForm: Bool
  /// Whether the source's plural has a `zero` form.
  var sourceHasZeroForm: Bool

  /// Whether `category` holds no more whole numbers in `language` than in `source`: `zero`, `one`
  /// or `two` of one number (which every language's category of that name holds), or the same
  /// numbers, or the language's are not known here. Welsh `many` (6) holds more than a Spanish
  /// `many`, which no small count reaches.
  func holdsNoMore(_ category: PluralCategory, in language: String, than source: String) -> Bool {
    if PluralRules.holdsTheNumberItNames(category, in: language, withZeroForm: hasZeroForm) { return true }
    guard let numbers = PluralRules.wholeNumbers(of: category, in: language, withZeroForm: hasZeroForm)
    else { return true }
    guard
      let sourceNumbers = PluralRules.wholeNumbers(of: category, in: source, withZeroForm: sourceHasZeroForm)
    else { return PluralRules.lookup(source) == nil }
    return numbers == sourceNumbers
  }
}
