import CatalogParser

/// The texts a varied label shows besides its main one: its plural, device and width forms
/// (`plural.one`, `device.mac`), each a whole label. Substitution forms are parts of a text, not
/// labels, and are left out; a device case with variables of its own shows them written out.
enum LabelForms {
  /// The forms of `value` other than `label` (its main text), with their paths and positions.
  /// A translation's forms still to translate (state `new`) are left out: the app shows another
  /// locale's form there; `asSourceText`: the source language's, which the app shows whatever
  /// their state.
  static func otherForms(of value: LocalizedValue, besides label: String, asSourceText: Bool) -> [(
    path: String, text: String, position: SourcePosition?
  )] {
    guard value.variations != nil else { return [] }
    return value.leaves.compactMap { path, leaf in
      guard !path.isEmpty, !path.hasPrefix("substitutions."), !path.contains(".substitutions."),
        asSourceText || !LabelText.isUntranslatedState(leaf.state),
        let text = LabelText.caseText(of: leaf),
        !LabelText.isBlank(text), text != label
      else { return nil }
      return (path, text, leaf.position)
    }
  }
}
