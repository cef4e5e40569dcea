import CatalogParser

extension PluralCoverageRule {
  /// The categories of `cases`, the forms at `path`, that may say nothing (see
  /// `LeafPath.isEmptyByDesign`); with `followsSource` (a translation, in a run that checks the
  /// source), also those the source leaves empty as well: an unread badge's `zero` is the
  /// source's choice, told once at the source, which its translators follow (audit 140).
  static func formsEmptyByDesign(
    _ cases: [String: LocalizedValue], path: String, own: LocalizedValue, source: LocalizedValue?,
    followsSource: Bool
  ) -> Set<String> {
    Set(
      cases.keys.filter { category in
        let formPath = path + ".plural." + category
        if LeafPath.isEmptyByDesign(formPath, of: own, source: source) { return true }
        guard followsSource, let source else { return false }
        let sourceForm = source.leaf(at: LeafPath.renamingVariable(in: formPath, of: own, toMatch: source))
        return sourceForm.map { ($0.value ?? "x").trimmingWhitespace.isEmpty && $0.variations == nil }
          ?? false
      })
  }
}
