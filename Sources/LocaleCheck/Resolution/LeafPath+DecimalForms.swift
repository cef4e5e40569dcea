import CatalogParser

extension LeafPath {
  /// Whether the form at `path` of `value` is never shown in `language`: a category the language
  /// never uses (``isUnusedPluralForm(_:in:)``), or a `many` that it uses for numbers with
  /// decimals only (Czech, Slovak, Lithuanian) in a plural known to count whole numbers (`%u
  /// articles`): no count reaches it, so its text is never heard.
  public static func isNeverShownPluralForm(_ path: String, of value: LocalizedValue, in language: String)
    -> Bool
  {
    if isUnusedPluralForm(path, in: language) { return true }
    guard pluralCategory(in: path) == .many, PluralRules.hasManyForDecimalsOnly(language),
      let owner = pluralOwner(of: path),
      let cases = owner.isEmpty ? value.variations?.plural : value.leaf(at: owner)?.variations?.plural
    else { return false }
    let specifier = variableName(in: path).flatMap { value.substitutions?[$0]?.formatSpecifier }
    return countsWholeNumbers(cases, specifier: specifier)
  }

  /// Whether the number a plural set chooses by is known to be whole: its substitution's format
  /// is an integer's (`d`, `lld`), or, without one, its forms show integers and no decimals. A
  /// variable without a type reads an object, which may be an `NSNumber` of 1.5.
  static func countsWholeNumbers(_ cases: [String: LocalizedValue], specifier: String?) -> Bool {
    if let specifier {
      let format = specifier.hasPrefix("%") ? specifier : "%" + specifier
      return FormatSpecifierParser.parse(format).first?.type == .integer
    }
    let types = Set(cases.values.flatMap { FormatSpecifierParser.parse($0.value ?? "").map(\.type) })
    return types.contains(.integer) && !types.contains(.floating)
  }

  /// Whether the number a plural set chooses by has decimals: its substitution's format is
  /// floating-point (`f`, `.1f`), or, without one, its forms show floating-point numbers and no
  /// integers ("%.1f kilometers").
  static func countsDecimals(_ cases: [String: LocalizedValue], specifier: String?) -> Bool {
    if let specifier {
      let format = specifier.hasPrefix("%") ? specifier : "%" + specifier
      return FormatSpecifierParser.parse(format).first?.type == .floating
    }
    let types = Set(cases.values.flatMap { FormatSpecifierParser.parse($0.value ?? "").map(\.type) })
    return types.contains(.floating) && !types.contains(.integer)
  }
}
