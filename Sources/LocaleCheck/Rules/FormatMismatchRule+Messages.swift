import CatalogParser

extension FormatMismatchRule {
  /// The sentence of a form's printf problems: every argument where all are lost, or all added
  /// (fixing the first must not be what reveals the next); else the first, since what follows a
  /// wrong type or number comes from it (a `%@` left beside reads the number; `%2$@` for `%3$@`
  /// is one argument added and one lost). `nil` without problems. `withZeroForm`: the plural has
  /// a `zero` form, which takes 0 from the category's numbers.
  func describe(
    _ problems: [FormatMismatch], category: PluralCategory?, language: String, sourceFormat: String?,
    withZeroForm: Bool = false, lacking: Set<PluralCategory> = []
  ) -> String? {
    guard let first = problems.first else { return nil }
    let kinds = Set(problems.map(\.kind))
    guard problems.count > 1, kinds == [.missingArgument] || kinds == [.extraArgument] else {
      return describe(
        first, category: category, language: language, sourceFormat: sourceFormat, withZeroForm: withZeroForm,
        lacking: lacking)
    }
    // The plural form's reason is told once, after the list, not after each argument.
    let sentences = problems.map {
      kinds == [.missingArgument]
        ? $0.message
        : describe(
          $0, category: category, language: language, sourceFormat: sourceFormat, withZeroForm: withZeroForm,
          lacking: lacking)
    }
    let reason =
      kinds == [.missingArgument]
      ? category.map {
        Self.pluralFormReason($0, language: language, withZeroForm: withZeroForm, lacking: lacking)
      } : nil
    return sentences.joined(separator: "; also ") + (reason ?? "")
  }

  /// A printf problem as a sentence; a plural form missing an argument is told why it may not,
  /// and one using an argument that the source's sentence (`sourceFormat`) has but its forms do
  /// not is told so ("%1$@ pinged%3$#@knocks@ in %2$@": `%2$@` in a form is not the source's).
  func describe(
    _ problem: FormatMismatch, category: PluralCategory?, language: String, sourceFormat: String?,
    withZeroForm: Bool = false, lacking: Set<PluralCategory> = []
  ) -> String {
    guard let category else { return problem.message }
    switch problem.kind {
    case .missingArgument:
      return problem.message
        + Self.pluralFormReason(category, language: language, withZeroForm: withZeroForm, lacking: lacking)
    case .extraArgument:
      guard let sourceFormat, sourceFormat.utf8.contains(UInt8(ascii: "%")),
        FormatSpecifierParser.parse(sourceFormat).contains(where: { $0.argument == problem.argument })
      else { return problem.message }
      let text = problem.translation?.text ?? "?"
      return
        "argument \(problem.argument) (\(text)) is not in the source's plural forms, only in its sentence"
    default: return problem.message
    }
  }

  /// Why a plural form may not leave an argument out: it stands for more than one number,
  /// named where the language's rule is known ("for 1, 21, 31, …", Arabic `other` "for 100 to
  /// 102, 200 to 202, …"); an `other` form also for the numbers of the forms its plural is
  /// `lacking`, which Foundation shows in it meanwhile.
  static func pluralFormReason(
    _ category: PluralCategory, language: String, withZeroForm: Bool = false,
    lacking: Set<PluralCategory> = []
  ) -> String {
    let lacked = category == .other ? lacking : []
    // A Romance `many` the plural leaves out takes the millions to `other`, unsaid: it is no form
    // the plural needs.
    let told = lacked.filter { $0 != .many || !PluralRules.hasManyForMillionsOnly(language) }
    if !told.isEmpty,
      let numbers = PluralRules.otherWholeNumbers(in: language, withZeroForm: withZeroForm, lacking: lacked)
    {
      let forms = PluralCategory.allCases.filter(told.contains).map { "'\($0.rawValue)'" }
      return " (the app shows this 'other' form for \(numbers), as the plural lacks "
        + ReportText.listed(forms) + ")"
    }
    let numbers =
      (lacked.isEmpty
        ? PluralRules.wholeNumbers(of: category, in: language, withZeroForm: withZeroForm) : nil)
      ?? (category == .other
        ? PluralRules.otherWholeNumbers(in: language, withZeroForm: withZeroForm, lacking: lacked) : nil)
      ?? "more than one number"
    // A form for one number may write its count as a word: what it lost is another argument,
    // which no form may lose (audit 227).
    guard !numbers.allSatisfy({ $0.isASCII && $0.isNumber }) else { return "" }
    return " (\(language) uses its '\(category.rawValue)' form for \(numbers))"
  }
}
