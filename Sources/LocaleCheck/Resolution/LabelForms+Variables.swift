import CatalogParser

extension LabelForms {
  /// Where the label with every variable's `other` form is written: at that form where the
  /// format is one variable and no text (`%#@days@`, most `.stringsdict` entries), else at the
  /// format.
  static func labelPosition(of value: LocalizedValue) -> SourcePosition? {
    guard let format = value.value, let substitutions = value.substitutions else { return value.position }
    let specifiers = FormatSpecifierParser.parse(format)
    let names = Set(specifiers.compactMap(\.substitutionName))
    guard names.count == 1, let name = names.first,
      LabelText.isBlank(FormatSpecifierParser.text(format, without: specifiers, separator: "")),
      let other = substitutions[name]?.variations?.plural?["other"]?.position
    else { return value.position }
    return other
  }

  /// The labels a format with variables (`%#@n@`) shows besides the one with each variable's
  /// `other` form: one per other plural form of each variable the format names, the rest as
  /// `other`, at the form's position. Forms still to translate or empty are left out.
  static func variableForms(of value: LocalizedValue) -> [(
    path: String, text: String, position: SourcePosition?
  )] {
    guard value.variations == nil, let substitutions = value.substitutions, let format = value.value else {
      return []
    }
    let named = Set(FormatSpecifierParser.parse(format).compactMap(\.substitutionName))
    var forms: [(path: String, text: String, position: SourcePosition?)] = []
    for (name, substitution) in substitutions.sorted(by: { $0.key < $1.key }) where named.contains(name) {
      for (category, leaf) in (substitution.variations?.plural ?? [:]).sorted(by: { $0.key < $1.key })
      where category != "other" {
        guard let text = leaf.value, !text.isEmpty, !LabelText.isUntranslatedState(leaf.state),
          let label = LabelText.readableText(of: choosing(category, of: name, in: value))
        else { continue }
        forms.append(("substitutions.\(name).plural.\(category)", label, leaf.position))
      }
    }
    return forms
  }

  /// `value` with its variable `name` reduced to its `category` form (else its `other`), which
  /// ``LabelText/readableText(of:)`` then writes out.
  static func choosing(_ category: String, of name: String, in value: LocalizedValue)
    -> LocalizedValue
  {
    guard let cases = value.substitutions?[name]?.variations?.plural,
      let form = cases[category] ?? cases["other"]
    else { return value }
    var chosen = value
    chosen.substitutions?[name]?.variations?.plural = ["other": form]
    return chosen
  }
}
