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

  /// One label a format with variables shows: the format with the variable `name` as its
  /// `category` form (`one`), the others as `other`.
  struct VariableForm {
    /// The variable, its argument number and the form's category.
    var name: String
    var argument: Int?
    var category: String
    /// The form's leaf path (`substitutions.n.plural.one`), its own text and where it is written.
    var path: String
    var text: String
    var position: SourcePosition?
    /// The variable's `other` form's text, which the value's own label shows.
    var otherText: String?
    /// The whole label the form makes.
    var label: String
  }

  /// The labels a format with variables (`%#@n@`) shows besides the one with each variable's
  /// `other` form: one per other plural form of each variable the format names, or one of its
  /// variables' forms names (`%#@folders@` in "%d files in %#@folders@"; review 170; one named
  /// nowhere is not shown), the rest as `other`. Forms still to translate or empty are left out.
  static func variableForms(of value: LocalizedValue) -> [VariableForm] {
    guard value.variations == nil, let substitutions = value.substitutions, let format = value.value else {
      return []
    }
    let named = namedVariables(in: format, substitutions)
    var forms: [VariableForm] = []
    for (name, substitution) in substitutions.sorted(by: { $0.key < $1.key }) where named.contains(name) {
      let cases = substitution.variations?.plural ?? [:]
      for (category, leaf) in cases.sorted(by: { $0.key < $1.key }) where category != "other" {
        guard let text = leaf.value, !text.isEmpty, !LabelText.isUntranslatedState(leaf.state),
          let label = LabelText.readableText(of: choosing(category, of: name, in: value))
        else { continue }
        forms.append(
          VariableForm(
            name: name, argument: substitution.argNum, category: category,
            path: "substitutions.\(name).plural.\(category)", text: text, position: leaf.position,
            otherText: cases["other"]?.value, label: label))
      }
    }
    return forms
  }

  /// The variables `format` names, and those their forms name in turn, as deep as labels write
  /// them out (``LabelText/nestedVariableDepth``).
  private static func namedVariables(
    in format: String, _ substitutions: [String: Substitution]
  ) -> Set<String> {
    var named = Set(FormatSpecifierParser.parse(format).compactMap(\.substitutionName))
    var level = Array(named)
    for _ in 0..<LabelText.nestedVariableDepth where !level.isEmpty {
      var next: [String] = []
      for name in level {
        for form in substitutions[name]?.variations?.plural?.values ?? [:].values {
          guard let text = form.value, text.containsUTF8("#@") else { continue }
          for inner in FormatSpecifierParser.parse(text).compactMap(\.substitutionName)
          where named.insert(inner).inserted {
            next.append(inner)
          }
        }
      }
      level = next
    }
    return named
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
