import CatalogParser

extension PluralCoverageRule {
  /// What a device shows for the categories a plural lacks, told beside the categories the
  /// language needs: "; the app shows the 'other' form for 2 to 4, 22 to 24, 32 to 34, …".
  ///
  /// Foundation takes a plural's `other` form for a category it lacks, so the translator reads
  /// which counts now show a wrong form ("2 файлов"), not a crash. Told where the plural lacks
  /// one category (where it lacks more, `other` stands in for most counts), has an `other` form
  /// with text and counts whole numbers, and the category's numbers are known; where it lacks
  /// `other` alone, that every plural needs it; else "".
  static func otherFormShown(
    for missing: [PluralCategory], in locale: LocaleID, cases: [String: LocalizedValue],
    counts: FormatArgumentType?
  ) -> String {
    // Russian's `other` is for fractions: a set of whole counts still needs it (audit 123).
    if missing == [.other] {
      return "; every plural needs 'other', the form the system falls back to"
    }
    guard counts != .floating, missing.count == 1,
      let other = cases[PluralCategory.other.rawValue],
      other.variations != nil || other.value.map(LabelText.isBlank) == false,
      let numbers = PluralRules.wholeNumbers(
        of: missing[0], in: locale.identifier, withZeroForm: cases[PluralCategory.zero.rawValue] != nil)
    else { return "" }
    // CLDR 42 gave Maltese `two` the 2 that `few` had; the ICU of iOS 16 and earlier still has it there.
    let olderSystems =
      missing[0] == .two && locale.language == "mt" ? ", and on iOS 16 and earlier the 'few' form" : ""
    return "; the app shows the 'other' form for \(numbers)\(olderSystems)"
  }

  /// What a translator most likely meant by a form of a category the language never uses, or
  /// one it uses only for whole millions, where the plural lacks forms: "; pl never shows a 'two'
  /// form: its text belongs in 'few'" (audit 293: Organic Maps' Polish and Ukrainian `two`), "; its
  /// 'many' form is shown only for 1000000, 2000000, …: its text belongs in 'other'" (audit 290:
  /// an Italian `many` taken for "more than one"). The text "belongs" where one form is missing.
  static func misplacedFormsRemark(
    missing: [PluralCategory], in locale: LocaleID, cases: [String: LocalizedValue]
  ) -> String {
    let allowed = PluralRules.allowedCategories(for: locale.identifier)
    let required = PluralRules.requiredCategories(for: locale.identifier) ?? []
    let present = cases.keys.compactMap(PluralCategory.init(rawValue:)).filter { $0 != .zero }.sorted()
    if let unused = present.first(where: { allowed?.contains($0) == false }) {
      // Where the text goes: the missing category of the one number the form's name stands for
      // (Polish 2 is `few`, German 5 `other`); a Russian `two` beside its `few` only says it is
      // never shown (review 196).
      // `few` and `many` stand for 3 and 5 where a language has them (review 197: German `many`).
      let number = ([.one: 1, .two: 2, .few: 3, .many: 5] as [PluralCategory: Int])[unused]
      let home = number.flatMap { PluralRules.category(ofWholeNumber: $0, in: locale.identifier) }
      let target = home.map { missing.contains($0) ? ": its text belongs in '\($0.rawValue)'" : "" } ?? ""
      return "; \(PluralRules.ruleName(of: locale)) never shows a '\(unused.rawValue)' form" + target
    }
    guard missing == [.other], present.contains(.many), !required.contains(.many),
      let numbers = PluralRules.wholeNumberSamples(of: .many, in: locale.identifier),
      numbers.hasPrefix("1000000")
    else { return "" }
    return "; its 'many' form is shown only for \(numbers): its text belongs in 'other'"
  }
}

extension PluralCoverageRule {
  /// The problem of a whole count's plural whose `other` form repeats `one` while `many`, which
  /// only decimal numbers reach (Lithuanian, Czech, Slovak), reads otherwise: the translator took
  /// `many` for the plural, so the app shows "10 pokalbis" where "10 pokalbių" is written (audit
  /// 296, Delta Chat's Lithuanian); so is an `other` that repeats `few` beside such a `many`
  /// (Czech "5 připomínky skryty" where `many` reads "připomínek skryto"; audit 327). `nil`
  /// otherwise.
  static func decimalFormHoldingThePlural(_ cases: [String: LocalizedValue], locale: LocaleID) -> String? {
    guard let one = cases[PluralCategory.one.rawValue]?.value.map(LabelText.trimmed),
      let other = cases[PluralCategory.other.rawValue]?.value.map(LabelText.trimmed),
      let many = cases[PluralCategory.many.rawValue]?.value.map(LabelText.trimmed),
      many != other, !many.isEmpty,
      // Not an abbreviation all whole counts share ("%lld h" beside "%lld hodiny"; reviews 199, 200).
      let few = cases[PluralCategory.few.rawValue]?.value.map(LabelText.trimmed), few != one
    else { return nil }
    // Only where the count starts the phrase: after a preposition the case is the preposition's,
    // one for 2 and for 5 ("před %lld minutami", CLDR's own; review 226).
    if other == few && many != one, let neighbours = CountNeighbours(of: other),
      !neighbours.preceding.contains(where: \.isLetter)
    {
      return "repeats its 'few' form '\(few)' in 'other', which the app shows for most whole counts, "
        + "while 'many', which only decimal numbers reach in \(PluralRules.ruleName(of: locale)), "
        + "reads '\(many)': that text likely belongs in 'other'"
    }
    // A `one` that is the genitive plural ("1 souborů") is the slip, not `other`.
    guard one == other, westSlavicOneAndPluralAlike(cases, locale: locale)?.form != .one else { return nil }
    let repeats = "repeats its 'one' form '\(one)' in 'other', which the app shows for most whole counts"
    // `few`'s text copied into `many` is no form for 5 (Czech "fotky", where `other` wants "fotek").
    guard many != few else { return repeats + ": 'other' needs the language's own form for them" }
    return repeats
      + ", while 'many', which only decimal numbers reach in \(PluralRules.ruleName(of: locale)), "
      + "reads '\(many)': that text likely belongs in 'other'"
  }
}
