import CatalogParser

/// A text a value can show, with the plural form that each count in it chose: "%lld item" is
/// the `one` form of "%lld items", chosen by the number its `%lld` prints.
struct CountedReading {
  /// One plural choice of a reading.
  struct Count {
    /// The placeholder that prints the count, by its index among the reading's placeholders
    /// (`%%` not counted), as ``FilledFormat/placeholders`` numbers them.
    var placeholder: Int
    /// The form the reading shows.
    var category: PluralCategory
    /// Every form of the plural, by category.
    var forms: [PluralCategory: String]
    /// The substitution's name (`%#@items@`), `nil` for the value's own plural.
    var variable: String?
  }

  /// The text, placeholders as written.
  var text: String
  /// The plural choices whose count the text prints with exactly one integer placeholder.
  var counts: [Count]
}

extension LabelText {
  /// Every text `value` can show (as ``shownTexts(of:)``), each with the plural forms it chose,
  /// at most `limit` readings per form of the value.
  static func countedReadings(of value: LocalizedValue, limit: Int = 64) -> [CountedReading] {
    let leaves = value.leaves.filter {
      !$0.path.hasPrefix("substitutions.") && !$0.path.contains(".substitutions.")
    }
    var pluralGroups: [String: [PluralCategory: String]] = [:]
    for (path, leaf) in leaves {
      guard let category = LeafPath.pluralCategory(in: path), let text = leaf.value else { continue }
      pluralGroups[LeafPath.pluralGroup(of: path), default: [:]][category] = text
    }
    // The argument the plural counts: the one integer of its `other` form ("%lld items").
    let countArguments = pluralGroups.compactMapValues { forms in
      forms[.other].flatMap { countPlaceholder(in: $0) }?.argument
    }
    return leaves.flatMap { path, leaf -> [CountedReading] in
      guard let text = leaf.value ?? leaf.stringSet?.first else { return [] }
      if let substitutions = leaf.substitutions ?? value.substitutions {
        return readings(of: text, substitutions, limit: limit)
      }
      var reading = CountedReading(text: text, counts: [])
      let group = LeafPath.pluralGroup(of: path)
      if let category = LeafPath.pluralCategory(in: path), let argument = countArguments[group],
        let count = countPlaceholder(in: text), count.argument == argument
      {
        let forms = pluralGroups[group] ?? [:]
        reading.counts = [.init(placeholder: count.index, category: category, forms: forms, variable: nil)]
      }
      return [reading]
    }
  }

  /// The one integer placeholder of `text`, by its index among the placeholders but `%%`, and
  /// the argument it prints; `nil` where it has none or several (which of them is the count is
  /// not known: "%1$d files on page %2$d").
  /// `argument`: the variable's, which a numbered placeholder must print to be its count
  /// ("One file on page %2$d" counts argument 1 with no placeholder).
  private static func countPlaceholder(in text: String, argument: Int? = nil) -> (index: Int, argument: Int)?
  {
    let placeholders = FormatSpecifierParser.parse(text).filter { $0.text != "%%" }
    let integers = placeholders.indices.filter {
      placeholders[$0].type == .integer && placeholders[$0].substitutionName == nil
        && (argument == nil || !placeholders[$0].isPositional || placeholders[$0].argument == argument)
    }
    guard integers.count == 1 else { return nil }
    return (integers[0], placeholders[integers[0]].argument)
  }

  /// The readings of `text` with each variable it names written out as each of its forms.
  private static func readings(of text: String, _ substitutions: [String: Substitution], limit: Int)
    -> [CountedReading]
  {
    var readings = [(reading: CountedReading(text: "", counts: []), placeholders: 0)]
    let variableArguments = Dictionary(
      FormatSpecifierParser.parse(text).compactMap { placeholder in
        placeholder.substitutionName.map { ($0, placeholder.argument) }
      }, uniquingKeysWith: { first, _ in first })
    for segment in variableSegments(of: text) {
      var options: [(text: String, category: PluralCategory?)] = [(segment.text, nil)]
      var forms: [PluralCategory: String] = [:]
      if let name = segment.name, let substitution = substitutions[name],
        let plural = substitution.variations?.plural
      {
        for (name, form) in plural {
          guard let category = PluralCategory(rawValue: name), let text = form.value else { continue }
          forms[category] = argumentWritten(in: text, substitution)
        }
        if !forms.isEmpty { options = forms.sorted { $0.key < $1.key }.map { ($0.value, $0.key) } }
      }
      if readings.count * options.count > limit { options = [(segment.text, nil)] }
      // Each option parsed once, not once per reading it extends.
      let argument = segment.name.flatMap { variableArguments[$0] }
      let parsedOptions = options.map { option in
        (
          option: option,
          placeholders: option.text.contains("%")
            ? FormatSpecifierParser.parse(option.text).filter { $0.text != "%%" }.count : 0,
          // A form's count is its `%arg`, or in a `.stringsdict` its integer of the variable's argument.
          count: option.category == nil ? nil : countPlaceholder(in: option.text, argument: argument)
        )
      }
      readings = readings.flatMap { reading, placeholders in
        parsedOptions.map { parsed in
          var next = reading
          next.text += parsed.option.text
          if let category = parsed.option.category, let count = parsed.count {
            next.counts.append(
              .init(
                placeholder: placeholders + count.index, category: category, forms: forms,
                variable: segment.name))
          }
          return (next, placeholders + parsed.placeholders)
        }
      }
    }
    return readings.map(\.reading)
  }
}
