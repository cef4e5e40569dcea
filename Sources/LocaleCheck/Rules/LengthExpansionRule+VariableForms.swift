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
    guard value.variations == nil, let substitutions = value.substitutions, let format = value.value else {
      return []
    }
    // The variables the format itself names: one named in another's form is written out only
    // as that form's `other`, and one named nowhere is not shown.
    let named = Set(FormatSpecifierParser.parse(format).compactMap(\.substitutionName))
    let otherLabel = LabelText.readableText(of: value)
    var forms: [Form] = []
    for (name, substitution) in substitutions.sorted(by: { $0.key < $1.key }) where named.contains(name) {
      guard let cases = substitution.variations?.plural else { continue }
      // A translator may rename a variable (`%#@dateien@` for `%#@files@`).
      let sourceName = LeafPath.sourceVariableName(
        of: name, argument: substitution.argNum, among: source.substitutions ?? [:], matchingArgument: true)
      for (category, leaf) in cases.sorted(by: { $0.key < $1.key }) where category != "other" {
        let path = "substitutions.\(name).plural.\(category)"
        guard let text = leaf.value, !text.isEmpty, text != cases["other"]?.value,
          !LabelText.isUntranslatedState(leaf.state),
          !LeafPath.isNeverShownPluralForm(path, of: value, in: language, source: source, key: key),
          let label = LabelText.readableText(of: LabelForms.choosing(category, of: name, in: value)),
          label != otherLabel,
          let sourceLabel = LabelText.readableText(
            of: sourceName.map {
              LabelForms.choosing(Self.sourceCategory(category, of: $0, in: source), of: $0, in: source)
            }
              ?? source)
        else { continue }
        forms.append(Form(path: path, text: label, source: sourceLabel, position: leaf.position))
      }
    }
    return forms
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
