import CatalogParser

extension PluralCoverageRule {
  /// The categories of `cases`, the forms at `path`, that may say nothing (see
  /// `LeafPath.isEmptyByDesign`); with `followedSource` (a translation's, in a run that checks
  /// the source), also those the source leaves empty as well where the source's own check tells
  /// it: an unread badge's `zero` is the source's choice, told once at the source, which its
  /// translators follow (audit 140). Not a form of a category the source language never uses
  /// (English `few`), nor an XLIFF export's `<source>` form, which no check tells (review 114).
  static func formsEmptyByDesign(
    _ cases: [String: LocalizedValue], path: String, own: LocalizedValue, source: LocalizedValue?,
    followedSource: LocaleID?
  ) -> Set<String> {
    let sourceCategories = followedSource.flatMap { PluralRules.allowedCategories(for: $0.identifier) }
    return Set(
      cases.keys.filter { category in
        let formPath = (path.isEmpty ? "" : path + ".") + "plural." + category
        if LeafPath.isEmptyByDesign(formPath, of: own, source: source) { return true }
        guard let source, let sourceCategories,
          PluralCategory(rawValue: category).map(sourceCategories.contains) == true,
          let sourceForm = source.leaf(at: LeafPath.renamingVariable(in: formPath, of: own, toMatch: source))
        else { return false }
        return (sourceForm.value ?? "x").trimmingWhitespace.isEmpty && sourceForm.variations == nil
          && !sourceForm.isXLIFFSource
      })
  }
}
