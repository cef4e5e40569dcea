import CatalogParser

extension PluralCoverageRule {
  /// The categories of `cases`, the forms at `path`, that may say nothing (see
  /// `LeafPath.isEmptyByDesign`); with `followedSource` (a translation's, in a run that checks
  /// the source), also those the source leaves empty as well where the source's own check tells
  /// it: an unread badge's `zero` is the source's choice, told once at the source, which its
  /// translators follow (audit 140). Not a form of a category the source language never uses
  /// (English `few`), nor an XLIFF export's `<source>` form or one still to translate, which no
  /// check tells (reviews 114, 115).
  static func formsEmptyByDesign(
    _ cases: [String: LocalizedValue], path: String, own: LocalizedValue, source: LocalizedValue?,
    followedSource: LocaleID?
  ) -> Set<String> {
    // Not the source's form for decimals only (Czech `many`, a Russian `other` beside `one`, `few`
    // and `many`), which its check leaves alone where counts are whole (review 115).
    let sourceCategories = followedSource.flatMap { source in
      PluralRules.allowedCategories(for: source.identifier).map { categories in
        categories.subtracting(PluralRules.decimalOnlyCategory(source.identifier).map { [$0] } ?? [])
      }
    }
    return Set(
      cases.keys.filter { category in
        let formPath = (path.isEmpty ? "" : path + ".") + "plural." + category
        if LeafPath.isEmptyByDesign(formPath, of: own, source: source) { return true }
        guard let source, let sourceCategories,
          PluralCategory(rawValue: category).map(sourceCategories.contains) == true,
          let sourceForm = source.leaf(at: LeafPath.renamingVariable(in: formPath, of: own, toMatch: source))
        else { return false }
        return (sourceForm.value ?? "x").trimmingWhitespace.isEmpty && sourceForm.variations == nil
          && !sourceForm.isXLIFFSource && !LabelText.isUntranslatedState(sourceForm.state)
      })
  }
}
