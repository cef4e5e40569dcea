import CatalogParser

extension PluralCoverageRule {
  /// The problem of a Polish plural whose `one` form is its `many` form while its `few` form
  /// differs, with the count in it: CLDR's `one` is for 1 alone, where the noun takes the
  /// nominative singular, and `many` for 5 to 21 and so on, the genitive plural ("1 przedmiotów"
  /// for "1 przedmiot"; audit 324). A `few` of its own tells that the words after the count
  /// decline, and a Polish noun's two forms differ (unlike Russian "1 человек", "5 человек").
  /// `nil` otherwise.
  static func polishOneRepeatingMany(_ cases: [String: LocalizedValue], locale: LocaleID) -> String? {
    let form = { (category: PluralCategory) in cases[category.rawValue]?.value.map(LabelText.trimmed) }
    guard locale.language == "pl", let one = form(.one), let few = form(.few), let many = form(.many),
      one == many, few != many, CountNeighbours(of: one)?.after != nil
    else { return nil }
    return "writes 'one' as it writes 'many' ('\(one)'), but the app shows 'one' for 1 alone, "
      + "where a noun takes another ending than after 5 ('1 plik', '5 plików')"
  }
}
