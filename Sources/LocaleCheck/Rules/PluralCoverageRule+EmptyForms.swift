import CatalogParser

extension PluralCoverageRule {
  /// The categories of `cases`, the forms at `path`, that may say nothing (see
  /// `LeafPath.isEmptyByDesign`); with `followedSource` (a translation's, in a run that checks
  /// the source), also those the source leaves empty as well where the source's own check tells
  /// it: an unread badge's `zero` is the source's choice, told once at the source, which its
  /// translators follow. Not a form of a category the source language never uses
  /// (English `few`), nor an XLIFF export's `<source>` form or one still to translate, which no
  /// check tells. Nor where the category holds more whole numbers in the
  /// translation's language (Russian `one` is 1, 21, 31, …; English `one` is 1): there the empty
  /// form shows where the source shows its `other` text. A category of one number
  /// (English `one` after Russian's) holds no more; nor does 0 count where the source's `zero`
  /// is empty too (French `one`, 0 and 1, after English's empty `zero` and `one`).
  static func formsEmptyByDesign(
    _ cases: [String: LocalizedValue], path: String, own: LocalizedValue, locale: LocaleID,
    source: LocalizedValue?, followedSource: LocaleID?
  ) -> Set<String> {
    // Not the source's form for decimals only (Czech `many`, a Russian `other` beside `one`, `few`
    // and `many`), which its check leaves alone where counts are whole (review 115).
    let sourceCategories = followedSource.flatMap { source in
      PluralRules.allowedCategories(for: source.identifier).map { categories in
        categories.subtracting(PluralRules.decimalOnlyCategory(source.identifier).map { [$0] } ?? [])
      }
    }
    let formPath = { (category: String) in (path.isEmpty ? "" : path + ".") + "plural." + category }
    let sourceForm = { (category: String) -> LocalizedValue? in
      source?.leaf(at: LeafPath.renamingVariable(in: formPath(category), of: own, toMatch: source ?? own))
    }
    let sourceZero = sourceForm("zero")
    let numbers = PluralFormNumbers(
      hasZeroForm: cases["zero"] != nil || sourceZero.map(Self.isEmptyTextForm) == true,
      sourceHasZeroForm: sourceZero != nil)
    return Set(
      cases.keys.filter { category in
        if LeafPath.isEmptyByDesign(formPath(category), of: own, source: source) { return true }
        guard source != nil, let sourceCategories, let followedSource,
          let pluralCategory = PluralCategory(rawValue: category), sourceCategories.contains(pluralCategory),
          numbers.holdsNoMore(pluralCategory, in: locale.identifier, than: followedSource.identifier),
          let form = sourceForm(category)
        else { return false }
        return isEmptyTextForm(form) && !form.isXLIFFSource && !LabelText.isUntranslatedState(form.state)
      })
  }

  /// Whether `form` has no words: empty or white space, without variations of its own.
  static func isEmptyTextForm(_ form: LocalizedValue) -> Bool {
    (form.value ?? "x").trimmingWhitespace.isEmpty && form.variations == nil
  }

  /// "has an empty 'one' form", naming the whole numbers the form is shown for where its name
  /// reads as one number but the category holds several ("ru uses its 'one' form for 1, 21, 31,
  /// …"): `few` and `many` say they hold several.
  /// The source's empty `zero` says when it is fine: a translation's is reported where the
  /// source's has text, which its 0 does not show.
  static func emptyFormsProblem(_ empty: [String], locale: LocaleID, withZeroForm: Bool, isSource: Bool)
    -> String
  {
    // CLDR 42 took Hebrew's `many` out; the ICU of iOS 16 and macOS 13 and earlier still uses it.
    let olderSystems =
      empty.contains("many") && ["he", "iw"].contains(locale.language)
      ? " (iOS 16 and earlier show 'many' for 20, 30, 40, ...)" : ""
    guard empty.count == 1, let first = empty.first else {
      return "has empty " + empty.map { "'\($0)'" }.joined(separator: ", ") + " forms" + olderSystems
    }
    let numbers = PluralCategory(rawValue: first).flatMap { category in
      [.zero, .one, .two].contains(category)
        && !PluralRules.holdsTheNumberItNames(category, in: locale.identifier, withZeroForm: withZeroForm)
        ? PluralRules.wholeNumbers(of: category, in: locale.identifier, withZeroForm: withZeroForm) : nil
    }
    // An empty `zero` is shown for 0 only: a badge hidden at 0 wants it so (audit 321).
    let zero =
      first == "zero" && numbers == nil && isSource
      ? ": for 0 the element shows nothing, which VoiceOver skips; fine only where it is hidden at 0 (an unread "
        + "badge)" : ""
    let shown = numbers.map { " (\(locale.language) uses its '\(first)' form for \($0))" } ?? olderSystems
    return "has an empty '\(first)' form" + shown + zero
  }
}
