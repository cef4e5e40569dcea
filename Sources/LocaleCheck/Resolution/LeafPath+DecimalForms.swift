import CatalogParser

extension LeafPath {
  /// Whether the form at `path` of `value` is never shown in `language`: a category the language
  /// never uses (``isUnusedPluralForm(_:in:)``), or, in a plural known to count whole numbers
  /// (`%u articles`), a `many` the language uses for numbers with decimals only (Czech, Slovak,
  /// Lithuanian): no count reaches it, so its text is never heard. (A Russian `other` beside
  /// `one`, `few` and `many` is judged: the value's cell and `inspect` show it; only
  /// `plural-coverage` lets it be empty.)
  ///
  /// `source`, `key`: where the translation's forms do not tell the number's type, the source's
  /// forms, then the key (`%lld files selected`, whose placeholder Xcode takes the type from).
  public static func isNeverShownPluralForm(
    _ path: String, of value: LocalizedValue, in language: String, source: LocalizedValue? = nil,
    key: String? = nil
  ) -> Bool {
    if isUnusedPluralForm(path, in: language) { return true }
    guard pluralCategory(in: path) == .many, PluralRules.hasManyForDecimalsOnly(language),
      let owner = pluralOwner(of: path)
    else { return false }
    return countKind(ofPluralAt: owner, in: value, source: source, key: key) == .integer
  }

  /// What the plural held at `owner` counts (see ``countKind(_:specifier:fallback:)``): its
  /// variable's type in the value or the source, else the number types of its forms, the
  /// source's forms, then (for a plural of the whole value) the key's.
  ///
  /// `specifier`: the variable's format where the caller knows it (one inside a device case).
  static func countKind(
    ofPluralAt owner: String, in value: LocalizedValue, source: LocalizedValue?, key: String?,
    specifier known: String? = nil
  ) -> FormatArgumentType? {
    guard let cases = pluralCases(at: owner, of: value) else { return nil }
    let name = variableName(in: owner + ".plural.other")
    let specifier =
      known
      ?? name.flatMap {
        value.substitutions?[$0]?.formatSpecifier ?? source?.substitutions?[$0]?.formatSpecifier
      }
    let sourceForms = source.flatMap { pluralCases(at: owner, of: $0) }.map { Array($0.values) } ?? []
    let fallback = sourceForms.compactMap(\.value) + (name == nil ? [key].compactMap { $0 } : [])
    return countKind(cases, specifier: specifier, fallback: fallback)
  }

  /// The forms of the plural held at `owner` (the empty path for the value's own).
  private static func pluralCases(at owner: String, of value: LocalizedValue) -> [String: LocalizedValue]? {
    owner.isEmpty ? value.variations?.plural : value.leaf(at: owner)?.variations?.plural
  }

  /// What a plural set counts: its substitution's format's type (`lld` an integer, `.1f` a
  /// decimal), or, without one, the only number type its forms show (else those of `fallback`,
  /// texts of the same value); `nil` where nothing tells (a variable without a type reads an
  /// object, which may be an `NSNumber` of 1.5).
  static func countKind(_ cases: [String: LocalizedValue], specifier: String?, fallback: [String] = [])
    -> FormatArgumentType?
  {
    if let specifier {
      let type = FormatSpecifierParser.argumentType(ofFormatSpecifier: specifier)
      return type == .integer || type == .floating ? type : nil
    }
    for texts in [cases.values.compactMap(\.value), fallback] {
      let types = Set(texts.flatMap { FormatSpecifierParser.parse($0).map(\.type) })
      switch (types.contains(.integer), types.contains(.floating)) {
      case (true, false): return .integer
      case (false, true): return .floating
      case (true, true): return nil
      case (false, false): continue
      }
    }
    return nil
  }
}
