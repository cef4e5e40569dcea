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
    let leafForms: [(path: String, text: String, position: SourcePosition?)] = value.leaves.compactMap {
      path, leaf in
      guard !path.isEmpty, !path.hasPrefix("substitutions."), !path.contains(".substitutions."),
        asSourceText || !LabelText.isUntranslatedState(leaf.state),
        let text = LabelText.caseText(of: leaf),
        !LabelText.isBlank(text), text != label
      else { return nil }
      return (path, text, leaf.position)
    }
    return leafForms + pluralCaseForms(of: value, besides: label, asSourceText: asSourceText)
  }

  /// The device and width cases of `value` that vary by plural (a String Catalog's
  /// `device.mac.plural`), each as the text it shows, its `other` form, as the value's own plural
  /// shows its label: a `.stringsdict` writes such a case as one leaf with variables, which
  /// `otherForms` lists as a whole, so both formats list the same forms (review 155).
  private static func pluralCaseForms(of value: LocalizedValue, besides label: String, asSourceText: Bool)
    -> [(path: String, text: String, position: SourcePosition?)]
  {
    guard let variations = value.variations else { return [] }
    return variations.kinds.filter { $0.kind != .plural }.flatMap { kind, cases in
      cases.sorted { $0.key < $1.key }.compactMap { name, form in
        guard form.value == nil, form.variations?.plural != nil,
          let shown = LabelText.displayedCase(of: form),
          asSourceText || !LabelText.isUntranslatedState(shown.state),
          let text = LabelText.readableText(of: form), !LabelText.isBlank(text), text != label
        else { return nil }
        return ("\(kind.rawValue).\(name)", text, shown.position)
      }
    }
  }
}
