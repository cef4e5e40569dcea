import CatalogParser

extension LengthExpansionRule {
  /// The labels a format with variables (`%#@files@`, a `.stringsdict` entry) shows besides the
  /// one with each variable's `other` form: one per other plural form of each variable, the rest
  /// as `other`, each beside the source's label with the same form, at the form's position.
  /// Forms that make the same label as `other`, are still to translate or that no count reaches
  /// in `language` are left out.
  static func variableForms(of value: LocalizedValue, source: LocalizedValue, language: String, key: String)
    -> [Form]
  {
    let forms = LabelForms.variableForms(of: value)
    guard !forms.isEmpty else { return [] }
    let otherLabel = LabelText.readableText(of: value)
    return forms.compactMap { form in
      guard form.text != form.otherText, form.label != otherLabel,
        !LeafPath.isNeverShownPluralForm(form.path, of: value, in: language, source: source, key: key)
      else { return nil }
      // A translator may rename a variable (`%#@dateien@` for `%#@files@`).
      let sourceName = LeafPath.sourceVariableName(
        of: form.name, argument: form.argument, among: source.substitutions ?? [:], matchingArgument: true)
      guard
        let sourceLabel = LabelText.readableText(
          of: sourceName.map {
            LabelForms.choosing(Self.sourceCategory(form.category, of: $0, in: source), of: $0, in: source)
          } ?? source)
      else { return nil }
      return Form(path: form.path, text: form.label, source: sourceLabel, position: form.position)
    }
  }

  /// `category`, or `other` where the source's `category` form of variable `name` is empty: a
  /// source that shows nothing for 1 shows its `other` text where the translation's form is read
  /// (Russian `one` for 21), and its format's `%#@n@` is no text to measure against.
  private static func sourceCategory(_ category: String, of name: String, in source: LocalizedValue) -> String
  {
    let form = source.substitutions?[name]?.variations?.plural?[category]
    return form.map { ($0.value ?? "x").isEmpty && $0.variations == nil } == true ? "other" : category
  }

}
